import type {
  ChannelPreference,
  NewNotification,
  Notification,
  NotificationType,
} from './notification.js';

export interface NotificationPage {
  items: Notification[];
  nextCursor: string | null;
}

export abstract class NotificationStore {
  /** Stores it unless this recipient already has it for this event; null when it did. */
  abstract insertOnce(notification: NewNotification): Promise<Notification | null>;
  /** Newest first; the cursor is opaque (null when it is not one of ours → refused). */
  abstract page(userId: string, limit: number, cursor?: string): Promise<NotificationPage>;
  abstract unreadCount(userId: string): Promise<number>;
  /** False when the notification is not the user's. */
  abstract markRead(userId: string, id: string, at: Date): Promise<boolean>;
  abstract markAllRead(userId: string, at: Date): Promise<void>;
  /** Stored choices only; types without a row use the defaults. */
  abstract preferences(
    userId: string,
  ): Promise<Partial<Record<NotificationType, ChannelPreference>>>;
  abstract savePreferences(
    userId: string,
    choices: { type: NotificationType; email: boolean; push: boolean }[],
  ): Promise<void>;
}

/**
 * Keeps the push SDK's device id (OneSignal's `onesignal_id`). Identity implements it: the id
 * lives on the user's homeowner and tradie profile rows (whichever they have), which identity
 * owns and clears when the account is erased.
 */
export abstract class PushDevices {
  abstract save(userId: string, deviceId: string): Promise<void>;
}

/** Reads what the notification texts need from other modules' data. */
export abstract class NotificationFacts {
  abstract jobTitle(jobId: string): Promise<string | null>;
  /** Approved tradies whose trades include the job's category and whose area covers it. */
  abstract tradiesMatching(jobId: string): Promise<string[]>;
  abstract names(userIds: string[]): Promise<Record<string, string>>;
  abstract isTradie(userId: string): Promise<boolean>;
}

/** The address to mail a user at; null when banned (or unknown). Identity implements it. */
export abstract class MailRecipients {
  abstract emailOf(userId: string): Promise<string | null>;
}

/**
 * Approved, unbanned tradies listed in a trade whose service area covers a place, other than
 * `exceptId` (the job's owner). Identity implements it: the trades and areas are its data.
 */
export abstract class TradieMatcher {
  abstract serving(place: {
    category: string;
    lat: number;
    lng: number;
    exceptId: string;
  }): Promise<string[]>;
}

/**
 * Delivers a stored notification on the live and outside channels once its transaction
 * commits: the socket event always, push and email as the user chose.
 */
export abstract class NotificationChannels {
  abstract deliver(notification: Notification, preference: ChannelPreference): Promise<void>;
  /** Tells the push provider the device is this user's (from the session, not the browser). */
  abstract identify(userId: string, deviceId: string): Promise<void>;
}
