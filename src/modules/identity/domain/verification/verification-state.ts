import type { VerificationStatus } from '../account.js';
import { IdentityErrors } from '../identity-errors.js';

/** What can happen to a tradie's verification: an admin's decision or the tradie's resubmission. */
export type VerificationStep = 'approve' | 'reject' | 'resubmit';

/** One entry of a tradie's verification history (table `tradie_verification_history`). */
export interface VerificationEntry {
  kind: 'approved' | 'rejected' | 'resubmitted';
  /** The admin's reason (rejections); null otherwise. */
  reason: string | null;
  /** The admin deciding, or the tradie resubmitting; null for scripts and erased people. */
  actorId: string | null;
  at: Date;
}

/**
 * The verification state machine: a pending tradie is approved or rejected by an admin; a
 * rejected tradie may correct their details and resubmit, which makes them pending again.
 * Approval is final here (an approved tradie's later licence change has its own review), and
 * nothing else moves. Answers the next status or throws the typed refusal.
 */
export function nextVerificationStatus(
  current: VerificationStatus,
  step: VerificationStep,
): VerificationStatus {
  if (step === 'resubmit') {
    if (current === 'pending') throw IdentityErrors.verificationPending();
    if (current === 'approved') throw IdentityErrors.alreadyApproved();
    return 'pending';
  }
  if (current !== 'pending') throw IdentityErrors.notPending();
  return step === 'approve' ? 'approved' : 'rejected';
}

export type AdminDecision = VerificationEntry & { kind: 'approved' | 'rejected' };

/** The admin decision a resubmission answers, as the queue and the tradie see it. */
export interface VerificationSummary {
  /** The latest admin decision, whatever came after it. */
  decision: AdminDecision | null;
  /** When the tradie last resubmitted, if that is what they are waiting on now. */
  resubmittedAt: Date | null;
  /** How many times the tradie has resubmitted in all. */
  resubmissions: number;
}

/**
 * Reads a history (any order): the latest admin decision, and whether the latest step is a
 * resubmission still waiting for a decision.
 */
export function summariseHistory(history: readonly VerificationEntry[]): VerificationSummary {
  const ordered = [...history].sort((a, b) => a.at.getTime() - b.at.getTime());
  const decisions = ordered.filter((entry): entry is AdminDecision => entry.kind !== 'resubmitted');
  const last = ordered.at(-1);
  return {
    decision: decisions.at(-1) ?? null,
    resubmittedAt: last?.kind === 'resubmitted' ? last.at : null,
    resubmissions: ordered.filter((entry) => entry.kind === 'resubmitted').length,
  };
}
