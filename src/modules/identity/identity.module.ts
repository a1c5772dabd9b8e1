import { createSecretKey } from 'node:crypto';
import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SignupFacts } from '#modules/dashboard/domain/ports.js';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents, type EventPayload } from '#shared/domain/domain-events.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import { Mailer } from '#shared/domain/mailer.js';
import { Realtime } from '#shared/domain/realtime.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CsrfGuard, CsrfTokens } from '#shared/infra/http/csrf.js';
import { RedisConnection } from '#shared/infra/redis/redis-connection.js';
import { RateLimitGuard } from '#shared/infra/http/rate-limiter.js';
import { AccountService, USER_REGISTERED } from './domain/account.service.js';
import { EmailVerificationService } from './domain/email-verification.service.js';
import { AbnVerificationService } from './domain/verification/abn-verification.service.js';
import { BusinessRegistry } from './domain/verification/business-registry.js';
import { AbnCheckQueue, AbnCheckStore, VerificationStore } from './domain/verification/ports.js';
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

@Module({
  imports: [
    TypeOrmModule.forFeature(IDENTITY_ENTITIES),
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
    { provide: AccountRepository, useClass: TypeOrmAccountRepository },
    { provide: SignupFacts, useClass: SqlSignupFacts },
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
      useFactory: (config: ConfigService<AppConfig, true>) => {
        const logger = new Logger('AbnCheckQueue');
        const url = config.get('database', { infer: true }).url;
        if (!url) throw new Error('DATABASE_URL was not resolved before the app started');
        return new PgBossAbnCheckQueue({
          connectionString: url,
          expireInSeconds: 120,
          // Retries with backoff (15 s, 30 s, … about a day); the resumer picks it up after that.
          retryLimit: 12,
          retryDelay: config.get('registries', { infer: true }).retrySeconds,
          pollingIntervalSeconds: 2,
          maintenanceIntervalSeconds: 60,
          concurrency: 1,
          onError: (error) => logger.error(error.message),
        });
      },
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
    { provide: VerificationStore, useClass: SqlVerificationStore },
    {
      provide: TradieApprovalService,
      inject: [AccountService, AbnVerificationService, VerificationStore, UnitOfWork, Clock],
      useFactory: (
        accounts: AccountService,
        abn: AbnVerificationService,
        store: VerificationStore,
        uow: UnitOfWork,
        clock: Clock,
      ) => new TradieApprovalService(accounts, abn, store, uow, clock),
    },
    {
      provide: ResubmissionService,
      inject: [AccountService, AbnVerificationService, VerificationStore, UnitOfWork, Clock],
      useFactory: (
        accounts: AccountService,
        abn: AbnVerificationService,
        store: VerificationStore,
        uow: UnitOfWork,
        clock: Clock,
      ) => new ResubmissionService(accounts, abn, store, uow, clock),
    },
    AbnCheckResumer,
    CsrfTokens,
    AdminBootstrap,
    // Order matters: CSRF is checked before the session, limits after it (by account).
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [AccountService, EmailVerificationService, SessionResolver, SessionService, SignupFacts],
})
export class IdentityModule implements OnModuleInit {
  private readonly logger = new Logger('AbnChecks');

  constructor(
    private readonly events: DomainEvents,
    private readonly abnChecks: AbnVerificationService,
    private readonly emailVerification: EmailVerificationService,
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
  }
}
