import type { AuState } from '#shared/domain/australia.js';
import { redactContactDetails } from '#shared/domain/contact-redaction.js';
import { LEAD_PRICE_CREDITS, MAX_TRADIES_PER_LEAD } from '#shared/domain/product.js';
import { JobsErrors } from './jobs-errors.js';

export type JobStatus =
  'pending_payment' | 'open' | 'assigned' | 'completed' | 'cancelled' | 'withdrawn';

/** Why a job was taken off the market without its owner asking: the owner was banned or erased. */
export type WithdrawalReason = 'owner_banned' | 'owner_erased';

/** The homeowner's two lists: jobs still under way, and finished or cancelled ones. */
export const JOB_GROUPS = {
  active: ['pending_payment', 'open', 'assigned'],
  past: ['completed', 'cancelled', 'withdrawn'],
} as const satisfies Record<string, readonly JobStatus[]>;
export type JobGroup = keyof typeof JOB_GROUPS;

/** What anyone may see of a job before buying its lead: no name, no contact, no address. */
export interface JobCard {
  id: string;
  title: string;
  category: string;
  location: string;
  state: AuState | null;
  budgetCents: number;
  createdAt: Date;
  isEmergency: boolean;
  assignedTradieId: string | null;
}

export interface JobImage {
  id: string;
  position: number;
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

export interface Job extends JobCard {
  homeownerId: string;
  description: string;
  postcode: string;
  status: JobStatus;
  leadCap: LeadCap;
  leadCount: number;
  lat: number | null;
  lng: number | null;
  privacyConsentAt: Date | null;
  publishedAt: Date | null;
  assignedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  leadsExpiredAt: Date | null;
  withdrawnAt: Date | null;
  withdrawnReason: WithdrawalReason | null;
  updatedAt: Date;
  images: JobImage[];
}

/** The public listings: open and unassigned, newest first. */
export abstract class PublicJobListings {
  abstract openUnassigned(limit: number): Promise<JobCard[]>;
  /**
   * A number that grows, in the committing transaction itself, whenever a job enters, leaves or
   * changes in the open listing: the same listing while it stands still, on every instance.
   */
  abstract openListingVersion(): Promise<number>;
}

/** The landing page's teaser of open jobs shows at most 6 (marketplace spec, § 9). */
export const OPEN_TEASER_LIMIT = 6;
export const RECENT_DEFAULT_LIMIT = 9;
export const RECENT_MAX_LIMIT = 24;

export const LEAD_CAPS = [3, 5, 10] as const;
export type LeadCap = (typeof LEAD_CAPS)[number];
/** Default and maximum (decisions.md). */
export const DEFAULT_LEAD_CAP: LeadCap = MAX_TRADIES_PER_LEAD;
export const MAX_JOB_IMAGES = 8;
/** What a tradie who has not bought the lead reads of the description. */
const DESCRIPTION_TEASER_LENGTH = 160;
/** Leads of a job unhired this long after publishing are credited back (decisions.md). */
export const UNHIRED_CREDIT_BACK_DAYS = 30;

/** Emergency jobs wait for their posting fee; the others are published at once. */
export function initialStatus(isEmergency: boolean): JobStatus {
  return isEmergency ? 'pending_payment' : 'open';
}

function isUnassigned(job: Pick<Job, 'status'>): boolean {
  return job.status === 'pending_payment' || job.status === 'open';
}

export function assertOwner(job: Pick<Job, 'homeownerId'>, actorId: string): void {
  if (job.homeownerId !== actorId) throw JobsErrors.notYours();
}

/** Edit and cancel: the owner, while nobody is hired and the job is not cancelled. */
export function assertEditable(job: Pick<Job, 'homeownerId' | 'status'>, actorId: string): void {
  assertOwner(job, actorId);
  if (!isUnassigned(job)) throw JobsErrors.notEditable(job.status);
}

/** A cap can be lowered later (3, 5 or 10), never raised, never below the leads already sold. */
export function assertCapChange(job: Pick<Job, 'leadCap' | 'leadCount'>, next: LeadCap): void {
  if (next > job.leadCap) throw JobsErrors.capRaised();
  if (next < job.leadCount) throw JobsErrors.capBelowLeads(job.leadCount);
}

export interface Transition {
  status: JobStatus;
  at: Date;
}

/** pending_payment → open, once the emergency fee is paid. */
export function publish(job: Pick<Job, 'status'>, at: Date): Transition {
  if (job.status !== 'pending_payment') throw JobsErrors.notPendingPayment(job.status);
  return { status: 'open', at };
}

/** open → assigned, when the homeowner hires. */
export function assign(job: Pick<Job, 'status'>, at: Date): Transition {
  if (job.status !== 'open') throw JobsErrors.notOpen(job.status);
  return { status: 'assigned', at };
}

/** assigned → completed, by the homeowner. */
export function complete(job: Pick<Job, 'status'>, at: Date): Transition {
  if (job.status !== 'assigned') throw JobsErrors.notAssigned(job.status);
  return { status: 'completed', at };
}

/** pending_payment | open → cancelled, by the homeowner. */
export function cancel(job: Pick<Job, 'status'>, at: Date): Transition {
  if (!isUnassigned(job)) throw JobsErrors.notEditable(job.status);
  return { status: 'cancelled', at };
}

/**
 * pending_payment | open → withdrawn, when its owner is banned or erased. Null when there is
 * nothing to withdraw (hired, finished, cancelled or already withdrawn): a repeat is a no-op.
 */
export function withdraw(
  job: Pick<Job, 'status'>,
  reason: WithdrawalReason,
  at: Date,
): (Transition & { reason: WithdrawalReason }) | null {
  return isUnassigned(job) ? { status: 'withdrawn', at, reason } : null;
}

/** Whether a tradie may buy this job's lead now (the purchase re-checks it under a lock). */
export function leadOnSale(
  job: Pick<Job, 'status' | 'leadCount' | 'leadCap' | 'leadsExpiredAt'>,
): boolean {
  return job.status === 'open' && job.leadCount < job.leadCap && job.leadsExpiredAt === null;
}

/** What a tradie reads before buying: the start of the description, contact details hidden. */
/** Open, never expired, and published UNHIRED_CREDIT_BACK_DAYS or more before `now`. */
export function leadsExpire(
  job: Pick<Job, 'status' | 'publishedAt' | 'leadsExpiredAt'>,
  now: Date,
): boolean {
  if (job.status !== 'open' || job.leadsExpiredAt !== null || job.publishedAt === null)
    return false;
  return (
    now.getTime() - job.publishedAt.getTime() >= UNHIRED_CREDIT_BACK_DAYS * 24 * 60 * 60 * 1000
  );
}

export function descriptionTeaser(description: string): string {
  const safe = redactContactDetails(description);
  if (safe.length <= DESCRIPTION_TEASER_LENGTH) return safe;
  const cut = safe.slice(0, DESCRIPTION_TEASER_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 80 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

export function isLeadCap(value: number): value is LeadCap {
  return (LEAD_CAPS as readonly number[]).includes(value);
}

/** Lead prices in credits (a credit is a dollar of lead price): $5, $10 for an emergency. */
export function leadPriceCredits(isEmergency: boolean): number {
  return isEmergency ? LEAD_PRICE_CREDITS.emergency : LEAD_PRICE_CREDITS.standard;
}
