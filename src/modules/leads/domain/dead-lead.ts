/** The tradie's first message counts when sent within this many hours of buying the lead. */
export const DEAD_LEAD_REPLY_WITHIN_HOURS = 24;
/** The lead is dead when the homeowner has read none of it this many hours after the first. */
export const DEAD_LEAD_UNREAD_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;

/** What the rule needs of a bought lead. */
export interface DeadLeadPurchase {
  status: 'active' | 'refunded';
  boughtAt: Date;
  /** The homeowner hired this tradie: the lead was answered, whatever the chat shows. */
  hired: boolean;
}

/**
 * A lead is dead, and its credits go back, when the tradie messaged within 24 hours of buying
 * and the homeowner had read none of the tradie's messages 48 hours after the first (a read at
 * the deadline or later is too late). Only an active lead the tradie was not hired for.
 */
export function isDeadLead(
  purchase: DeadLeadPurchase,
  firstMessageAt: Date | null,
  homeownerReadAt: Date | null,
  now: Date,
): boolean {
  if (purchase.status !== 'active' || purchase.hired || !firstMessageAt) return false;
  const sinceBuying = firstMessageAt.getTime() - purchase.boughtAt.getTime();
  if (sinceBuying < 0 || sinceBuying > DEAD_LEAD_REPLY_WITHIN_HOURS * HOUR_MS) return false;
  const deadline = firstMessageAt.getTime() + DEAD_LEAD_UNREAD_HOURS * HOUR_MS;
  if (now.getTime() < deadline) return false;
  return homeownerReadAt === null || homeownerReadAt.getTime() >= deadline;
}
