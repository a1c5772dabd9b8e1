/**
 * Every PostgreSQL advisory-lock key the app (and its test harness) takes, in one place: two
 * tasks sharing a key silently skip each other (the weekly close and the analytics refresh
 * once did). Add a name here; never write a key elsewhere. A spec checks the keys are distinct.
 * Scheduled work takes none: it runs as pg-boss jobs (`pg-boss-schedules.ts`).
 */
export const ADVISORY_LOCKS = {
  /** Migrations at start-up: instances starting together apply them once. */
  migrations: 7_245_001,
  /** The tests' migrated template database, built by the first jest worker. */
  testTemplate: 7_245_002,
  /** With an ABN's hash as the second key: one sign-up at a time claims an ABN. */
  abnClaims: 7_245_003,
} as const;

export type AdvisoryLockName = keyof typeof ADVISORY_LOCKS;
