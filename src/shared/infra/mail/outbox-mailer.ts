import { Injectable } from '@nestjs/common';
import { type MailMessage, Mailer } from '../../domain/mailer.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

/** The local default: mail is written to the mail_outbox table (inside the caller's transaction). */
@Injectable()
export class OutboxMailer extends Mailer {
  readonly kind = 'outbox' as const;

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.uow
      .manager()
      .query(
        'INSERT INTO mail_outbox (to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
        [message.to, message.subject, message.text, message.html ?? null],
      );
  }
}
