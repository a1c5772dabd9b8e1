/** Maintenance mode as every instance sees it (stored in the database, read through a cache). */
export interface MaintenanceState {
  enabled: boolean;
  /** Shown on the maintenance page and in the admin banner. */
  message: string;
  /** When the admins expect to be back; null when unknown. */
  endsAt: Date | null;
  updatedAt: Date;
}

/**
 * The read side of maintenance mode for any module. Scheduled work that must not run while
 * the site is down checks `isOn()` first (the bulk-email queue does; see docs/decisions.md).
 * Answers may be up to `MAINTENANCE_CACHE_MS` old.
 */
export abstract class MaintenanceMode {
  abstract current(): Promise<MaintenanceState>;
  abstract isOn(): Promise<boolean>;
  /** Drops the cached answer (the instance that changed the state sees it at once). */
  abstract invalidate(): void;
}

/** How stale another instance's view may be: "every instance sees it within seconds". */
export const MAINTENANCE_CACHE_MS = 2_000;

/** API paths that keep working during maintenance: health, sign-in, the admin area, the switch's own status and unsubscribing. */
const OPEN_PREFIXES = [
  '/api/health',
  '/api/auth',
  '/api/admin',
  '/api/maintenance',
  '/api/email/unsubscribe',
];

/**
 * Whether a request passes while maintenance is on: admins always, everyone on the open
 * paths, nobody else (they get 503 with Retry-After).
 */
export function passesDuringMaintenance(
  path: string,
  actorType: 'homeowner' | 'tradie' | 'admin' | undefined,
): boolean {
  if (actorType === 'admin') return true;
  const clean = path.split('?')[0];
  return OPEN_PREFIXES.some((prefix) => clean === prefix || clean.startsWith(`${prefix}/`));
}

/** Seconds a client should wait before retrying: until the announced end, else five minutes (at least 30 s, at most a day). */
export function retryAfterSeconds(state: MaintenanceState, now: Date): number {
  if (!state.endsAt) return 300;
  const seconds = Math.ceil((state.endsAt.getTime() - now.getTime()) / 1000);
  return Math.min(Math.max(seconds, 30), 86_400);
}
