import type { Clock } from '#shared/domain/clock.js';
import type { Realtime } from '#shared/domain/realtime.js';
import { conversationRoom } from '#modules/messaging/domain/messaging-events.js';
import {
  type ChannelPreference,
  defaultPreference,
  isNotificationType,
  NOTIFICATION_LABELS,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationType,
} from './notification.js';
import { factsNeeded, type NotifiedEvent, notificationsFor } from './notification-rules.js';
import { NotificationsErrors } from './notifications-errors.js';
import type {
  NotificationChannels,
  NotificationFacts,
  NotificationPage,
  NotificationStore,
  PushDevices,
} from './ports.js';

const PAGE_DEFAULT = 30;
const PAGE_MAX = 100;

export interface PreferenceView extends ChannelPreference {
  type: NotificationType;
  label: string;
}

/** The in-app inbox: rows from events, the user's reads, and per-type channel choices. */
export class NotificationsService {
  constructor(
    private readonly store: NotificationStore,
    private readonly facts: NotificationFacts,
    private readonly channels: NotificationChannels,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
    private readonly devices: PushDevices,
  ) {}

  /**
   * The durable consumer's handler: runs once per event (the consumption record and these
   * rows commit together); the rows' unique key is a second guard.
   */
  async onEvent(event: NotifiedEvent): Promise<Notification[]> {
    const need = factsNeeded(event);
    const recipientViewing =
      need.conversationId && need.recipientId
        ? await this.realtime.isUserInRoom(need.recipientId, conversationRoom(need.conversationId))
        : false;
    // The recipient is reading the thread: nothing to tell, no lookups needed.
    if (recipientViewing) return [];
    const drafts = notificationsFor(event, {
      jobTitle: need.jobId ? await this.facts.jobTitle(need.jobId) : null,
      matchingTradieIds:
        need.matchTradies && need.jobId ? await this.facts.tradiesMatching(need.jobId) : [],
      names: await this.facts.names(need.userIds),
      recipientViewing,
      recipientIsTradie: need.recipientId ? await this.facts.isTradie(need.recipientId) : false,
    });
    const created: Notification[] = [];
    for (const draft of drafts) {
      const stored = await this.store.insertOnce(draft);
      if (!stored) continue;
      const choices = await this.store.preferences(stored.userId);
      await this.channels.deliver(stored, choices[stored.type] ?? defaultPreference(stored.type));
      created.push(stored);
    }
    return created;
  }

  list(userId: string, options: { cursor?: string; limit?: number }): Promise<NotificationPage> {
    const limit = Math.min(Math.max(options.limit ?? PAGE_DEFAULT, 1), PAGE_MAX);
    return this.store.page(userId, limit, options.cursor);
  }

  unreadCount(userId: string): Promise<number> {
    return this.store.unreadCount(userId);
  }

  async markRead(userId: string, id: string): Promise<number> {
    if (!(await this.store.markRead(userId, id, this.clock.now()))) {
      throw NotificationsErrors.notFound();
    }
    return this.unreadChanged(userId);
  }

  async markAllRead(userId: string): Promise<number> {
    await this.store.markAllRead(userId, this.clock.now());
    return this.unreadChanged(userId);
  }

  async preferences(userId: string): Promise<PreferenceView[]> {
    const stored = await this.store.preferences(userId);
    return NOTIFICATION_TYPES.map((type) => ({
      type,
      label: NOTIFICATION_LABELS[type],
      ...(stored[type] ?? defaultPreference(type)),
    }));
  }

  async savePreferences(
    userId: string,
    choices: { type: string; email: boolean; push: boolean }[],
  ): Promise<PreferenceView[]> {
    const valid = choices.map((choice) => {
      if (!isNotificationType(choice.type)) throw NotificationsErrors.unknownType(choice.type);
      return { type: choice.type, email: choice.email, push: choice.push };
    });
    await this.store.savePreferences(userId, valid);
    return this.preferences(userId);
  }

  /**
   * The device is kept on the profile, and the push provider told it is this user's: the user
   * id comes from the session, so no browser can ask for someone else's pushes.
   */
  async saveDeviceId(userId: string, deviceId: string): Promise<void> {
    await this.devices.save(userId, deviceId);
    await this.channels.identify(userId, deviceId);
  }

  /** Other open tabs and devices update their badge. */
  private async unreadChanged(userId: string): Promise<number> {
    const unread = await this.store.unreadCount(userId);
    this.realtime.toUser(userId, 'notification:unread', { unread });
    return unread;
  }
}
