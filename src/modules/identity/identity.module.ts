import { createSecretKey } from 'node:crypto';
import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { SignupFacts } from '#modules/dashboard/domain/ports.js';
import { MailRecipients, PushDevices, TradieMatcher } from '#modules/notifications/domain/ports.js';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { Mailer } from '#shared/domain/mailer.js';
import { Realtime } from '#shared/domain/realtime.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CsrfGuard, CsrfTokens } from '#shared/infra/http/csrf.js';
import { RedisConnection } from '#shared/infra/redis/redis-connection.js';
import { RateLimitGuard } from '#shared/infra/http/rate-limiter.js';
import { AccountService, USER_REGISTERED } from './domain/account.service.js';
import {
  EmailVerificationService,
  VerifiedTradieBonus,
} from './domain/email-verification.service.js';
import { AbnVerificationService } from './domain/verification/abn-verification.service.js';
import { LicenceVerificationService } from './domain/verification/licence-verification.service.js';
import {
  DecidedTradieDocuments,
  RegistryCheckRequests,
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
import { SqlVerificationStore } from './infra/verification/sql-verification.store.js';
import { SqlIdentityAccountData } from './infra/sql-identity-account-data.js';
import { AuditLog } from '#modules/admin/domain/audit.js';
import { AuditLogModule } from '../admin/audit-log.module.js';
import { CreditLedgerModule } from '../credits/credit-ledger.module.js';
import { IdDocumentDecisionsModule } from '../id-documents/id-document-decisions.module.js';
import { VerificationQueuesModule } from './verification-queues.module.js';
import { AccountProfileFields } from './domain/profile-fields.js';
import { SqlAccountProfileFields } from './infra/sql-account-profile-fields.js';

@Module({
  imports: [
    TypeOrmModule.forFeature(IDENTITY_ENTITIES),
    // The ledger's own module, which imports nothing back: the verification grants the bonus.
    CreditLedgerModule,
    // Modules that import nothing back: a tradie verification decision writes its audit row
    // and starts the ID document's retention in its own transaction.
    AuditLogModule,
    IdDocumentDecisionsModule,
    VerificationQueuesModule,
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
        RegistryCheckRequests,
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
        registryChecks: RegistryCheckRequests,
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
          registryChecks,
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
    { provide: VerificationStore, useClass: SqlVerificationStore },
    {
      provide: TradieApprovalService,
      inject: [
        AccountService,
        AbnVerificationService,
        LicenceVerificationService,
        VerificationStore,
        RegistryCheckRequests,
        DecidedTradieDocuments,
        AuditLog,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        accounts: AccountService,
        abn: AbnVerificationService,
        licences: LicenceVerificationService,
        store: VerificationStore,
        registryChecks: RegistryCheckRequests,
        documents: DecidedTradieDocuments,
        audit: AuditLog,
        uow: UnitOfWork,
        clock: Clock,
      ) =>
        new TradieApprovalService(
          accounts,
          abn,
          licences,
          store,
          registryChecks,
          documents,
          audit,
          uow,
          clock,
        ),
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
    CsrfTokens,
    AdminBootstrap,
    // Order matters: CSRF is checked before the session, limits after it (by account).
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [
    VerificationQueuesModule,
    AccountService,
    AccountProfileFields,
    EmailVerificationService,
    MailRecipients,
    PushDevices,
    SessionResolver,
    SessionService,
    SignupFacts,
    TradieMatcher,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly emailVerification: EmailVerificationService,
  ) {}

  /** A sign-up mails its verification link (the checks it queues: VerificationQueuesModule). */
  onModuleInit(): void {
    // Once the account exists, as a durable consumer: a mail that fails never undoes a sign-up,
    // and the relay sends it again until it goes (an after-commit handler lost it for good).
    this.events.consume('identity.verification-link', [USER_REGISTERED], (event) =>
      this.emailVerification.sendFirstLink(event.aggregateId),
    );
  }
}
