/**
 * A push to one user (by their external id, which is their user id) or to a segment of users,
 * with a title and a line of text (marketplace spec, §§ 3 and 7).
 */
export interface PushRequest {
  recipientId?: string | null;
  segment?: string | null;
  title: string;
  description: string;
}

/**
 * The push port (the `send_push_notification` call of the marketplace spec, § 7). Without a
 * recipient or a segment it logs 'sendPushNotification called without recipient_id or
 * segment' and returns null; a provider's error is thrown with the provider's message;
 * otherwise it returns the provider's response data. OneSignal when configured; else the local
 * outbox (nothing leaves the machine).
 */
export abstract class PushNotifications {
  /** `outbox` or `onesignal`, shown in the UI so the outbox is never taken for delivery. */
  abstract readonly kind: 'outbox' | 'onesignal';
  abstract send(request: PushRequest): Promise<unknown>;
  /**
   * Names the user a device's push subscription belongs to (the provider's external id), from
   * the signed-in session on the server: a browser that could set it itself could claim anyone's
   * pushes. Throws the provider's message on failure.
   */
  abstract identify(deviceId: string, userId: string): Promise<void>;
}

export const MISSING_PUSH_TARGET = 'sendPushNotification called without recipient_id or segment';
