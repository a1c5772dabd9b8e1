import type { Audience } from './audience.js';
import type { BulkEmail, BulkEmailDraft, BulkEmailProgress, Recipient } from './bulk-email.js';

/** The news preference (Spam Act consent to marketing mail): off unless the user opts in. */
export abstract class NewsPreferences {
  abstract isSubscribed(userId: string): Promise<boolean>;
  /** False when there is no such user. */
  abstract set(userId: string, subscribed: boolean, at: Date): Promise<boolean>;
}

/** Campaigns and their recipient snapshot. */
export abstract class BulkEmailStore {
  /** How many users the audience reaches right now (consent included). */
  abstract countAudience(audience: Audience): Promise<number>;
  /**
   * Records the campaign and snapshots its recipients in batches of `batchSize` (batch numbers
   * from 0), in the caller's transaction. Returns the campaign and its number of batches.
   */
  abstract create(input: {
    draft: BulkEmailDraft;
    audience: Audience;
    createdBy: string;
    batchSize: number;
    at: Date;
  }): Promise<{ email: BulkEmail; batches: number }>;
  abstract find(id: string): Promise<BulkEmail | null>;
  abstract latest(limit: number): Promise<BulkEmail[]>;
  abstract progress(id: string): Promise<BulkEmailProgress>;
  /** Cancels a campaign that is still sending; false when it was not. */
  abstract cancel(id: string, at: Date): Promise<boolean>;
  abstract pendingInBatch(id: string, batchNo: number): Promise<Recipient[]>;
  /**
   * Atomically takes a pending recipient of a campaign that is still sending: `send` when it
   * is theirs to send now (consent still given, not banned), `skip` when consent was withdrawn
   * (recorded as skipped), `none` when it was not pending (another worker had it) or the
   * campaign stopped. Joins the caller's transaction, so the mail and the mark commit together.
   */
  abstract claim(id: string, userId: string, at: Date): Promise<'send' | 'skip' | 'none'>;
  /** Counts a failed attempt; after `maxAttempts` the recipient is marked failed. Returns true when final. */
  abstract recordFailure(
    id: string,
    userId: string,
    error: string,
    maxAttempts: number,
  ): Promise<boolean>;
  /** Marks the campaign done when nobody is pending any more. */
  abstract finishIfComplete(id: string, at: Date): Promise<void>;
  /** Campaigns still sending, with the batches that have pending recipients. */
  abstract unfinished(): Promise<{ id: string; batches: number[] }[]>;
}

/** The durable job queue (PostgreSQL-backed) that sends batches. */
export abstract class BulkEmailQueue {
  /** Starts working the queue on this instance (idempotent). */
  abstract start(handler: (job: BatchJob) => Promise<void>): Promise<void>;
  abstract enqueue(jobs: BatchJob[], startAfterSeconds?: number): Promise<void>;
  abstract stop(): Promise<void>;
}

export interface BatchJob {
  bulkEmailId: string;
  batchNo: number;
}
