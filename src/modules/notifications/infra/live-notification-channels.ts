import { Injectable, Logger } from '@nestjs/common';
import { Mailer } from '#shared/domain/mailer.js';
import { PushNotifications } from '#shared/domain/push.js';
import { Realtime } from '#shared/domain/realtime.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import type { ChannelPreference, Notification } from '../domain/notification.js';
import { MailRecipients, NotificationChannels } from '../domain/ports.js';
import { presentNotification } from '../domain/notification-view.js';

/**
 * After the notification's transaction commits: the live socket event (every device of the
 * user, any instance), then push and email as chosen. A failing push or mail is logged; the
 * in-app row is already stored and is what the user will see.
 */
@Injectable()
export class LiveNotificationChannels extends NotificationChannels {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly realtime: Realtime,
    private readonly push: PushNotifications,
    private readonly mailer: Mailer,
    private readonly recipients: MailRecipients,
  ) {
    super();
  }

  async deliver(notification: Notification, preference: ChannelPreference): Promise<void> {
    const email = preference.email ? await this.recipients.emailOf(notification.userId) : null;
    await this.uow.afterCommit(async () => {
      this.realtime.toUser(
        notification.userId,
        'notification:new',
        presentNotification(notification),
      );
      if (preference.push) {
        await this.push
          .send({
            recipientId: notification.userId,
            title: notification.title,
            description: notification.body,
          })
          .catch((error: unknown) => this.warn('Push', error));
      }
      if (email) {
        await this.mailer
          .send({
            to: email,
            subject: notification.title,
            text: `${notification.body}\n\nChange which emails you get under Notifications in your dashboard.`,
          })
          .catch((error: unknown) => this.warn('Email', error));
      }
    });
  }

  /** A provider that cannot be reached leaves the device unnamed: logged, retried at next setup. */
  async identify(userId: string, deviceId: string): Promise<void> {
    await this.push.identify(deviceId, userId).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Naming the push device of a user failed: ${reason}`);
    });
  }

  private warn(channel: string, error: unknown): void {
    this.logger.warn(
      `${channel} for a notification failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
