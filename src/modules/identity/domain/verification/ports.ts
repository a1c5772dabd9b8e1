import type { AuState } from '#shared/domain/australia.js';
import type { TradieDetails } from '../account.js';
import type { AbnCheck } from './abn-check.js';
import type { RegistryAnswer } from './business-registry.js';
import type {
  LicenceCheck,
  LicenceCheckAnswer,
  LicenceCheckJob,
  ListingInput,
} from './licence-check.js';
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

/**
 * The stored licence checks (table `licence_checks`, one per licence a tradie holds) and the
 * listing they decide
 * (`tradie_profiles.listed_categories`), both owned by identity. Joins the caller's transaction.
 */
export abstract class LicenceCheckStore {
  /** Marks the licence as waiting for a check; an answer already there stays until replaced. */
  abstract request(job: LicenceCheckJob, at: Date): Promise<void>;
  /** Drops the checks of licences the tradie no longer holds. */
  abstract retain(
    tradieId: string,
    held: readonly { licenceNumber: string; licenceState: AuState }[],
  ): Promise<void>;
  /** Stores the answer while the tradie's check is still for that licence; false otherwise. */
  abstract record(job: LicenceCheckJob, answer: LicenceCheckAnswer, at: Date): Promise<boolean>;
  abstract failed(job: LicenceCheckJob, error: string): Promise<void>;
  /** Each tradie's checks, one per licence (tradies never checked are left out). */
  abstract forTradies(ids: readonly string[]): Promise<Map<string, LicenceCheck[]>>;
  abstract unanswered(limit: number): Promise<LicenceCheckJob[]>;
  /** Approved tradies whose licence was never checked (approved before licence checks). */
  abstract approvedUnchecked(limit: number): Promise<string[]>;
  /** `lock`: holds the tradie's row until the caller's transaction ends (one relist at a time). */
  abstract listingInput(
    tradieId: string,
    options?: { lock?: boolean },
  ): Promise<ListingInput | null>;
  abstract setListed(tradieId: string, listed: string[]): Promise<void>;
  /** The trades each tradie is listed in (the trades entered when never decided). */
  abstract listed(ids: readonly string[]): Promise<Map<string, string[]>>;
}

export abstract class LicenceCheckQueue {
  abstract start(handler: (job: LicenceCheckJob) => Promise<void>): Promise<void>;
  abstract enqueue(jobs: LicenceCheckJob[]): Promise<void>;
  abstract stop(): Promise<void>;
}

/**
 * A tradie's ID document as a verification decision leaves it (id-documents owns the table):
 * its retention starts with the decision, in the decision's transaction, so a decision that
 * rolls back never starts it and one that commits always has.
 */
export abstract class DecidedTradieDocuments {
  abstract verificationDecided(tradieId: string, at: Date): Promise<void>;
}

/**
 * The register checks a sign-up or an approval asks for. Each is recorded in the caller's
 * transaction (a rolled-back sign-up leaves no check; a committed one always has its row for
 * the resumer) and queued once that transaction commits: the after-commit half belongs to the
 * same port because the queue must never see a check whose row may still roll back, and the
 * use case should not need to know a queue exists.
 */
export abstract class RegistryCheckRequests {
  /** A tradie signed up: their ABN and their licences are checked. */
  abstract signedUp(tradieId: string, abn: string): Promise<void>;
  /** A tradie (or their changed licence) was approved: the licences are checked again. */
  abstract approved(tradieId: string): Promise<void>;
}
