import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { leadPriceCredits } from '#modules/jobs/domain/job.js';
import { purchaseKey, refundKey } from '#modules/leads/domain/lead.js';
import { JOBS, PLACES } from './demo-data.js';
import { demoUuid } from './demo-ids.js';
import { seedBundles } from './seed-bundles.js';

interface DemoJobRow {
  id: string;
  index: number;
  homeowner_id: string;
  status: string;
  assigned_tradie_id: string | null;
  is_emergency: boolean;
  category: string;
  created_at: Date;
}

const COMMENTS: [number, string, string | null][] = [
  [
    5,
    'Turned up on time, explained everything and left the place spotless. Would hire again.',
    'Thanks so much, it was a pleasure working with you!',
  ],
  [4, 'Good work at a fair price. Took a day longer than quoted but kept me in the loop.', null],
  [
    5,
    'Fixed in under an hour what two others could not. Highly recommended.',
    'Cheers! Call any time.',
  ],
  [
    3,
    'Job done properly in the end, though communication could have been better.',
    'Fair point, thanks for the feedback.',
  ],
  [5, 'Friendly, careful and very tidy. The quote was exactly what I paid.', null],
];

const QUOTE_MESSAGES = [
  'Can come out this week, price includes parts and a 12-month workmanship warranty.',
  'Happy to take this on. Price covers labour and materials; I can start Monday.',
  'Had a look at the photos. This price allows for the likely fix; no call-out fee.',
];

/**
 * The lived-in marketplace: wallets (bundles, lead purchases, refunds), leads, quotes, hires,
 * reviews with replies, a cancelled job credited back, an unpaid emergency, and disputes.
 * Idempotent: rows have natural keys (ON CONFLICT DO NOTHING) and ledger movements stable
 * idempotency keys, so a rerun moves no credit twice.
 */
export async function seedMarketplace(
  app: INestApplicationContext,
  homeownerIds: string[],
  tradieIds: string[],
): Promise<void> {
  const db = app.get(DataSource);
  const ledger = app.get(CreditLedger);
  const q = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

  await seedBundles(app, tradieIds);
  const categoriesOf = new Map(
    (
      await q<{ id: string; categories: string[] }[]>(
        'SELECT id, categories FROM tradie_profiles WHERE id = ANY($1::uuid[])',
        [tradieIds],
      )
    ).map((row) => [row.id, row.categories]),
  );
  const buyersFor = (category: string, index: number, count: number, first: string | null) => {
    const matching = tradieIds.filter((id) => categoriesOf.get(id)?.includes(category));
    const pool = matching.length >= count ? matching : tradieIds;
    const picked = first ? [first] : [];
    for (let k = 0; picked.length < count && k < pool.length; k++) {
      const candidate = pool[(index + k) % pool.length];
      if (!picked.includes(candidate)) picked.push(candidate);
    }
    return picked;
  };

  const extraJobs = await ensureExtraJobs(q, homeownerIds);
  const jobs = await q<DemoJobRow[]>(
    `SELECT id, homeowner_id, status, assigned_tradie_id, is_emergency, category, created_at
     FROM jobs WHERE id = ANY($1::uuid[])`,
    [[...JOBS.map((_, i) => demoUuid(`job-${i}`)), ...extraJobs]],
  );
  const indexOf = new Map(JOBS.map((_, i) => [demoUuid(`job-${i}`), i]));
  for (const job of jobs) job.index = indexOf.get(job.id) ?? 100 + extraJobs.indexOf(job.id);
  jobs.sort((a, b) => a.index - b.index);

  for (const job of jobs) {
    const hired = job.status === 'assigned' || job.status === 'completed';
    const sold =
      hired || job.status === 'cancelled' || (job.status === 'open' && job.index % 4 === 0);
    if (!sold) continue;
    const buyers = buyersFor(job.category, job.index, hired ? 3 : 2, job.assigned_tradie_id);
    // The first demo tradie (the printed login) holds a few open leads of their own.
    if (job.status === 'open' && job.index % 8 === 0 && !buyers.includes(tradieIds[0])) {
      buyers[1] = tradieIds[0]!;
    }
    const price = leadPriceCredits(job.is_emergency);
    const boughtAt = later(job.created_at, 2);
    for (const [k, tradieId] of buyers.entries()) {
      const [lead] = await q<{ id: string }[]>(
        `INSERT INTO leads (job_id, tradie_id, price_credits, bought_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (job_id, tradie_id) DO UPDATE SET job_id = EXCLUDED.job_id RETURNING id`,
        [job.id, tradieId, price, boughtAt],
      );
      await ledger.debit(tradieId, price, 'lead_purchase', job.id, purchaseKey(job.id, tradieId));
      if (job.status === 'cancelled') {
        await q(
          `UPDATE leads SET status = 'refunded', refund_reason = 'job_cancelled', refunded_at = now()
           WHERE id = $1 AND status = 'active'`,
          [lead.id],
        );
        await ledger.credit(tradieId, price, 'refund', job.id, refundKey(lead.id));
        continue;
      }
      if (job.status === 'open' && k > 0 && job.index % 8 !== 0) continue; // bought, not quoted yet
      const accepted = hired && tradieId === job.assigned_tradie_id;
      await q(
        `INSERT INTO quotes (job_id, tradie_id, lead_id, amount_cents, message, estimated_start, status, created_at)
         VALUES ($1, $2, $3, $4, $5, ($6::timestamptz + interval '3 days')::date, $7, $6)
         ON CONFLICT (job_id, tradie_id) DO NOTHING`,
        [
          job.id,
          tradieId,
          lead.id,
          (150 + ((job.index * 37 + k * 55) % 600)) * 100,
          QUOTE_MESSAGES[(job.index + k) % QUOTE_MESSAGES.length],
          later(boughtAt, 1),
          hired ? (accepted ? 'accepted' : 'not_selected') : 'sent',
        ],
      );
    }
    await q(
      `UPDATE jobs SET lead_count = (SELECT count(*) FROM leads WHERE job_id = $1),
              assigned_at = CASE WHEN status IN ('assigned', 'completed') THEN coalesce(assigned_at, least(now(), created_at + interval '1 day')) END,
              completed_at = CASE WHEN status = 'completed' THEN coalesce(completed_at, least(now(), created_at + interval '3 days')) END
       WHERE id = $1`,
      [job.id],
    );
    if (job.status === 'completed' && job.assigned_tradie_id) {
      const [rating, comment, reply] = COMMENTS[job.index % COMMENTS.length];
      await q(
        `INSERT INTO reviews (job_id, homeowner_id, tradie_id, rating, comment, reply, replied_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::text, CASE WHEN $6::text IS NULL THEN NULL ELSE $7::timestamptz + interval '1 day' END, $7)
         ON CONFLICT (job_id) DO NOTHING`,
        [
          job.id,
          job.homeowner_id,
          job.assigned_tradie_id,
          rating,
          comment,
          reply,
          new Date(Math.min(Date.now(), job.created_at.getTime() + 4 * 24 * 60 * 60 * 1000)),
        ],
      );
    }
  }

  // Disputes: the demo tradie's most recent open lead is disputed; an older one was approved.
  // Every pick orders by id last: two losing leads on one job tie on the job's date, and a
  // second run picking the other would dispute and refund it too (the seed must add nothing).
  const recent = await q<{ id: string }[]>(
    `SELECT l.id FROM leads l JOIN jobs j ON j.id = l.job_id
     WHERE l.tradie_id = $1 AND j.status = 'open' AND l.status = 'active' ORDER BY l.bought_at DESC, l.id LIMIT 1`,
    [tradieIds[0]],
  );
  if (recent[0]) {
    await q(
      `INSERT INTO lead_disputes (lead_id, reason, details, created_at) VALUES ($1, 'homeowner_unreachable',
       'Called twice and sent a message, no answer after two days.', now())
       ON CONFLICT (lead_id) DO NOTHING`,
      [recent[0].id],
    );
  }
  const completedLead = await q<
    { id: string; tradie_id: string; price_credits: number; job_id: string }[]
  >(
    `SELECT l.id, l.tradie_id, l.price_credits, l.job_id FROM leads l JOIN jobs j ON j.id = l.job_id
     WHERE j.status = 'assigned' AND l.tradie_id <> j.assigned_tradie_id ORDER BY j.created_at, l.id LIMIT 1`,
  );
  const approved = completedLead[0];
  if (approved) {
    const [admin] = await q<{ id: string }[]>(
      'SELECT id FROM users WHERE is_admin ORDER BY created_at LIMIT 1',
    );
    const inserted = await q<{ id: string }[]>(
      `INSERT INTO lead_disputes (lead_id, reason, details, status, decided_by, decision_reason, decided_at)
       VALUES ($1, 'duplicate', 'The same job was posted twice by this homeowner.', 'approved', $2,
               'Confirmed duplicate of another listing', now())
       ON CONFLICT (lead_id) DO NOTHING RETURNING id`,
      [approved.id, admin?.id ?? null],
    );
    if (inserted.length > 0) {
      await q(
        `UPDATE leads SET status = 'refunded', refund_reason = 'dispute_approved', refunded_at = now()
         WHERE id = $1 AND status = 'active'`,
        [approved.id],
      );
    }
    await ledger.credit(
      approved.tradie_id,
      approved.price_credits,
      'refund',
      approved.job_id,
      refundKey(approved.id),
    );
  }

  // The admin's moderation queue starts with one report: the demo tradie's lowest review.
  await q(
    `INSERT INTO review_reports (review_id, reporter_id, reason, created_at)
     SELECT r.id, r.tradie_id, 'This is about another company, we never worked at this address.',
            least(now(), r.created_at + interval '1 day')
     FROM reviews r WHERE r.tradie_id = $1 ORDER BY r.rating, r.created_at, r.id LIMIT 1
     ON CONFLICT DO NOTHING`,
    [tradieIds[0]],
  );
}

/** `hours` after `from`, or halfway to now for the newest jobs: the history is never in the future. */
function later(from: Date, hours: number): Date {
  const gap = Math.min(hours * 60 * 60 * 1000, (Date.now() - from.getTime()) / 2);
  return new Date(from.getTime() + Math.max(0, gap));
}

/** A cancelled job and an emergency waiting for its fee, beyond the listed demo jobs. */
async function ensureExtraJobs(
  q: <T>(sql: string, params?: unknown[]) => Promise<T>,
  homeownerIds: string[],
): Promise<string[]> {
  const place = PLACES[0];
  const extras = [
    {
      id: demoUuid('job-extra-cancelled'),
      title: 'Replace cracked bathroom tiles',
      category: 'tiling',
      status: 'cancelled',
      emergency: false,
      description:
        'Six floor tiles in the main bathroom are cracked. We sold the house before the work started, so this is no longer needed.',
    },
    {
      id: demoUuid('job-extra-unpaid-emergency'),
      title: 'No power to half the house',
      category: 'electrical',
      status: 'pending_payment',
      emergency: true,
      description:
        'The safety switch keeps tripping and the kitchen and bedrooms have no power. Need an electrician as soon as possible.',
    },
  ];
  for (const job of extras) {
    await q(
      `INSERT INTO jobs (id, homeowner_id, title, description, category, location, state, postcode, budget_cents,
                         is_emergency, status, created_at, updated_at, published_at, cancelled_at, privacy_consent_at, lat, lng)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, 40000, $9, $10, now() - interval '2 days', now(),
              CASE WHEN $10 = 'pending_payment' THEN NULL ELSE now() - interval '2 days' END,
              CASE WHEN $10 = 'cancelled' THEN now() - interval '1 day' END, now() - interval '2 days', p.lat, p.lng
       FROM (SELECT 1) one LEFT JOIN postcodes p ON p.postcode = $8
       ON CONFLICT (id) DO NOTHING`,
      [
        job.id,
        homeownerIds[0],
        job.title,
        job.description,
        job.category,
        place.suburb,
        place.state,
        place.postcode,
        job.emergency,
        job.status,
      ],
    );
  }
  return extras.map((e) => e.id);
}
