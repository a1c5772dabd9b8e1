import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '#config/app-config.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { Mailer } from '#shared/domain/mailer.js';
import { Realtime } from '#shared/domain/realtime.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { CsrfGuard, CsrfTokens } from '#shared/infra/http/csrf.js';
import { RedisConnection } from '#shared/infra/redis/redis-connection.js';
import { RateLimitGuard } from '#shared/infra/http/rate-limiter.js';
import { AccountService } from './domain/account.service.js';
import { SessionResolver } from './domain/session-resolver.js';
import {
  AccountRepository,
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
import { AdminBootstrap } from './infra/admin-bootstrap.js';
import { Argon2PasswordHasher } from './infra/argon2-password-hasher.js';
import { IDENTITY_ENTITIES } from './infra/identity.orm-entities.js';
import { CryptoSecretTokens } from './infra/crypto-secret-tokens.js';
import { JwtSessionTokens } from './infra/jwt-session-tokens.js';
import { TemplatedIdentityMail } from './infra/mail/templated-identity-mail.js';
import { TypeOrmAccountRepository } from './infra/typeorm-account.repository.js';
import { TypeOrmResetTokenStore } from './infra/typeorm-reset-token.store.js';
import {
  CachedSessionStore,
  MemorySessionCache,
  RedisSessionCache,
} from './infra/cached-session.store.js';
import { SqlSessionStore } from './infra/sql-session.store.js';

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
  controllers: [AuthController, SessionsController, AdminAccountsController],
  providers: [
    { provide: AccountRepository, useClass: TypeOrmAccountRepository },
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
    {
      provide: SessionResolver,
      inject: [SessionService, AccountService],
      useFactory: (sessions: SessionService, accounts: AccountService) =>
        new SessionResolver(sessions, accounts),
    },
    CsrfTokens,
    AdminBootstrap,
    // Order matters: CSRF is checked before the session, limits after it (by account).
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [AccountService, SessionResolver, SessionService],
})
export class IdentityModule {}
