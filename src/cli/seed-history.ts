import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOB_COMPLETED, JobEvents, TRADIE_HIRED } from '#modules/jobs/domain/job-events.js';
import {
  LEAD_BOUGHT,
  LEAD_REFUNDED,
  leadEvent,
  QUOTE_SENT,
} from '#modules/leads/domain/lead-events.js';
import type { RefundReason } from '#modules/leads/domain/lead.js';
import { MessagingService } from '#modules/messaging/domain/messaging.service.js';
import { REVIEW_LEFT } from '#modules/reviews/domain/review.js';
import { type DomainEvent, DomainEvents } from '#shared/domain/domain-events.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { DEMO_EMAIL_DOMAIN } from './demo-data.js';

/** Only the demo's own history: `npm run seed` on a database with real users leaves theirs alone. */
const DEMO_HOMEOWNERS = `(SELECT id FROM users WHERE email LIKE '%@${DEMO_EMAIL_DOMAIN}')`;

/** The events this publishes (and looks for, so that a rerun publishes none twice). */
const HISTORY_EVENTS = [
  LEAD_BOUGHT,
  QUOTE_SENT,
  TRADIE_HIRED,
  JOB_COMPLETED,
  REVIEW_LEFT,
  LEAD_REFUNDED,
];

/** What a homeowner and their hired tradie said to each other, in order (h: homeowner). */
const THREAD: ['h' | 't', string][] = [
  ['t', 'Hi, thanks for choosing us. Does Tuesday morning around 8 suit?'],
  ['h', 'Tuesday at 8 is perfect. The side gate will be open.'],
  ['t', 'Great, see you then. I will bring the parts we talked about.'],
  ['h', 'Thanks! Is there parking out the front or should I move my car?'],
];

/** A question on a lead still open: the tradie asks, the homeowner has not answered yet. */
const OPEN_QUESTION = 'Hi, I can come and have a look this week. Is the access through the back?';

interface LeadRow {
  id: string;
  job_id: string;
  tradie_id: string;
  homeowner_id: string;
  price_credits: number;
  status: string;
  refund_reason: RefundReason | null;
  bought_at: Date;
  job_status: string;
  assigned_tradie_id: string | null;
}

/**
 * The seeded marketplace was written as rows (to backdate it); this publishes the events the
 * real flows would have recorded for it — leads bought, quotes, hires, completions, reviews,
 * refunds — each once, so the modules that consume events build the rest as they would live:
 * conversations, notifications, reward points and levels, leaderboard points. Then a few
 * conversations get messages. Idempotent: an event already recorded for its aggregate is not
 * published again, and messages carry stable client ids.
 */
export async function seedHistory(app: INestApplicationContext, demoTradieId: string) {
  const db = app.get(DataSource);
  const events = app.get(DomainEvents);
  const uow = app.get(UnitOfWork);
  const q = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

  const recorded = new Set(
    (
      await q<{ key: string }[]>(
        `SELECT type || ':' || aggregate_id AS key FROM domain_events WHERE type = ANY($1)`,
        [HISTORY_EVENTS],
      )
    ).map((r) => r.key),
  );
  const conversations = app.get(MessagingService);
  /** Publishes once; `alongside` is what the live flow does in the same transaction. */
  const publishOnce = async (event: DomainEvent, alongside?: () => Promise<void>) => {
    const key = `${event.type}:${event.aggregateId}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    await uow.run(async () => {
      await alongside?.();
      await events.publish(event);
    });
  };
  /** A lead's or quote's parties: the row's job, tradie and homeowner. */
  const parties = (row: { job_id: string; tradie_id: string; homeowner_id: string }) => ({
    jobId: row.job_id,
    tradieId: row.tradie_id,
    homeownerId: row.homeowner_id,
  });

  const leads = await q<LeadRow[]>(
    `SELECT l.id, l.job_id, l.tradie_id, j.homeowner_id, l.price_credits, l.status, l.refund_reason,
            l.bought_at, j.status AS job_status, j.assigned_tradie_id
       FROM leads l JOIN jobs j ON j.id = l.job_id
      WHERE j.homeowner_id IN ${DEMO_HOMEOWNERS}
      ORDER BY l.bought_at, l.id`,
  );
  for (const lead of leads) {
    await publishOnce(
      leadEvent(
        LEAD_BOUGHT,
        lead.id,
        { ...parties(lead), priceCredits: lead.price_credits },
        lead.bought_at,
      ),
      // Buying a lead opens its conversation (the leads module's port, in the purchase).
      () =>
        conversations.openForLead(lead.job_id, lead.tradie_id, lead.homeowner_id, lead.bought_at),
    );
  }

  const quotes = await q<
    {
      id: string;
      job_id: string;
      tradie_id: string;
      homeowner_id: string;
      amount_cents: number;
      created_at: Date;
    }[]
  >(
    `SELECT q.id, q.job_id, q.tradie_id, j.homeowner_id, q.amount_cents, q.created_at
       FROM quotes q JOIN jobs j ON j.id = q.job_id
      WHERE j.homeowner_id IN ${DEMO_HOMEOWNERS}
      ORDER BY q.created_at, q.id`,
  );
  for (const quote of quotes) {
    await publishOnce(
      leadEvent(
        QUOTE_SENT,
        quote.id,
        { ...parties(quote), amountCents: quote.amount_cents },
        quote.created_at,
      ),
    );
  }

  const hires = await q<
    {
      id: string;
      homeowner_id: string;
      assigned_tradie_id: string;
      status: string;
      is_emergency: boolean;
      assigned_at: Date;
      completed_at: Date | null;
      quote_id: string | null;
      others: string[];
    }[]
  >(
    `SELECT j.id, j.homeowner_id, j.assigned_tradie_id, j.status, j.is_emergency, j.assigned_at,
            j.completed_at,
            (SELECT q.id FROM quotes q WHERE q.job_id = j.id AND q.status = 'accepted') AS quote_id,
            ARRAY(SELECT q.tradie_id FROM quotes q WHERE q.job_id = j.id AND q.status = 'not_selected') AS others
       FROM jobs j
      WHERE j.status IN ('assigned', 'completed') AND j.assigned_tradie_id IS NOT NULL
        AND j.homeowner_id IN ${DEMO_HOMEOWNERS}
        AND j.assigned_at IS NOT NULL
      ORDER BY j.assigned_at, j.id`,
  );
  for (const job of hires) {
    if (job.quote_id) {
      await publishOnce(
        JobEvents.hired(
          job.id,
          {
            homeownerId: job.homeowner_id,
            tradieId: job.assigned_tradie_id,
            quoteId: job.quote_id,
            notSelectedTradieIds: job.others,
          },
          job.assigned_at,
        ),
      );
    }
    if (job.status === 'completed' && job.completed_at) {
      await publishOnce(
        JobEvents.completed(
          job.id,
          {
            homeownerId: job.homeowner_id,
            tradieId: job.assigned_tradie_id,
            isEmergency: job.is_emergency,
          },
          job.completed_at,
        ),
      );
    }
  }

  const reviews = await q<
    {
      id: string;
      job_id: string;
      homeowner_id: string;
      tradie_id: string;
      rating: number;
      created_at: Date;
    }[]
  >(
    `SELECT id, job_id, homeowner_id, tradie_id, rating, created_at FROM reviews
      WHERE homeowner_id IN ${DEMO_HOMEOWNERS} ORDER BY created_at, id`,
  );
  for (const review of reviews) {
    await publishOnce({
      type: REVIEW_LEFT,
      aggregateId: review.id,
      payload: {
        jobId: review.job_id,
        homeownerId: review.homeowner_id,
        tradieId: review.tradie_id,
        rating: review.rating,
      },
      occurredAt: review.created_at,
    });
  }

  for (const lead of leads.filter((l) => l.status === 'refunded')) {
    await publishOnce(
      leadEvent(
        LEAD_REFUNDED,
        lead.id,
        {
          jobId: lead.job_id,
          tradieId: lead.tradie_id,
          credits: lead.price_credits,
          reason: lead.refund_reason ?? 'job_cancelled',
        },
        lead.bought_at,
      ),
      () =>
        conversations.closeForLead(
          lead.job_id,
          lead.tradie_id,
          lead.refund_reason ?? 'job_cancelled',
        ),
    );
  }

  // Conversations open with their lead (the messaging module's subscriber did that above).
  const messaging = app.get(MessagingService);
  const conversationOf = async (jobId: string, tradieId: string) =>
    (
      await q<{ id: string }[]>(
        'SELECT id FROM conversations WHERE job_id = $1 AND tradie_id = $2',
        [jobId, tradieId],
      )
    )[0]?.id;
  for (const lead of leads) {
    const hired = lead.tradie_id === lead.assigned_tradie_id;
    const asking = lead.tradie_id === demoTradieId && lead.job_status === 'open';
    if (!hired && !asking) continue;
    const conversation = await conversationOf(lead.job_id, lead.tradie_id);
    if (!conversation) continue;
    const lines: ['h' | 't', string][] = hired ? THREAD : [['t', OPEN_QUESTION]];
    for (const [n, [who, body]] of lines.entries()) {
      await messaging.send(who === 'h' ? lead.homeowner_id : lead.tradie_id, conversation, {
        clientId: `demo-${lead.id}-${n}`,
        body,
      });
    }
  }

  // Every consumer has caught up before the seed reports done.
  await app.get(EventRelay).drain();
}
