import { createSecretKey } from 'node:crypto';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SignupFacts } from '#modules/dashboard/domain/ports.js';
import { MailRecipients, PushDevices, TradieMatcher } from '#modules/notifications/domain/ports.js';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents, type EventPayload } from '#shared/domain/domain-events.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { Mailer } from '#shared/domain/mailer.js';
import { Realtime } from '#shared/domain/realtime.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CsrfGuard, CsrfTokens } from '#shared/infra/http/csrf.js';
import { RedisConnection } from '#shared/infra/redis/redis-connection.js';
import { RateLimitGuard } from '#shared/infra/http/rate-limiter.js';
import {
  AccountService,
  ADMIN_DECISION_EVENTS,
  USER_REGISTERED,
} from './domain/account.service.js';
import {
  EmailVerificationService,
  VerifiedTradieBonus,
} from './domain/email-verification.service.js';
import { AbnVerificationService } from './domain/verification/abn-verification.service.js';
import { BusinessRegistry } from './domain/verification/business-registry.js';
import type { LicenceRegistry } from './domain/verification/licence-registry.js';
import { LicenceVerificationService } from './domain/verification/licence-verification.service.js';
import {
  AbnCheckQueue,
  AbnCheckStore,
  LicenceCheckQueue,
  LicenceCheckStore,
  VerificationStore,
} from './domain/verification/ports.js';
import { ResubmissionService } from './domain/verification/resubmission.service.js';
import { TradieApprovalService } from './domain/verification/tradie-approval.service.js';
import { SessionResolver } from './domain/session-resolver.js';
import {
  AccountRepository,
  EmailVerificationTokenStore,
  IdentityMail,
  PasswordHasher,
  ResetTokenStore,
  SecretTokenGenerator,
  SessionStore,
  SessionTokens,
} from './domain/ports.js';
import { SESSION_TTL_SECONDS } from './domain/session.js';
import { SessionService } from './domain/session.service.js';
import { AdminAccountsController } from './http/admin-accounts.controller.js';
import { AuthController } from './http/auth.controller.js';
import { SessionGuard } from './http/session.guard.js';
import { SessionsController } from './http/sessions.controller.js';
import { VerificationController } from './http/verification.controller.js';
import { AdminBootstrap } from './infra/admin-bootstrap.js';
import { Argon2PasswordHasher } from './infra/argon2-password-hasher.js';
import { IDENTITY_ENTITIES } from './infra/identity.orm-entities.js';
import { CryptoSecretTokens } from './infra/crypto-secret-tokens.js';
import { JwtSessionTokens } from './infra/jwt-session-tokens.js';
import { TemplatedIdentityMail } from './infra/mail/templated-identity-mail.js';
import { SqlSignupFacts } from './infra/sql-signup-facts.js';
import { SqlPushDevices } from './infra/sql-push-devices.js';
import { SqlMailRecipients } from './infra/sql-mail-recipients.js';
import { SqlTradieMatcher } from './infra/sql-tradie-matcher.js';
import { TypeOrmAccountRepository } from './infra/typeorm-account.repository.js';
import { TypeOrmResetTokenStore } from './infra/typeorm-reset-token.store.js';
import { SqlEmailVerificationTokenStore } from './infra/sql-email-verification-token.store.js';
import {
  CachedSessionStore,
  MemorySessionCache,
  RedisSessionCache,
} from './infra/cached-session.store.js';
import { SqlSessionStore } from './infra/sql-session.store.js';
import { AbnCheckResumer } from './infra/verification/abn-check-resumer.js';
import { AbrBusinessRegistry } from './infra/verification/abr-business-registry.js';
import { LocalBusinessRegistry } from './infra/verification/local-business-registry.js';
import { PgBossAbnCheckQueue } from './infra/verification/pg-boss-abn-check.queue.js';
import { SqlAbnCheckStore } from './infra/verification/sql-abn-check.store.js';
import { SqlVerificationStore } from './infra/verification/sql-verification.store.js';
import { SqlIdentityAccountData } from './infra/sql-identity-account-data.js';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { AccountProfileFields } from './domain/profile-fields.js';
import { SqlAccountProfileFields } from './infra/sql-account-profile-fields.js';
import { LicenceCheckResumer } from './infra/verification/licence-check-resumer.js';
import { NswTradesLicenceRegistry } from './infra/verification/nsw-trades-licence-registry.js';
import { PgBossLicenceCheckQueue } from './infra/verification/pg-boss-licence-check.queue.js';
import { QbccLicenceRegistry } from './infra/verification/qbcc-licence-registry.js';
import { SqlLicenceCheckStore } from './infra/verification/sql-licence-check.store.js';
import { VbaLicenceRegistry } from './infra/verification/vba-licence-registry.js';

@Module({
  imports: [
    TypeOrmModule.forFeature(IDENTITY_ENTITIES),
    // The ledger's own module, which imports nothing back: the verification grants the bonus.
    CreditLedgerModule,
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => ({
        // A KeyObject, not the string: jsonwebtoken would otherwise try it as a PEM public key
        // (and throw) on every verify before making the same secret key again.
        secret: createSecretKey(Buffer.from(config.get('session', { infer: true }).secret, 'utf8')),
        signOptions: { algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    SessionsController,
    AdminAccountsController,
    VerificationController,
  ],
  providers: [
    { provide: AccountProfileFields, useClass: SqlAccountProfileFields },
    SqlIdentityAccountData,
    { provide: AccountRepository, useClass: TypeOrmAccountRepository },
    { provide: SignupFacts, useClass: SqlSignupFacts },
    { provide: PushDevices, useClass: SqlPushDevices },
    { provide: MailRecipients, useClass: SqlMailRecipients },
    { provide: TradieMatcher, useClass: SqlTradieMatcher },
    { provide: ResetTokenStore, useClass: TypeOrmResetTokenStore },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: SecretTokenGenerator, useClass: CryptoSecretTokens },
    { provide: SessionTokens, useClass: JwtSessionTokens },
    SqlSessionStore,
    {
      provide: SessionStore,
      inject: [SqlSessionStore, RedisConnection],
      useFactory: (sql: SqlSessionStore, redis: RedisConnection) =>
        new CachedSessionStore(
          sql,
          redis.configured ? new RedisSessionCache(redis) : new MemorySessionCache(),
        ),
    },
    {
      provide: SessionService,
      inject: [SessionStore, SessionTokens, Realtime, Clock],
      useFactory: (store: SessionStore, tokens: SessionTokens, realtime: Realtime, clock: Clock) =>
        new SessionService(store, tokens, realtime, clock),
    },
    {
      provide: IdentityMail,
      inject: [Mailer, ConfigService],
      useFactory: (mailer: Mailer, config: ConfigService<AppConfig, true>) =>
        new TemplatedIdentityMail(mailer, config.get('appUrl', { infer: true })),
    },
    {
      provide: AccountService,
      inject: [
        AccountRepository,
        PasswordHasher,
        ResetTokenStore,
        SecretTokenGenerator,
        IdentityMail,
        UnitOfWork,
        Clock,
        DomainEvents,
        SessionService,
        PostcodeDirectory,
      ],
      useFactory: (
        accounts: AccountRepository,
        hasher: PasswordHasher,
        resetTokens: ResetTokenStore,
        secrets: SecretTokenGenerator,
        mail: IdentityMail,
        uow: UnitOfWork,
        clock: Clock,
        events: DomainEvents,
        sessions: SessionService,
        postcodes: PostcodeDirectory,
      ) =>
        new AccountService(
          accounts,
          hasher,
          resetTokens,
          secrets,
          mail,
          uow,
          clock,
          events,
          sessions,
          postcodes,
        ),
    },
    { provide: EmailVerificationTokenStore, useClass: SqlEmailVerificationTokenStore },
    {
      provide: EmailVerificationService,
      inject: [
        AccountService,
        AccountRepository,
        EmailVerificationTokenStore,
        SecretTokenGenerator,
        IdentityMail,
        UnitOfWork,
        Clock,
        DomainEvents,
        VerifiedTradieBonus,
      ],
      useFactory: (
        accounts: AccountService,
        repository: AccountRepository,
        tokens: EmailVerificationTokenStore,
        secrets: SecretTokenGenerator,
        mail: IdentityMail,
        uow: UnitOfWork,
        clock: Clock,
        events: DomainEvents,
        bonus: VerifiedTradieBonus,
      ) =>
        new EmailVerificationService(
          accounts,
          repository,
          tokens,
          secrets,
          mail,
          uow,
          clock,
          events,
          bonus,
        ),
    },
    {
      provide: SessionResolver,
      inject: [SessionService, AccountService],
      useFactory: (sessions: SessionService, accounts: AccountService) =>
        new SessionResolver(sessions, accounts),
    },
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
    { provide: VerificationStore, useClass: SqlVerificationStore },
    {
      provide: TradieApprovalService,
      inject: [
        AccountService,
        AbnVerificationService,
        LicenceVerificationService,
        VerificationStore,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        accounts: AccountService,
        abn: AbnVerificationService,
        licences: LicenceVerificationService,
        store: VerificationStore,
        uow: UnitOfWork,
        clock: Clock,
      ) => new TradieApprovalService(accounts, abn, licences, store, uow, clock),
    },
    {
      provide: ResubmissionService,
      inject: [
        AccountService,
        AbnVerificationService,
        LicenceVerificationService,
        VerificationStore,
        PostcodeDirectory,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        accounts: AccountService,
        abn: AbnVerificationService,
        licences: LicenceVerificationService,
        store: VerificationStore,
        postcodes: PostcodeDirectory,
        uow: UnitOfWork,
        clock: Clock,
      ) => new ResubmissionService(accounts, abn, licences, store, postcodes, uow, clock),
    },
    AbnCheckResumer,
    CsrfTokens,
    AdminBootstrap,
    // Order matters: CSRF is checked before the session, limits after it (by account).
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [
    AccountService,
    AccountProfileFields,
    EmailVerificationService,
    LicenceVerificationService,
    MailRecipients,
    PushDevices,
    SessionResolver,
    SessionService,
    SignupFacts,
    TradieMatcher,
  ],
})
export class IdentityModule implements OnModuleInit {
  private readonly logger = new Logger('AbnChecks');

  constructor(
    private readonly events: DomainEvents,
    private readonly abnChecks: AbnVerificationService,
    private readonly emailVerification: EmailVerificationService,
    private readonly licences: LicenceVerificationService,
  ) {}

  /**
   * A sign-up mails its verification link; a tradie's queues the ABN check (recorded with the
   * account, run after commit).
   */
  onModuleInit(): void {
    // Once the account exists: a mail transport that fails never undoes a sign-up (the
    // person asks for another link).
    this.events.subscribe(
      USER_REGISTERED,
      (event) => this.emailVerification.sendLink(event.aggregateId),
      'after_commit',
    );
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
