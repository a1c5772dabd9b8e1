import { z } from 'zod';

/*
 * Every domain event by type, with the payload its publishers send and its consumers read.
 * Payloads are stored as JSON in the outbox, so they hold only JSON values: dates travel as
 * ISO strings. `publish` and `subscribe`/`consume` are typed from this map, and consumers
 * parse the payload against it: a mismatch throws `EventPayloadMismatch` (the durable consumer
 * retries and logs it) instead of a handler quietly doing nothing.
 */

const id = z.string();
const adminDecision = { adminId: id.nullable(), reason: z.string().nullable() };

const EVENT_CATALOGUE = {
  'identity.user_registered': z.object({
    type: z.enum(['homeowner', 'tradie']),
    /** Tradies only: the ABN to check. */
    abn: z.string().optional(),
  }),
  'identity.tradie_verified': z.object({
    tradieId: id,
    decision: z.enum(['approved', 'rejected']),
    reason: z.string().nullable(),
    adminId: id,
  }),
  /** Once per account, when its address is first proven (the sign-up bonus waits for it). */
  'identity.email_verified': z.object({ type: z.enum(['homeowner', 'tradie', 'admin']) }),
  'identity.user_banned': z.object(adminDecision),
  'identity.user_unbanned': z.object(adminDecision),

  'jobs.job_posted': z.object({
    homeownerId: id,
    isEmergency: z.boolean(),
    /** `open`, or `pending_payment` for an emergency job whose fee is not paid yet. */
    status: z.enum(['pending_payment', 'open', 'assigned', 'completed', 'cancelled', 'withdrawn']),
  }),
  'jobs.job_published': z.object({ homeownerId: id }),
  'jobs.job_cancelled': z.object({ homeownerId: id }),
  'jobs.job_completed': z.object({
    homeownerId: id,
    tradieId: id.nullable(),
    isEmergency: z.boolean(),
  }),
  'jobs.job_withdrawn': z.object({
    homeownerId: id,
    reason: z.enum(['owner_banned', 'owner_erased']),
  }),
  'jobs.leads_expired': z.object({ homeownerId: id }),
  'jobs.tradie_hired': z.object({
    homeownerId: id,
    tradieId: id,
    quoteId: id,
    notSelectedTradieIds: z.array(id),
  }),

  'leads.lead_bought': z.object({
    jobId: id,
    tradieId: id,
    homeownerId: id,
    priceCredits: z.number(),
  }),
  'leads.lead_refunded': z.object({
    jobId: id,
    tradieId: id,
    credits: z.number(),
    reason: z.enum([
      'job_cancelled',
      'unhired_30_days',
      'dispute_approved',
      'homeowner_silent',
      'job_withdrawn',
    ]),
    /** Dead leads only (`homeowner_silent`): the homeowner is told too. */
    homeownerId: id.optional(),
  }),
  'leads.quote_sent': z.object({
    jobId: id,
    tradieId: id,
    homeownerId: id,
    amountCents: z.number(),
  }),
  'leads.quote_revised': z.object({
    jobId: id,
    tradieId: id,
    homeownerId: id,
    amountCents: z.number(),
    previousAmountCents: z.number(),
  }),
  'leads.dispute_opened': z.object({
    leadId: id,
    tradieId: id,
    reason: z.enum(['homeowner_unreachable', 'duplicate', 'not_as_described']),
  }),
  'leads.dispute_decided': z.object({
    leadId: id,
    decision: z.enum(['approved', 'rejected']),
    adminId: id,
    reason: z.string(),
  }),

  /** A payment's money was refunded or disputed at the provider (what it now reads as). */
  'payments.payment_reversed': z.object({
    payerId: id,
    reversal: z.enum(['refunded', 'partially_refunded', 'disputed', 'dispute_won', 'dispute_lost']),
    amountCents: z.number(),
    /** Refunded so far (absent from events published before partial refunds were noted). */
    refundedCents: z.number().optional(),
    description: z.string(),
  }),
  'credits.credits_added': z.object({
    userId: id,
    credits: z.number(),
    creditType: z.enum(['purchase', 'signup_bonus', 'reward', 'admin_adjustment']),
    balanceAfter: z.number(),
    transactionId: id,
  }),

  'reviews.review_left': z.object({
    jobId: id,
    homeownerId: id,
    tradieId: id,
    rating: z.number(),
  }),
  'reviews.review_replied': z.object({ jobId: id, tradieId: id, homeownerId: id }),
  'reviews.review_reported': z.object({ reportId: id, jobId: id, tradieId: id }),
  'reviews.report_decided': z.object({
    adminId: id,
    reason: z.string(),
    decision: z.enum(['kept', 'hidden']),
    reportId: id,
    jobId: id,
    tradieId: id,
    homeownerId: id,
    rating: z.number(),
    /** When the review was left (ISO): the leaderboard takes its points back from that week. */
    reviewedAt: z.iso.datetime({ offset: true }),
  }),

  'messaging.message_sent': z.object({
    conversationId: id,
    jobId: id,
    senderId: id,
    recipientId: id,
    seq: z.number(),
    preview: z.string(),
  }),

  'rewards.level_up': z.object({ userId: id, level: z.string(), points: z.number() }),

  'leaderboard.award': z.object({
    tradieId: id,
    weekKey: z.string(),
    rank: z.number(),
    credits: z.number(),
    badge: z.enum(['gold', 'silver', 'bronze']).nullable(),
  }),
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_CATALOGUE)[T]>;

/** True for a type the catalogue knows. */
const isEventType = (type: string): type is EventType => Object.hasOwn(EVENT_CATALOGUE, type);

/** A consumer got an event whose payload is not what the catalogue says: never skipped. */
export class EventPayloadMismatch extends Error {
  override readonly name = 'EventPayloadMismatch';

  constructor(
    readonly eventType: string,
    /** The first offending field as a dotted path (`notSelectedTradieIds.0`), or `type`. */
    readonly field: string,
    readonly problem: string,
    readonly eventId: string | null = null,
  ) {
    super(
      `Event ${eventType}${eventId ? ` ${eventId}` : ''} does not match the catalogue: ` +
        `${field}: ${problem}`,
    );
  }
}

/**
 * The event with its payload parsed against the catalogue (unknown keys dropped); throws
 * `EventPayloadMismatch` naming the field when it does not match, or when the type is unknown.
 */
export function parseEventPayload<E extends { type: string; payload: unknown; id?: string }>(
  event: E,
): E {
  const eventId = event.id ?? null;
  if (!isEventType(event.type)) {
    throw new EventPayloadMismatch(event.type, 'type', 'not in the event catalogue', eventId);
  }
  const parsed = EVENT_CATALOGUE[event.type].safeParse(event.payload);
  if (parsed.success) return { ...event, payload: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'payload';
  throw new EventPayloadMismatch(event.type, field, issue.message, eventId);
}
