import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { Clock } from '../../shared/domain/clock.js';
import { Mailer } from '../../shared/domain/mailer.js';
import { UnitOfWork } from '../../shared/domain/unit-of-work.js';
import { AccountService } from './domain/account.service.js';
import { AccountRepository, PasswordHasher, ResetTokenStore } from './domain/ports.js';
import { AdminAccountsController } from './http/admin-accounts.controller.js';
import { AuthController } from './http/auth.controller.js';
import { CsrfGuard } from './http/csrf.guard.js';
import { perEmailRateLimit } from './http/rate-limits.js';
import { SessionGuard } from './http/session.guard.js';
import { TradieProfileController } from './http/tradie-profile.controller.js';
import { AdminBootstrap } from './infra/admin-bootstrap.js';
import { Argon2PasswordHasher } from './infra/argon2-password-hasher.js';
import { IDENTITY_ENTITIES } from './infra/identity.orm-entities.js';
import { SessionTokens, SESSION_TTL_SECONDS } from './infra/session-tokens.js';
import { TypeOrmAccountRepository } from './infra/typeorm-account.repository.js';
import { TypeOrmResetTokenStore } from './infra/typeorm-reset-token.store.js';

@Module({
  imports: [
    TypeOrmModule.forFeature(IDENTITY_ENTITIES),
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService<AppConfig, true>) => ({
        secret: config.get('session', { infer: true }).secret,
        signOptions: { algorithm: 'HS256', expiresIn: SESSION_TTL_SECONDS },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [AuthController, TradieProfileController, AdminAccountsController],
  providers: [
    { provide: AccountRepository, useClass: TypeOrmAccountRepository },
    { provide: ResetTokenStore, useClass: TypeOrmResetTokenStore },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    {
      provide: AccountService,
      inject: [
        AccountRepository,
        PasswordHasher,
        ResetTokenStore,
        Mailer,
        UnitOfWork,
        Clock,
        ConfigService,
      ],
      useFactory: (
        accounts: AccountRepository,
        hasher: PasswordHasher,
        tokens: ResetTokenStore,
        mailer: Mailer,
        uow: UnitOfWork,
        clock: Clock,
        config: ConfigService<AppConfig, true>,
      ) =>
        new AccountService(accounts, hasher, tokens, mailer, uow, clock, {
          appUrl: config.get('appUrl', { infer: true }),
        }),
    },
    SessionTokens,
    AdminBootstrap,
    // Order matters: CSRF is checked before the session.
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AccountService],
})
export class IdentityModule implements NestModule {
  constructor(private readonly config: ConfigService<AppConfig, true>) {}

  configure(consumer: MiddlewareConsumer): void {
    const { login, forgotPassword, windowMs } = this.config.get('rateLimit', { infer: true });
    consumer
      .apply(perEmailRateLimit(login, windowMs))
      .forRoutes({ path: 'auth/login', method: RequestMethod.POST });
    consumer
      .apply(perEmailRateLimit(forgotPassword, windowMs))
      .forRoutes({ path: 'auth/forgot-password', method: RequestMethod.POST });
  }
}
