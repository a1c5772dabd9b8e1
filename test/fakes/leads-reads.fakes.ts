import { cancel, type JobStatus, leadsExpire } from '#modules/jobs/domain/job.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import { EndingJobs, JobPostingFees } from '#modules/leads/domain/job-endings.js';
import type { RefundReason } from '#modules/leads/domain/lead.js';
import { LeadsErrors } from '#modules/leads/domain/leads-errors.js';
import {
  type FeedCard,
  type FeedQuery,
  type FeedScope,
  LeadConversations,
  LeadFeed,
  TradieDirectory,
  type TradieProfile,
} from '#modules/leads/domain/ports.js';
import { PaymentsErrors } from '#modules/payments/domain/payments-errors.js';
import { distanceKm } from '#shared/domain/geo.js';
import { LEAKING_TAP } from '../support/job-fields.js';

/** A job as the feed reads it (the jobs module's published view). */
export interface FeedJob extends Omit<FeedCard, 'distanceKm' | 'boughtByMe'> {
  status: string;
  leadsExpiredAt: Date | null;
  lat: number | null;
  lng: number | null;
}

const before = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The tradie feed over jobs in memory, by the same rules as the SQL: on sale, in the trades,
 * within the radius and filters, emergency first then newest published. Remembers what it
 * was asked, for the service's spec.
 */
export class InMemoryLeadFeed extends LeadFeed {
  readonly jobs = new Map<string, FeedJob>();
  /** `${jobId}:${tradieId}` of every lead bought, credited back or not. */
  readonly bought = new Set<string>();
  readonly queries: FeedQuery[] = [];
  readonly counted: { scope: FeedScope; since: Date }[] = [];
  private n = 0;

  post(over: Partial<FeedJob> = {}): FeedJob {
    this.n += 1;
    const job: FeedJob = {
      id: `job-${this.n}`,
      ...LEAKING_TAP,
      createdAt: new Date('2026-06-01T00:00:00Z'),
      publishedAt: new Date('2026-06-01T00:00:00Z'),
      leadCount: 0,
      leadCap: 3,
      imageCount: 0,
      status: 'open',
      leadsExpiredAt: null,
      lat: -33.9,
      lng: 151.18,
      ...over,
    };
    this.jobs.set(job.id, job);
    return { ...job };
  }

  buy(jobId: string, tradieId: string): void {
    this.bought.add(`${jobId}:${tradieId}`);
  }

  async page(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }> {
    this.queries.push(query);
    const all = [...this.jobs.values()]
      .filter((job) => inScope(job, query))
      .sort(
        (a, b) =>
          Number(b.isEmergency) - Number(a.isEmergency) ||
          +b.publishedAt - +a.publishedAt ||
          before(b.id, a.id),
      );
    // The cursor names the last job handed out.
    const after = query.cursor ? Buffer.from(query.cursor, 'base64url').toString() : null;
    const from = after === null ? 0 : all.findIndex((j) => j.id === after) + 1;
    if (after !== null && from === 0) throw LeadsErrors.invalidCursor();
    const page = all.slice(from, from + query.limit);
    const more = from + query.limit < all.length;
    return {
      items: page.map(({ status: _s, leadsExpiredAt: _e, lat, lng, ...card }) => ({
        ...card,
        distanceKm:
          query.origin && lat !== null && lng !== null
            ? Math.round(distanceKm(query.origin, { lat, lng }) * 10) / 10
            : null,
        boughtByMe: this.bought.has(`${card.id}:${query.tradieId}`),
      })),
      nextCursor: more ? Buffer.from(page[page.length - 1].id).toString('base64url') : null,
    };
  }

  async countNew(scope: FeedScope, since: Date): Promise<number> {
    this.counted.push({ scope, since });
    return [...this.jobs.values()].filter(
      (job) =>
        inScope(job, scope) &&
        job.publishedAt > since &&
        !this.bought.has(`${job.id}:${scope.tradieId}`),
    ).length;
  }
}

/** On sale, in the trades, within the radius (when there is an origin) and the filters. */
function inScope(job: FeedJob, scope: FeedScope): boolean {
  if (job.status !== 'open' || job.leadCount >= job.leadCap || job.leadsExpiredAt) return false;
  if (!scope.categories.includes(job.category)) return false;
  if (scope.origin) {
    if (job.lat === null || job.lng === null) return false;
    if (distanceKm(scope.origin, { lat: job.lat, lng: job.lng }) > scope.radiusKm) return false;
  }
  if (scope.state && job.state !== scope.state) return false;
  return scope.emergency === undefined || job.isEmergency === scope.emergency;
}

export class InMemoryTradies extends TradieDirectory {
  readonly profiles = new Map<string, TradieProfile>();
  add(id: string, over: Partial<TradieProfile> = {}): TradieProfile {
    const profile: TradieProfile = {
      id,
      firstName: 'Tess',
      businessName: 'Tess Plumbing',
      categories: ['plumbing', 'electrical'],
      listedCategories: ['plumbing'],
      servicePostcode: '2042',
      serviceRadiusKm: 30,
      ...over,
    };
    this.profiles.set(id, profile);
    return profile;
  }
  async profile(tradieId: string) {
    const profile = this.profiles.get(tradieId);
    return profile
      ? {
          ...profile,
          categories: [...profile.categories],
          listedCategories: [...profile.listedCategories],
        }
      : null;
  }
}

/**
 * Lead conversations in memory: one per job and tradie, read-only once closed (the first
 * reason stays). `opened` and `closed` record the calls, in order.
 */
export class InMemoryLeadConversations extends LeadConversations {
  readonly threads = new Map<string, { homeownerId: string; closedReason: string | null }>();
  readonly opened: string[] = [];
  readonly closed: string[] = [];
  async open(jobId: string, tradieId: string, homeownerId: string) {
    this.opened.push(`${jobId}:${tradieId}`);
    const key = `${jobId}:${tradieId}`;
    if (!this.threads.has(key)) this.threads.set(key, { homeownerId, closedReason: null });
  }
  async close(jobId: string, tradieId: string, reason: RefundReason) {
    this.closed.push(`${jobId}:${tradieId}:${reason}`);
    const thread = this.threads.get(`${jobId}:${tradieId}`);
    if (thread) thread.closedReason ??= reason;
  }
}

/** A job as its ending reads it. */
export interface EndingJob {
  homeownerId: string;
  status: JobStatus;
  publishedAt: Date | null;
  leadsExpiredAt: Date | null;
}

/** The jobs module's side of job endings over jobs in memory, by the jobs module's rules. */
export class InMemoryEndingJobs extends EndingJobs {
  readonly jobs = new Map<string, EndingJob>();
  constructor(private readonly now: () => Date) {
    super();
  }

  add(id: string, job: Partial<EndingJob> & { homeownerId: string }): void {
    this.jobs.set(id, { status: 'open', publishedAt: this.now(), leadsExpiredAt: null, ...job });
  }

  async cancel(jobId: string, homeownerId: string) {
    const job = this.jobs.get(jobId);
    if (!job) throw JobsErrors.notFound();
    if (job.homeownerId !== homeownerId) throw JobsErrors.notYours();
    job.status = cancel(job, this.now()).status;
  }
  async unhiredJobIds(batch: number) {
    return [...this.jobs.entries()]
      .filter(([, job]) => leadsExpire(job, this.now()))
      .slice(0, batch)
      .map(([id]) => id);
  }
  async expireLeads(jobId: string) {
    const job = this.jobs.get(jobId);
    if (!job || !leadsExpire(job, this.now())) return false;
    job.leadsExpiredAt = this.now();
    return true;
  }
}

export type FeeState = 'unpaid' | 'paid' | 'cancelled';

/**
 * Emergency posting fees by job, as payments and its provider keep them: a fee is due once the
 * homeowner checks out, paid at the provider first and recorded as paid once our side hears.
 * Cancelling ends an unpaid fee for good, refuses one the provider took meanwhile
 * (PAYMENTS.FEE_PAID_MEANWHILE) and leaves a paid or missing one alone.
 */
export class MemoryJobPostingFees extends JobPostingFees {
  private readonly fees = new Map<string, { state: FeeState; paidAtProvider: boolean }>();

  /** The homeowner opens the payment screen: the fee is due (once per job). */
  checkout(jobId: string): void {
    if (!this.fees.has(jobId)) this.fees.set(jobId, { state: 'unpaid', paidAtProvider: false });
  }

  /** The homeowner pays in the provider's form; a cancelled fee takes no money. */
  payAtProvider(jobId: string): void {
    const fee = this.fees.get(jobId);
    if (fee?.state === 'unpaid') fee.paidAtProvider = true;
  }

  /** Our side hears from the provider: a fee it took is paid. */
  confirm(jobId: string): void {
    const fee = this.fees.get(jobId);
    if (fee?.state === 'unpaid' && fee.paidAtProvider) fee.state = 'paid';
  }

  fee(jobId: string): FeeState | null {
    return this.fees.get(jobId)?.state ?? null;
  }

  async cancelForJob(jobId: string): Promise<void> {
    const fee = this.fees.get(jobId);
    if (fee?.state !== 'unpaid') return;
    if (fee.paidAtProvider) throw PaymentsErrors.feePaidMeanwhile();
    fee.state = 'cancelled';
  }
}
