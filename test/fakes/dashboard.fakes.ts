import {
  DashboardVisits,
  RevenueFacts,
  SignupFacts,
  type Visit,
} from '#modules/dashboard/domain/ports.js';
import { sydneyDay } from '#modules/dashboard/domain/visits.js';

/** Each person's last dashboard visit, replaced by every save; copied in and out. */
export class MemoryDashboardVisits extends DashboardVisits {
  readonly rows = new Map<string, Visit>();

  async find(userId: string): Promise<Visit | null> {
    const visit = this.rows.get(userId);
    return visit ? { ...visit } : null;
  }

  async save(userId: string, visit: Visit): Promise<void> {
    this.rows.set(userId, { ...visit });
  }
}

/** An account as the sign-up figures read it. */
export interface SignupAccount {
  createdAt: Date;
  isAdmin: boolean;
  /** Null for a homeowner or an admin. */
  tradie: {
    verification: 'pending' | 'approved' | 'rejected';
    /** An approved tradie's licence change or added licence, waiting for an admin. */
    licenceUnderReview: boolean;
  } | null;
}

/** The admin dashboard's account figures over accounts in memory, by identity's rules. */
export class MemorySignupFacts extends SignupFacts {
  readonly accounts = new Map<string, SignupAccount>();

  async signupsOn(day: string): Promise<number> {
    return [...this.accounts.values()].filter((a) => !a.isAdmin && sydneyDay(a.createdAt) === day)
      .length;
  }

  async pendingTradies(): Promise<number> {
    // The verification queue: new tradies, and approved ones with a licence to review.
    return [...this.accounts.values()].filter(
      ({ isAdmin, tradie }) =>
        !isAdmin &&
        (tradie?.verification === 'pending' ||
          (tradie?.verification === 'approved' && tradie.licenceUnderReview)),
    ).length;
  }
}

/** A payment as the takings read it. */
export interface PaymentTaken {
  amountCents: number;
  paidAt: Date;
  /** The most refunded so far. */
  refundedCents: number;
  /** A chargeback the payer won: all the money went back. */
  disputeLost: boolean;
}

/** The admin dashboard's takings over succeeded payments in memory, by payments' rules. */
export class MemoryRevenueFacts extends RevenueFacts {
  readonly payments = new Map<string, PaymentTaken>();

  async paidOn(day: string): Promise<{ cents: number; payments: number }> {
    const kept = [...this.payments.values()]
      .filter((p) => sydneyDay(p.paidAt) === day)
      .map((p) => (p.disputeLost ? 0 : p.amountCents - p.refundedCents));
    return {
      cents: kept.reduce((sum, cents) => sum + cents, 0),
      payments: kept.filter((cents) => cents > 0).length,
    };
  }
}
