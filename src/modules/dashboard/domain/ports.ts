/**
 * What the dashboards read from the modules that own the data. Each port is implemented in
 * its owner's infra/ (identity, payments) or here (visits, our own table), so the dashboard
 * never names another module's table.
 */

/** Accounts, answered by identity. */
export abstract class SignupFacts {
  /** Non-admin accounts created on this calendar day (YYYY-MM-DD, Australia/Sydney). */
  abstract signupsOn(day: string): Promise<number>;
  /** Tradies waiting for an admin's verification decision. */
  abstract pendingTradies(): Promise<number>;
}

/** Money taken, answered by payments. */
export abstract class RevenueFacts {
  /** Cents of payments that succeeded on this calendar day (Australia/Sydney). */
  abstract paidOn(day: string): Promise<{ cents: number; payments: number }>;
}

export interface Visit {
  lastSeenAt: Date;
  /** "New since your last visit" counts from here. */
  baselineAt: Date;
}

/** When each person last opened their dashboard (the dashboard_visits table). */
export abstract class DashboardVisits {
  abstract find(userId: string): Promise<Visit | null>;
  abstract save(userId: string, visit: Visit): Promise<void>;
}
