import { Global, Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { AccountDataContributors } from '../domain/account-data.js';
import { Clock, SystemClock } from '../domain/clock.js';
import { DomainEvents } from '../domain/domain-events.js';
import { FileStorage } from '../domain/file-storage.js';
import { PostcodeDirectory } from '../domain/geo.js';
import { HealthProbe, ShutdownState } from '../domain/health.js';
import { PushNotifications } from '../domain/push.js';
import { Realtime } from '../domain/realtime.js';
import { MaintenanceMode } from '../domain/maintenance.js';
import { PageHeads } from '../domain/page-head.js';
import { SitemapSources } from '../domain/sitemap.js';
import { Mailer, MailOutbox } from '../domain/mailer.js';
import { Schedules } from '../domain/schedules.js';
import { DatabaseHealthProbe } from './database/database-health-probe.js';
import { TypeOrmUnitOfWork } from './database/typeorm-unit-of-work.js';
import { EventRelay } from './events/event-relay.js';
import { OutboxDomainEvents } from './events/outbox-domain-events.js';
import { SqlPostcodeDirectory } from './geo/sql-postcode-directory.js';
import { OutboxMailer, TypeOrmMailOutbox } from './mail/outbox-mailer.js';
import { OutboxPush } from './push/outbox-push.js';
import { RedisFanout } from './realtime/redis-fanout.js';
import { RedisConnection } from './redis/redis-connection.js';
import { CspSources } from './http/csp-sources.js';
import { RateLimits } from './http/rate-limiter.js';
import { SocketRealtime } from './realtime/socket-realtime.js';
import { SmtpMailer } from './mail/smtp-mailer.js';
import { SqlMaintenanceMode } from './maintenance/sql-maintenance-mode.js';
import { PgBossSchedules } from './pg-boss-schedules.js';
import { OutboxAccountData } from './privacy/sql-account-data.js';
import { LocalDiskFileStorage } from './storage/local-disk-file-storage.js';

/**
 * Adapters every module may use: the clock, the mail port and its outbox query, the health
 * probe, the domain-event bus and its relay, file storage, postcode coordinates and realtime
 * delivery (with the Redis fan-out when REDIS_URL is set), push (OneSignal or the outbox),
 * the Redis command connection for shared state, rate limits, maintenance mode, and the
 * clock for scheduled work (pg-boss).
 */
@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    CspSources,
    {
      provide: Mailer,
      inject: [ConfigService, TypeOrmUnitOfWork],
      useFactory: (config: ConfigService<AppConfig, true>, uow: TypeOrmUnitOfWork) => {
        const mail = config.get('mail', { infer: true });
        return mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new OutboxMailer(uow);
      },
    },
    { provide: MailOutbox, useClass: TypeOrmMailOutbox },
    // A factory, not a value: each app (tests run several in one process) drains on its own.
    { provide: ShutdownState, useFactory: () => new ShutdownState() },
    { provide: HealthProbe, useClass: DatabaseHealthProbe },
    OutboxDomainEvents,
    { provide: DomainEvents, useExisting: OutboxDomainEvents },
    EventRelay,
    { provide: PostcodeDirectory, useClass: SqlPostcodeDirectory },
    SocketRealtime,
    { provide: Realtime, useExisting: SocketRealtime },
    {
      provide: PushNotifications,
      inject: [ConfigService, TypeOrmUnitOfWork],
      useFactory: async (config: ConfigService<AppConfig, true>, uow: TypeOrmUnitOfWork) => {
        const oneSignal = config.get('push', { infer: true }).oneSignal;
        if (!oneSignal) return new OutboxPush(uow);
        // The provider's adapter is loaded only when it is configured.
        const { OneSignalPush } = await import('./push/onesignal-push.js');
        return new OneSignalPush(oneSignal.appId, oneSignal.apiKey, oneSignal.apiUrl);
      },
    },
    {
      provide: RedisFanout,
      inject: [ConfigService],
      useFactory: async (config: ConfigService<AppConfig, true>) => {
        const fanout = new RedisFanout(config.get('redisUrl', { infer: true }));
        await fanout.connect();
        return fanout;
      },
    },
    {
      provide: RedisConnection,
      inject: [ConfigService],
      useFactory: async (config: ConfigService<AppConfig, true>) => {
        const redis = new RedisConnection(config.get('redisUrl', { infer: true }));
        await redis.connect();
        return redis;
      },
    },
    RateLimits,
    {
      provide: PgBossSchedules,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => {
        const logger = new Logger('Schedules');
        const url = config.get('database', { infer: true }).url;
        if (!url) throw new Error('DATABASE_URL was not resolved before the app started');
        return new PgBossSchedules({
          connectionString: url,
          // 1 min, 2 min, 4 min: a tick that still fails then waits in its dead-letter queue.
          retryLimit: 3,
          retryDelaySeconds: 60,
          expireInSeconds: 15 * 60,
          pollingIntervalSeconds: 2,
          clockIntervalSeconds: 20,
          onError: (error) => logger.error(error.message),
          onFailure: (task, error, deadLettered) =>
            logger.error(
              `${task} failed${deadLettered ? ` for the last time; see the ${task}-dead queue` : ', will retry'}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
            ),
        });
      },
    },
    { provide: Schedules, useExisting: PgBossSchedules },
    { provide: MaintenanceMode, useClass: SqlMaintenanceMode },
    { provide: PageHeads, useValue: new PageHeads() },
    { provide: SitemapSources, useValue: new SitemapSources() },
    // A factory: each app (tests run several in one process) collects its own modules'.
    { provide: AccountDataContributors, useFactory: () => new AccountDataContributors() },
    OutboxAccountData,
    {
      provide: FileStorage,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) =>
        new LocalDiskFileStorage(config.get('dataDir', { infer: true })),
    },
  ],
  exports: [
    Clock,
    CspSources,
    Mailer,
    MailOutbox,
    HealthProbe,
    ShutdownState,
    DomainEvents,
    EventRelay,
    PostcodeDirectory,
    FileStorage,
    Realtime,
    SocketRealtime,
    RedisFanout,
    RedisConnection,
    RateLimits,
    PushNotifications,
    MaintenanceMode,
    Schedules,
    PgBossSchedules,
    PageHeads,
    SitemapSources,
    AccountDataContributors,
  ],
})
export class PlatformModule {}
