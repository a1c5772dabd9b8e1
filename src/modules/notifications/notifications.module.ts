import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { Realtime } from '#shared/domain/realtime.js';
import { CspSources } from '#shared/infra/http/csp-sources.js';
import { CONSUMED_EVENTS } from './domain/notification-rules.js';
import { NotificationsService } from './domain/notifications.service.js';
import { IdentityModule } from '../identity/identity.module.js';
import {
  NotificationChannels,
  NotificationFacts,
  NotificationStore,
  PushDevices,
} from './domain/ports.js';
import { NotificationsController } from './http/notifications.controller.js';
import { LiveNotificationChannels } from './infra/live-notification-channels.js';
import { SqlNotificationFacts } from './infra/sql-notification-facts.js';
import { SqlNotificationStore } from './infra/sql-notification.store.js';
import { SqlNotificationsAccountData } from './infra/sql-notifications-account-data.js';

/** In-app notifications from other modules' events, live over the socket, push and email. */
@Module({
  // Identity keeps the push device ids, the mail addresses and who serves a job (the ports).
  imports: [IdentityModule],
  controllers: [NotificationsController],
  providers: [
    SqlNotificationsAccountData,
    { provide: NotificationStore, useClass: SqlNotificationStore },
    { provide: NotificationFacts, useClass: SqlNotificationFacts },
    { provide: NotificationChannels, useClass: LiveNotificationChannels },
    {
      provide: NotificationsService,
      inject: [
        NotificationStore,
        NotificationFacts,
        NotificationChannels,
        Realtime,
        Clock,
        PushDevices,
      ],
      useFactory: (
        store: NotificationStore,
        facts: NotificationFacts,
        channels: NotificationChannels,
        realtime: Realtime,
        clock: Clock,
        devices: PushDevices,
      ) => new NotificationsService(store, facts, channels, realtime, clock, devices),
    },
  ],
})
export class NotificationsModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
    private readonly csp: CspSources,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  onModuleInit(): void {
    // The web app's CSP admits OneSignal's web SDK only when push is configured.
    if (this.config.get('push', { infer: true }).oneSignal) {
      this.csp.add(() => ({
        script: ['https://cdn.onesignal.com'],
        connect: [
          'https://onesignal.com',
          'https://api.onesignal.com',
          'https://cdn.onesignal.com',
        ],
      }));
    }
    // Durable and exactly once: a crash or a replay never notifies twice nor loses one.
    this.events.consume('notifications.inbox', CONSUMED_EVENTS, async (event) => {
      await this.notifications.onEvent(event);
    });
  }
}
