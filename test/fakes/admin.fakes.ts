import type { AuditEntry, AuditFilter, NewAuditEntry } from '#modules/admin/domain/audit.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import { NewsPreferences } from '#modules/admin/domain/ports.js';

/** Keeps what was recorded, in order; `list` is not what these specs look at. */
export class RecordingAuditLog extends AuditLog {
  readonly entries: NewAuditEntry[] = [];
  async record(entry: NewAuditEntry): Promise<void> {
    this.entries.push(entry);
  }
  async list(_filter: AuditFilter): Promise<AuditEntry[]> {
    return [];
  }
}

/** News consent per user: off unless set (every user exists here). */
export class MemoryNewsPreferences extends NewsPreferences {
  readonly subscribed = new Map<string, boolean>();
  async isSubscribed(userId: string): Promise<boolean> {
    return this.subscribed.get(userId) ?? false;
  }
  async set(userId: string, subscribed: boolean): Promise<boolean> {
    this.subscribed.set(userId, subscribed);
    return true;
  }
}
