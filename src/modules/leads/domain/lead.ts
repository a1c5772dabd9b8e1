import type { DomainError } from '#shared/domain/domain-error.js';
import { distanceKm, type GeoPoint } from '#shared/domain/geo.js';
import { LeadsErrors } from './leads-errors.js';

export type LeadStatus = 'active' | 'refunded';

/** Where a bought lead stands for its tradie: not quoted yet, quoted, or hired for the job. */
export const LEAD_STAGES = ['to_quote', 'quoted', 'won'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export type RefundReason =
  | 'job_cancelled'
  | 'unhired_30_days'
  | 'dispute_approved'
  /** The homeowner read none of the tradie's messages in time (a dead lead). */
  | 'homeowner_silent'
  /** The homeowner was banned or erased: the job was withdrawn. */
  | 'job_withdrawn';

export interface Lead {
  id: string;
  jobId: string;
  tradieId: string;
  priceCredits: number;
  status: LeadStatus;
  refundReason: RefundReason | null;
  refundedAt: Date | null;
  boughtAt: Date;
}

/** How long after buying a lead a tradie may dispute it (served by GET /api/meta). */
export const DISPUTE_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger keys that make a purchase and its credit-back happen at most once each. */
export const purchaseKey = (jobId: string, tradieId: string) =>
  `lead_purchase:${jobId}:${tradieId}`;
export const refundKey = (leadId: string) => `lead_refund:${leadId}`;

/** Why a job's lead cannot be bought, from the job's state; null when it can. */
export function saleRefusal(job: {
  status: string;
  leadCount: number;
  leadCap: number;
  leadsExpiredAt: Date | null;
}): DomainError | null {
  if (job.status !== 'open') return LeadsErrors.notOpen(job.status);
  if (job.leadsExpiredAt) return LeadsErrors.expired();
  if (job.leadCount >= job.leadCap) return LeadsErrors.soldOut(job.leadCap);
  return null;
}

/** What the matching rule needs of a tradie: their trades and service area. */
export interface TradieReach {
  categories: readonly string[];
  /**
   * The trades they are listed in: those needing no licence in their state, and those their
   * checked licence covers (identity's listing rule).
   */
  listed: readonly string[];
  serviceRadiusKm: number;
  /** Their service postcode's centre; null when the postcode is not in the dataset. */
  origin: GeoPoint | null;
}

/** The trades the feed offers a tradie: the ones they are listed in (as matchRefusal). */
export function feedCategories(tradie: Pick<TradieReach, 'listed'>, only?: string): string[] {
  return tradie.listed.filter((category) => only === undefined || category === only);
}

/**
 * Whether a job is for this tradie: one of their listed trades, within their service radius. The feed
 * (in SQL) and the purchase apply the same rule; a tradie whose service postcode is unknown
 * matches nothing rather than the whole country. Null when it matches.
 */
export function matchRefusal(
  tradie: TradieReach,
  job: { category: string; location: GeoPoint | null },
): DomainError | null {
  if (!tradie.categories.includes(job.category)) return LeadsErrors.outsideTrades();
  if (!tradie.listed.includes(job.category)) return LeadsErrors.licenceNotCovering();
  if (!tradie.origin) return LeadsErrors.serviceAreaUnknown();
  if (!job.location || distanceKm(tradie.origin, job.location) > tradie.serviceRadiusKm) {
    return LeadsErrors.outsideServiceArea(tradie.serviceRadiusKm);
  }
  return null;
}

/** A tradie disputes their own active lead within 7 days of buying it. */
export function assertDisputable(lead: Lead, tradieId: string, now: Date): void {
  if (lead.tradieId !== tradieId) throw LeadsErrors.notYourLead();
  if (lead.status === 'refunded') throw LeadsErrors.disputeRefunded();
  if (now.getTime() - lead.boughtAt.getTime() > DISPUTE_WINDOW_DAYS * DAY_MS) {
    throw LeadsErrors.disputeWindowClosed(DISPUTE_WINDOW_DAYS);
  }
}

/** Only active leads are credited back; a refunded one never twice. */
export function needsRefund(lead: Pick<Lead, 'status'>): boolean {
  return lead.status === 'active';
}

export type QuoteStatus = 'sent' | 'accepted' | 'not_selected';

export interface Quote {
  id: string;
  jobId: string;
  tradieId: string;
  leadId: string;
  amountCents: number;
  message: string;
  /** A calendar date, YYYY-MM-DD. */
  estimatedStart: string | null;
  status: QuoteStatus;
  createdAt: Date;
  /** When the tradie last revised it; null if never. */
  revisedAt: Date | null;
  /** 0 as sent, one more on each revision: the homeowner hires the revision they saw. */
  revision: number;
}

/** The estimated start may not be before today (Australia/Sydney calendar). */
export function assertStartNotPast(estimatedStart: string | null, now: Date): void {
  if (estimatedStart === null) return;
  const today = now.toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });
  if (estimatedStart < today) throw LeadsErrors.estimatedStartInPast();
}

/** Its tradie may revise a quote while it is on the table (sent, not yet hired or declined). */
export function assertRevisable(quote: Quote, tradieId: string): void {
  if (quote.tradieId !== tradieId) throw LeadsErrors.notYourQuote();
  if (quote.status !== 'sent') throw LeadsErrors.quoteWithdrawn(quote.status);
}

/**
 * The homeowner hires through a quote that is still on the table, at the revision they saw
 * (a hire that names none saw the quote as first sent).
 */
export function assertHireable(quote: Quote, jobId: string, seenRevision = 0): void {
  if (quote.jobId !== jobId) throw LeadsErrors.quoteNotFound();
  if (quote.status !== 'sent') throw LeadsErrors.quoteWithdrawn(quote.status);
  if (quote.revision !== seenRevision) throw LeadsErrors.quoteChanged(quote.amountCents);
}

export type DisputeReason = 'homeowner_unreachable' | 'duplicate' | 'not_as_described';
export const DISPUTE_REASONS: readonly DisputeReason[] = [
  'homeowner_unreachable',
  'duplicate',
  'not_as_described',
];
export type DisputeStatus = 'open' | 'approved' | 'rejected';

export interface Dispute {
  id: string;
  leadId: string;
  reason: DisputeReason;
  details: string;
  status: DisputeStatus;
  decidedBy: string | null;
  decisionReason: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

/** An admin decides an open dispute once. */
export function assertUndecided(dispute: Pick<Dispute, 'status'>): void {
  if (dispute.status !== 'open') throw LeadsErrors.disputeDecided(dispute.status);
}

/** Whether the tradie can still open a dispute for this lead (for the UI); never once hired. */
export function canDispute(lead: Lead, hasDispute: boolean, now: Date, won = false): boolean {
  return (
    !won &&
    !hasDispute &&
    lead.status === 'active' &&
    now.getTime() - lead.boughtAt.getTime() <= DISPUTE_WINDOW_DAYS * DAY_MS
  );
}
