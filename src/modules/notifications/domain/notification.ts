/** Every kind of notification (the list of notable events). */
export const NOTIFICATION_TYPES = [
  'lead_matched',
  'lead_bought',
  'quote_received',
  'hired',
  'not_hired',
  'job_completed',
  'review_received',
  'message_received',
  'level_up',
  'leaderboard_award',
  'credits_added',
  'verification_approved',
  'verification_rejected',
  'review_moderated',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_LABELS: Record<NotificationType, string> = {
  lead_matched: 'New leads matching your trades and area',
  lead_bought: 'A tradie bought your job’s lead',
  quote_received: 'New quotes',
  hired: 'You were hired',
  not_hired: 'Another tradie was chosen',
  job_completed: 'Job marked completed',
  review_received: 'New reviews',
  message_received: 'New messages',
  level_up: 'Level ups',
  leaderboard_award: 'Leaderboard awards',
  credits_added: 'Credits added',
  verification_approved: 'Verification approved',
  verification_rejected: 'Verification rejected',
  review_moderated: 'Decisions on reported reviews',
};

export interface ChannelPreference {
  email: boolean;
  push: boolean;
}

/**
 * Defaults until the user changes them: push for everything (it only reaches devices that
 * allowed it), email only for what a user would not want to miss.
 */
const EMAIL_BY_DEFAULT = new Set<NotificationType>([
  'hired',
  'leaderboard_award',
  'verification_approved',
  'verification_rejected',
]);

export function defaultPreference(type: NotificationType): ChannelPreference {
  return { email: EMAIL_BY_DEFAULT.has(type), push: true };
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string | null;
  sourceEventId: string;
}

export interface Notification extends Omit<NewNotification, 'sourceEventId'> {
  id: string;
  createdAt: Date;
  readAt: Date | null;
}
