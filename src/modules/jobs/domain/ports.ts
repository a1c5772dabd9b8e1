import type { AuState } from '#shared/domain/australia.js';
import type { Job, JobImage, JobStatus, LeadCap } from './job.js';

export interface NewJob {
  homeownerId: string;
  title: string;
  description: string;
  category: string;
  location: string;
  state: AuState;
  postcode: string;
  budgetCents: number;
  isEmergency: boolean;
  status: JobStatus;
  leadCap: LeadCap;
  lat: number;
  lng: number;
  privacyConsentAt: Date;
  publishedAt: Date | null;
}

export type JobChanges = Partial<
  Pick<
    Job,
    | 'title'
    | 'description'
    | 'category'
    | 'location'
    | 'state'
    | 'postcode'
    | 'budgetCents'
    | 'leadCap'
    | 'lat'
    | 'lng'
    | 'status'
    | 'assignedTradieId'
    | 'publishedAt'
    | 'assignedAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'leadsExpiredAt'
    | 'withdrawnAt'
    | 'withdrawnReason'
  >
>;

export interface HomeownerJob extends Job {
  quoteCount: number;
}

export interface HomeownerJobsQuery {
  homeownerId: string;
  /** Every status when absent. */
  statuses?: readonly JobStatus[];
  /** nextCursor of the previous page. */
  cursor?: string;
  limit: number;
}

export interface HomeownerJobsPage {
  /** Newest first. */
  items: HomeownerJob[];
  nextCursor: string | null;
}

export abstract class JobRepository {
  abstract create(job: NewJob): Promise<Job>;
  abstract findById(id: string): Promise<Job | null>;
  /** The titles of those jobs, by id (unknown ids are left out). */
  abstract titles(ids: readonly string[]): Promise<Map<string, string>>;
  /** The job, locked until the current transaction ends (call inside a UnitOfWork). */
  abstract lock(id: string): Promise<Job | null>;
  abstract update(id: string, changes: JobChanges, at: Date): Promise<void>;
  /** A page of the homeowner's jobs; an unreadable cursor is refused (JOBS.INVALID_CURSOR). */
  abstract listByHomeowner(query: HomeownerJobsQuery): Promise<HomeownerJobsPage>;
  /** The homeowner's unassigned jobs (pending payment or open), locked, in id order. */
  abstract lockUnassignedOf(homeownerId: string): Promise<Job[]>;
  /** Open jobs published before `cutoff` whose leads have not been expired yet. */
  abstract unhiredSince(cutoff: Date, limit: number): Promise<string[]>;
  abstract addImage(jobId: string, image: Omit<JobImage, 'id' | 'position'>): Promise<JobImage>;
  abstract removeImage(jobId: string, imageId: string): Promise<JobImage | null>;
}

/**
 * Whether a tradie holds a job's lead (answered from the leads table): bought and not
 * refunded — a refunded lead gives its details back with its credits.
 */
export abstract class LeadAccess {
  abstract hasBought(jobId: string, tradieId: string): Promise<boolean>;
}

/** What jobs needs of people (from identity). */
export abstract class PeopleDirectory {
  /** The homeowner's first name, shared with tradies who bought the lead. */
  abstract firstName(userId: string): Promise<string | null>;
  /**
   * Holds the poster's account until the transaction ends, so a ban commits either before
   * (the post is refused, AUTH.BANNED) or after (and withdraws the new job).
   */
  abstract holdPoster(homeownerId: string): Promise<void>;
}

export interface SanitisedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
}

/**
 * Checks what an upload really is from its bytes (never its name or declared type) and
 * re-encodes it without metadata, so a photo's GPS position and camera details never leak.
 * Refuses anything that is not a supported picture (JOBS.UNSUPPORTED_IMAGE).
 */
export abstract class ImageSanitiser {
  abstract sanitise(bytes: Buffer): Promise<SanitisedImage>;
}
