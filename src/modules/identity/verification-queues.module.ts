import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents, type EventPayload } from '#shared/domain/domain-events.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { ADMIN_DECISION_EVENTS, USER_REGISTERED } from './domain/account.service.js';
import { AbnVerificationService } from './domain/verification/abn-verification.service.js';
import { BusinessRegistry } from './domain/verification/business-registry.js';
import type { LicenceRegistry } from './domain/verification/licence-registry.js';
import { LicenceVerificationService } from './domain/verification/licence-verification.service.js';
import {
  AbnCheckQueue,
  AbnCheckStore,
  LicenceCheckQueue,
  LicenceCheckStore,
} from './domain/verification/ports.js';
import { AbnCheckResumer } from './infra/verification/abn-check-resumer.js';
import { AbrBusinessRegistry } from './infra/verification/abr-business-registry.js';
import { LicenceCheckResumer } from './infra/verification/licence-check-resumer.js';
import { LocalBusinessRegistry } from './infra/verification/local-business-registry.js';
import { NswTradesLicenceRegistry } from './infra/verification/nsw-trades-licence-registry.js';
import { PgBossAbnCheckQueue } from './infra/verification/pg-boss-abn-check.queue.js';
import { PgBossLicenceCheckQueue } from './infra/verification/pg-boss-licence-check.queue.js';
import { QbccLicenceRegistry } from './infra/verification/qbcc-licence-registry.js';
import { SqlAbnCheckStore } from './infra/verification/sql-abn-check.store.js';
import { SqlLicenceCheckStore } from './infra/verification/sql-licence-check.store.js';
import { VbaLicenceRegistry } from './infra/verification/vba-licence-registry.js';

/**
 * The identity module's verification queues: ABN checks against the business register and
 * licence checks against the state registers, each recorded in the transaction that asks for
 * it, run on a pg-boss queue after the commit and re-queued by a resumer when a dispatch is lost.
 */
@Module({
  providers: [
    { provide: AbnCheckStore, useClass: SqlAbnCheckStore },
    {
      provide: BusinessRegistry,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => {
        const { abr, timeoutMs } = config.get('registries', { infer: true });
        return abr ? new AbrBusinessRegistry({ ...abr, timeoutMs }) : new LocalBusinessRegistry();
      },
    },
    {
      provide: AbnCheckQueue,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) =>
        new PgBossAbnCheckQueue(registryQueueOptions(config, 'AbnCheckQueue')),
    },
    {
      provide: AbnVerificationService,
      inject: [AbnCheckStore, AbnCheckQueue, BusinessRegistry, MaintenanceMode, Clock],
      useFactory: (
        store: AbnCheckStore,
        queue: AbnCheckQueue,
        registry: BusinessRegistry,
        maintenance: MaintenanceMode,
        clock: Clock,
      ) => new AbnVerificationService(store, queue, registry, maintenance, clock),
    },
    AbnCheckResumer,
    { provide: LicenceCheckStore, useClass: SqlLicenceCheckStore },
    {
      provide: LicenceCheckQueue,
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) =>
        new PgBossLicenceCheckQueue(registryQueueOptions(config, 'LicenceCheckQueue')),
    },
    {
      provide: LicenceVerificationService,
      inject: [LicenceCheckStore, LicenceCheckQueue, ConfigService, MaintenanceMode, Clock],
      useFactory: (
        store: LicenceCheckStore,
        queue: LicenceCheckQueue,
        config: ConfigService<AppConfig, true>,
        maintenance: MaintenanceMode,
        clock: Clock,
      ) =>
        new LicenceVerificationService(store, queue, licenceRegistries(config), maintenance, clock),
    },
    LicenceCheckResumer,
  ],
  exports: [AbnVerificationService, LicenceVerificationService],
})
export class VerificationQueuesModule implements OnModuleInit {
  private readonly logger = new Logger('AbnChecks');

  constructor(
    private readonly events: DomainEvents,
    private readonly abnChecks: AbnVerificationService,
    private readonly licences: LicenceVerificationService,
  ) {}

  /** A tradie's sign-up queues the ABN check (recorded with the account, run after commit). */
  onModuleInit(): void {
    const jobOf = (payload: EventPayload<typeof USER_REGISTERED>, tradieId: string) =>
      payload.abn === undefined ? null : { tradieId, abn: payload.abn };
    this.events.subscribe(
      USER_REGISTERED,
      async (event) => {
        const job = jobOf(event.payload, event.aggregateId);
        if (job) await this.abnChecks.request(job);
      },
      'transaction',
    );
    this.events.subscribe(
      USER_REGISTERED,
      (event) => {
        const job = jobOf(event.payload, event.aggregateId);
        // Not awaited: the sign-up answers at once; a lost dispatch is re-queued by the resumer.
        if (job) {
          this.abnChecks.dispatch(job).catch((error: unknown) => {
            this.logger.warn(`ABN check not queued yet: ${String(error)}`);
          });
        }
      },
      'after_commit',
    );
    this.subscribeLicenceChecks();
  }

  /**
   * The licence register is asked at a tradie's sign-up (for the admin's queue) and again on
   * each approval (a first approval, or an approved licence change), recorded in that
   * transaction and run after the commit.
   */
  private subscribeLicenceChecks(): void {
    this.events.subscribe(
      USER_REGISTERED,
      async (event) => {
        if (event.payload.type === 'tradie') await this.licences.request(event.aggregateId, false);
      },
      'transaction',
    );
    this.events.subscribe(
      ADMIN_DECISION_EVENTS.tradieVerified,
      async (event) => {
        if (event.payload.decision === 'approved') {
          await this.licences.request(event.payload.tradieId, true);
        }
      },
      'transaction',
    );
    for (const type of [USER_REGISTERED, ADMIN_DECISION_EVENTS.tradieVerified] as const) {
      this.events.subscribe(
        type,
        (event) => {
          // Not awaited: a lost dispatch is re-queued by the resumer.
          this.licences.dispatchFor(event.aggregateId).catch((error: unknown) => {
            this.logger.warn(`Licence check not queued yet: ${String(error)}`);
          });
        },
        'after_commit',
      );
    }
  }
}

/** Both registry queues: retries with backoff (15 s, 30 s, … about a day), then the resumer's. */
function registryQueueOptions(config: ConfigService<AppConfig, true>, name: string) {
  const logger = new Logger(name);
  const url = config.get('database', { infer: true }).url;
  if (!url) throw new Error('DATABASE_URL was not resolved before the app started');
  return {
    connectionString: url,
    expireInSeconds: 120,
    retryLimit: 12,
    retryDelay: config.get('registries', { infer: true }).retrySeconds,
    pollingIntervalSeconds: 2,
    maintenanceIntervalSeconds: 60,
    concurrency: 1,
    onError: (error: Error) => logger.error(error.message),
  };
}

/** The licence registers configured; a state without one has its licences checked by hand. */
function licenceRegistries(config: ConfigService<AppConfig, true>): LicenceRegistry[] {
  const { nswTrades, qbcc, vba, timeoutMs } = config.get('registries', { infer: true });
  return [
    nswTrades && new NswTradesLicenceRegistry({ ...nswTrades, timeoutMs }),
    qbcc && new QbccLicenceRegistry({ ...qbcc, timeoutMs }),
    vba && new VbaLicenceRegistry({ ...vba, timeoutMs }),
  ].filter((registry) => registry !== null);
}
