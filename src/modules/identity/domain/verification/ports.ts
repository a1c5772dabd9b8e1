import type { TradieDetails } from '../account.js';
import type { AbnCheck } from './abn-check.js';
import type { RegistryAnswer } from './business-registry.js';
import type { VerificationEntry } from './verification-state.js';

/** A queued ABN check: which tradie, for which ABN. */
export interface AbnCheckJob {
  tradieId: string;
  abn: string;
}

/** The stored ABN checks (table `abn_checks`, owned by identity). */
export abstract class AbnCheckStore {
  /**
   * Marks the tradie's ABN as waiting for a check (joins the caller's transaction). A new ABN
   * drops the old answer; the same ABN keeps it until the new answer arrives.
   */
  abstract request(job: AbnCheckJob, at: Date): Promise<void>;
  /** Stores the answer when the tradie's check is still for `job.abn`; false otherwise. */
  abstract record(job: AbnCheckJob, answer: RegistryAnswer, at: Date): Promise<boolean>;
  /** Counts a failed attempt and keeps its reason for the admin. */
  abstract failed(job: AbnCheckJob, error: string): Promise<void>;
  abstract forTradies(ids: readonly string[]): Promise<Map<string, AbnCheck>>;
  /** Checks still waiting for an answer, oldest first. */
  abstract unanswered(limit: number): Promise<AbnCheckJob[]>;
}

/** The durable queue the checks run on (retries with backoff are the queue's). */
export abstract class AbnCheckQueue {
  abstract start(handler: (job: AbnCheckJob) => Promise<void>): Promise<void>;
  abstract enqueue(jobs: AbnCheckJob[]): Promise<void>;
  abstract stop(): Promise<void>;
}

/**
 * Tradie verification's own storage: the history (table `tradie_verification_history`, owned
 * by identity) and the resubmission write. Every method joins the caller's transaction.
 */
export abstract class VerificationStore {
  abstract record(tradieId: string, entry: VerificationEntry): Promise<void>;
  /** Each tradie's history, oldest first (tradies without one are left out). */
  abstract histories(tradieIds: readonly string[]): Promise<Map<string, VerificationEntry[]>>;
  /**
   * Replaces a rejected tradie's details and makes them pending again (the rejection's reason
   * stays in the history); false when the tradie was no longer rejected.
   */
  abstract resubmit(tradieId: string, details: TradieDetails): Promise<boolean>;
  /** True when another approved, unbanned, not erased tradie holds this ABN. */
  abstract abnHeldByAnother(abn: string, tradieId: string): Promise<boolean>;
}
