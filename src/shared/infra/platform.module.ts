import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '../../config/app-config.js';
import { Clock, SystemClock } from '../domain/clock.js';
import { Mailer } from '../domain/mailer.js';
import { TypeOrmUnitOfWork } from './database/typeorm-unit-of-work.js';
import { OutboxMailer } from './mail/outbox-mailer.js';
import { SmtpMailer } from './mail/smtp-mailer.js';

/** Adapters every module may use: the clock and the mail port. */
@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    {
      provide: Mailer,
      inject: [ConfigService, TypeOrmUnitOfWork],
      useFactory: (config: ConfigService<AppConfig, true>, uow: TypeOrmUnitOfWork) => {
        const mail = config.get('mail', { infer: true });
        return mail.smtpUrl ? new SmtpMailer(mail.smtpUrl, mail.from) : new OutboxMailer(uow);
      },
    },
  ],
  exports: [Clock, Mailer],
})
export class PlatformModule {}
