import type {
  ChannelPreference,
  NewNotification,
  Notification,
  NotificationType,
} from '#modules/notifications/domain/notification.js';
import { NotificationsErrors } from '#modules/notifications/domain/notifications-errors.js';
import {
  NotificationChannels,
  NotificationFacts,
  type NotificationPage,
  NotificationStore,
  PushDevices,
} from '#modules/notifications/domain/ports.js';

const CURSOR = 'after:';

/** The inbox in memory: one row per recipient, type and event; newest first. */
export class InMemoryNotificationStore extends NotificationStore {
  readonly rows: (Notification & { sourceEventId: string })[] = [];
  readonly prefs = new Map<string, Partial<Record<NotificationType, ChannelPreference>>>();

  async insertOnce(n: NewNotification): Promise<Notification | null> {
    const seen = this.rows.some(
      (r) => r.userId === n.userId && r.type === n.type && r.sourceEventId === n.sourceEventId,
    );
    if (seen) return null;
    const row = { ...n, id: `n${this.rows.length + 1}`, createdAt: new Date(), readAt: null };
    this.rows.push(row);
    return notification(row);
  }
  /** The cursor names the last row given; anything else is not one of ours. */
  async page(userId: string, limit: number, cursor?: string): Promise<NotificationPage> {
    const mine = this.rows.filter((r) => r.userId === userId).reverse();
    let start = 0;
    if (cursor !== undefined) {
      const at = cursor.startsWith(CURSOR)
        ? mine.findIndex((r) => r.id === cursor.slice(CURSOR.length))
        : -1;
      if (at < 0) throw NotificationsErrors.invalidCursor();
      start = at + 1;
    }
    const items = mine.slice(start, start + limit);
    const more = mine.length > start + limit;
    return {
      items: items.map(notification),
      nextCursor: more ? `${CURSOR}${items.at(-1)!.id}` : null,
    };
  }
  async unreadCount(userId: string) {
    return this.rows.filter((r) => r.userId === userId && !r.readAt).length;
  }
  async markRead(userId: string, id: string, at: Date) {
    const row = this.rows.find((r) => r.id === id && r.userId === userId);
    if (row) row.readAt ??= at;
    return Boolean(row);
  }
  async markAllRead(userId: string, at: Date) {
    for (const row of this.rows.filter((r) => r.userId === userId)) row.readAt ??= at;
  }
  async preferences(userId: string) {
    return { ...this.prefs.get(userId) };
  }
  async savePreferences(
    userId: string,
    choices: { type: NotificationType; email: boolean; push: boolean }[],
  ) {
    if (choices.length === 0) return;
    const saved = { ...(await this.preferences(userId)) };
    for (const { type, email, push } of choices) saved[type] = { email, push };
    this.prefs.set(userId, saved);
  }
}

/** A stored row as the store answers it (the event id stays inside). */
function notification({ sourceEventId: _, ...row }: Notification & { sourceEventId: string }) {
  return { ...row };
}

export class InMemoryPushDevices extends PushDevices {
  readonly ids = new Map<string, string>();
  async save(userId: string, deviceId: string) {
    this.ids.set(userId, deviceId);
  }
}

export interface SeededTradie {
  name: string;
  trades: string[];
  /** Whether their service area covers the place of the seeded jobs. */
  near: boolean;
  approved: boolean;
}

/**
 * Other modules' data the texts need, in maps tests seed: jobs (jobs module) and people
 * (identity). Every seeded job is in one place; a tradie's area covers it or not (`near`).
 */
export class InMemoryNotificationFacts extends NotificationFacts {
  readonly jobs = new Map<string, { title: string; trade: string; homeownerId: string }>();
  readonly homeowners = new Map<string, string>();
  readonly tradies = new Map<string, SeededTradie>();

  async jobTitle(jobId: string) {
    return this.jobs.get(jobId)?.title ?? null;
  }
  async tradiesMatching(jobId: string) {
    const job = this.jobs.get(jobId);
    if (!job) return [];
    return [...this.tradies]
      .filter(
        ([id, t]) => t.approved && t.near && t.trades.includes(job.trade) && id !== job.homeownerId,
      )
      .map(([id]) => id);
  }
  async names(userIds: string[]) {
    const named = userIds.map((id) => [id, this.tradies.get(id)?.name ?? this.homeowners.get(id)]);
    return Object.fromEntries(named.filter(([, name]) => name !== undefined));
  }
  async isTradie(userId: string) {
    return this.tradies.has(userId);
  }
}

/** Records what it was asked to deliver; push and mail are "sent" as the preference says. */
export class RecordingNotificationChannels extends NotificationChannels {
  readonly deliveries: { notification: Notification; preference: ChannelPreference }[] = [];
  readonly identified: [string, string][] = [];
  async deliver(notification: Notification, preference: ChannelPreference) {
    this.deliveries.push({ notification, preference });
  }
  async identify(userId: string, deviceId: string) {
    this.identified.push([userId, deviceId]);
  }
  /** [user, type, preference] of each delivery, in order. */
  get delivered(): [string, string, ChannelPreference][] {
    return this.deliveries.map((d) => [d.notification.userId, d.notification.type, d.preference]);
  }
  /** The titles pushed to (or mailed to) the user, oldest first. */
  sentTo(userId: string, channel: keyof ChannelPreference): string[] {
    return this.deliveries
      .filter((d) => d.notification.userId === userId && d.preference[channel])
      .map((d) => d.notification.title);
  }
}
