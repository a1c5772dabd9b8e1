import {
  UserDirectory,
  type UserJob,
  type UserLead,
  type UserSummary,
} from '#modules/admin/domain/admin-users.service.js';
import type { AuditEntry, AuditFilter, NewAuditEntry } from '#modules/admin/domain/audit.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import { MaintenanceStore } from '#modules/admin/domain/maintenance.service.js';
import { NewsPreferences } from '#modules/admin/domain/ports.js';
import { MaintenanceMode, type MaintenanceState } from '#shared/domain/maintenance.js';

/** Who an id names, for the log's actor email and user target names. */
export type PersonLookup = (
  id: string,
) => { email: string; firstName: string; lastName: string } | undefined;

/**
 * Keeps what was recorded, in order (`entries`, what specs look at); `failing` throws. `list`
 * answers as the table does, naming people through `people` (nobody by default).
 */
export class RecordingAuditLog extends AuditLog {
  readonly entries: NewAuditEntry[] = [];
  failing = false;
  private readonly rows: AuditEntry[] = [];

  constructor(private readonly people: PersonLookup = () => undefined) {
    super();
  }

  async record(entry: NewAuditEntry): Promise<void> {
    if (this.failing) throw new Error('the audit row could not be written');
    this.entries.push(entry);
    const target = entry.targetType === 'user' && entry.targetId && this.people(entry.targetId);
    this.rows.push({
      ...entry,
      id: String(this.rows.length + 1),
      actorEmail: this.people(entry.actorId)?.email ?? null,
      targetName: target ? `${target.firstName} ${target.lastName} (${target.email})` : null,
      details: structuredClone(entry.details ?? {}),
      createdAt: new Date(),
    });
  }

  async list(filter: AuditFilter): Promise<AuditEntry[]> {
    return this.rows
      .filter(
        (r) =>
          (!filter.action || r.action === filter.action) &&
          (!filter.actorId || r.actorId === filter.actorId) &&
          (!filter.targetId || r.targetId === filter.targetId) &&
          (!filter.from || r.createdAt >= filter.from) &&
          (!filter.to || r.createdAt < filter.to) &&
          (!filter.before || Number(r.id) < Number(filter.before)),
      )
      .reverse()
      .slice(0, filter.limit)
      .map((r) => ({ ...r, details: structuredClone(r.details) }));
  }
}

/** News consent per user: off unless set; `set` refuses ids `exists` does not know. */
export class MemoryNewsPreferences extends NewsPreferences {
  readonly subscribed = new Map<string, boolean>();

  constructor(private readonly exists: (userId: string) => boolean = () => true) {
    super();
  }

  async isSubscribed(userId: string): Promise<boolean> {
    return this.subscribed.get(userId) ?? false;
  }

  async set(userId: string, subscribed: boolean): Promise<boolean> {
    if (!this.exists(userId)) return false;
    this.subscribed.set(userId, subscribed);
    return true;
  }
}

/**
 * The admin's read model over seeded users, jobs and leads (the real one reads identity's,
 * jobs' and leads' published views); `asked` notes the searches.
 */
export class MemoryUserDirectory extends UserDirectory {
  readonly asked: { query: string; limit: number }[] = [];
  private readonly users: UserSummary[] = [];
  private readonly jobs: (UserJob & { ownerId: string })[] = [];
  private readonly leads: (UserLead & { tradieId: string })[] = [];

  addUser(user: UserSummary): void {
    this.users.push({ ...user });
  }

  addJob(ownerId: string, job: UserJob): void {
    this.jobs.push({ ...job, ownerId });
  }

  addLead(tradieId: string, lead: UserLead): void {
    this.leads.push({ ...lead, tradieId });
  }

  async search(query: string, limit: number): Promise<UserSummary[]> {
    this.asked.push({ query, limit });
    const text = query.toLowerCase();
    const digits = query.replace(/\s+/g, '');
    const matches = (u: UserSummary) =>
      u.email.includes(text) ||
      `${u.firstName} ${u.lastName}`.toLowerCase().includes(text) ||
      (u.businessName?.toLowerCase().includes(text) ?? false) ||
      (/^[0-9]{2,11}$/.test(digits) && (u.abn?.includes(digits) ?? false));
    return newestFirst(this.users.filter(matches), (u) => u.createdAt)
      .slice(0, limit)
      .map((u) => ({ ...u }));
  }

  async jobsOf(userId: string, limit: number): Promise<UserJob[]> {
    return newestFirst(
      this.jobs.filter((j) => j.ownerId === userId),
      (j) => j.createdAt,
    )
      .slice(0, limit)
      .map(({ ownerId: _owner, ...job }) => job);
  }

  async leadsOf(userId: string, limit: number): Promise<UserLead[]> {
    return newestFirst(
      this.leads.filter((l) => l.tradieId === userId),
      (l) => l.boughtAt,
    )
      .slice(0, limit)
      .map(({ tradieId: _tradie, ...lead }) => lead);
  }
}

/** Newest first; the later seeded first among equal times. */
function newestFirst<T>(rows: T[], at: (row: T) => Date): T[] {
  return [...rows].reverse().sort((a, b) => at(b).getTime() - at(a).getTime());
}

/** The `maintenance_mode` row in memory (`by` included). */
export class MemoryMaintenanceStore extends MaintenanceStore {
  state: MaintenanceState & { by: string | null } = {
    enabled: false,
    message: '',
    endsAt: null,
    updatedAt: new Date(0),
    by: null,
  };

  async save(
    state: { enabled: boolean; message: string; endsAt: Date | null },
    by: string,
    at: Date,
  ): Promise<void> {
    this.state = { ...state, updatedAt: at, by };
  }
}

/** Reads the store, caching its answer until invalidated, as the real one does for a moment. */
export class CachedMaintenanceMode extends MaintenanceMode {
  private cached: MaintenanceState | undefined;

  constructor(readonly store: MemoryMaintenanceStore) {
    super();
  }

  async current(): Promise<MaintenanceState> {
    const { by: _by, ...state } = this.store.state;
    this.cached ??= state;
    return { ...this.cached };
  }

  async isOn(): Promise<boolean> {
    return (await this.current()).enabled;
  }

  invalidate(): void {
    this.cached = undefined;
  }
}

/**
 * The mode over a store of its own, for the specs of work that pauses during maintenance:
 * `switch` saves the state as an admin does and drops the cache as that admin's instance does.
 */
export class SwitchableMaintenance extends CachedMaintenanceMode {
  constructor(enabled = false, store = new MemoryMaintenanceStore()) {
    super(store);
    if (enabled) store.state = { ...store.state, enabled, message: 'Back soon' };
  }

  async switch(enabled: boolean): Promise<void> {
    const message = enabled ? 'Back soon' : '';
    await this.store.save({ enabled, message, endsAt: null }, 'admin-1', new Date());
    this.invalidate();
  }
}
