import { Logger, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { AbnVerificationService } from './domain/verification/abn-verification.service.js';
import { BusinessRegistry } from './domain/verification/business-registry.js';
import type { LicenceRegistry } from './domain/verification/licence-registry.js';
import { LicenceVerificationService } from './domain/verification/licence-verification.service.js';
import {
  AbnCheckQueue,
  AbnCheckStore,
  LicenceCheckQueue,
  LicenceCheckStore,
  RegistryCheckRequests,
} from './domain/verification/ports.js';
import { AbnCheckResumer } from './infra/verification/abn-check-resumer.js';
import { AbrBusinessRegistry } from './infra/verification/abr-business-registry.js';
import { LicenceCheckResumer } from './infra/verification/licence-check-resumer.js';
import { LocalBusinessRegistry } from './infra/verification/local-business-registry.js';
import { NswTradesLicenceRegistry } from './infra/verification/nsw-trades-licence-registry.js';
import { PgBossAbnCheckQueue } from './infra/verification/pg-boss-abn-check.queue.js';
import { PgBossLicenceCheckQueue } from './infra/verification/pg-boss-licence-check.queue.js';
import { QueuedRegistryCheckRequests } from './infra/verification/queued-registry-check-requests.js';
import { QbccLicenceRegistry } from './infra/verification/qbcc-licence-registry.js';
import { SqlAbnCheckStore } from './infra/verification/sql-abn-check.store.js';
import { SqlLicenceCheckStore } from './infra/verification/sql-licence-check.store.js';
import { VbaLicenceRegistry } from './infra/verification/vba-licence-registry.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';

/**
 * The identity module's verification queues: ABN checks against the business register and
 * licence checks against the state registers, each recorded in the transaction that asks for
 * it (sign-up and approval call `RegistryCheckRequests`), run on a pg-boss queue after the
 * commit and re-queued by a resumer when a dispatch is lost.
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
      inject: [
        LicenceCheckStore,
        LicenceCheckQueue,
        ConfigService,
        MaintenanceMode,
        Clock,
        UnitOfWork,
      ],
      useFactory: (
        store: LicenceCheckStore,
        queue: LicenceCheckQueue,
        config: ConfigService<AppConfig, true>,
        maintenance: MaintenanceMode,
        clock: Clock,
        unitOfWork: UnitOfWork,
      ) =>
        new LicenceVerificationService(
          store,
          queue,
          licenceRegistries(config),
          maintenance,
          clock,
          unitOfWork,
        ),
    },
    LicenceCheckResumer,
    { provide: RegistryCheckRequests, useClass: QueuedRegistryCheckRequests },
  ],
  exports: [AbnVerificationService, LicenceVerificationService, RegistryCheckRequests],
})
export class VerificationQueuesModule {}

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
