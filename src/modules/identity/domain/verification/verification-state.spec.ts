import { describe, expect, it } from '@jest/globals';
import { DomainError } from '#shared/domain/domain-error.js';
import {
  nextVerificationStatus,
  summariseHistory,
  type VerificationEntry,
} from './verification-state.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return `${error.kind} ${error.code}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the tradie verification state machine', () => {
  it('lets an admin approve or reject a pending tradie', () => {
    expect(nextVerificationStatus('pending', 'approve')).toBe('approved');
    expect(nextVerificationStatus('pending', 'reject')).toBe('rejected');
  });

  it('puts a rejected tradie back to pending when they resubmit', () => {
    expect(nextVerificationStatus('rejected', 'resubmit')).toBe('pending');
  });

  it('refuses a resubmission while pending and once approved (409)', () => {
    expect(refusal(() => nextVerificationStatus('pending', 'resubmit'))).toBe(
      'conflict TRADIES.VERIFICATION_PENDING',
    );
    expect(refusal(() => nextVerificationStatus('approved', 'resubmit'))).toBe(
      'conflict TRADIES.ALREADY_APPROVED',
    );
  });

  it.each([
    ['approved', 'approve'],
    ['approved', 'reject'],
    ['rejected', 'approve'],
    ['rejected', 'reject'],
  ] as const)('refuses to decide a %s tradie again (%s)', (status, step) => {
    expect(refusal(() => nextVerificationStatus(status, step))).toBe(
      'conflict TRADIES.NOT_PENDING',
    );
  });
});

describe('summariseHistory', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));
  const entry = (kind: VerificationEntry['kind'], minute: number, reason: string | null = null) =>
    ({ kind, reason, actorId: 'someone', at: at(minute) }) satisfies VerificationEntry;

  it('is empty for a tradie nobody has decided yet', () => {
    expect(summariseHistory([])).toEqual({ decision: null, resubmittedAt: null, resubmissions: 0 });
  });

  it('shows the earlier rejection of a resubmission still waiting, whatever the order', () => {
    const summary = summariseHistory([
      entry('resubmitted', 30),
      entry('rejected', 10, 'Wrong licence'),
      entry('rejected', 40, 'Still wrong'),
      entry('resubmitted', 50),
    ]);
    expect(summary).toEqual({
      decision: entry('rejected', 40, 'Still wrong'),
      resubmittedAt: at(50),
      resubmissions: 2,
    });
  });

  it('no longer counts a resubmission as waiting once it is decided', () => {
    const summary = summariseHistory([
      entry('rejected', 10, 'Wrong licence'),
      entry('resubmitted', 20),
      entry('approved', 30),
    ]);
    expect(summary.decision?.kind).toBe('approved');
    expect(summary.resubmittedAt).toBeNull();
    expect(summary.resubmissions).toBe(1);
  });
});
