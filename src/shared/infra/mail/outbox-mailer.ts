import { Injectable } from '@nestjs/common';
import { type MailMessage, Mailer, MailOutbox, type OutboxMail } from '#shared/domain/mailer.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

/** The local default: mail is written to the mail_outbox table (inside the caller's transaction). */
@Injectable()
export class OutboxMailer extends Mailer {
  readonly kind = 'outbox' as const;

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, headers)
         VALUES ($1, $2, $3, $4, $5)`,
      [
        message.to,
        message.subject,
        message.text,
        message.html ?? null,
        message.headers ? JSON.stringify(message.headers) : null,
      ],
    );
  }
}

/** The query side of the outbox table, owned here beside the adapter that writes it. */
@Injectable()
export class TypeOrmMailOutbox extends MailOutbox {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async latest(limit: number, to?: string): Promise<OutboxMail[]> {
    const rows: {
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      headers: Record<string, string> | null;
      created_at: Date;
    }[] = await this.uow.manager().query(
      `SELECT id, to_address, subject, text_body, headers, created_at FROM mail_outbox
          WHERE ($1::text IS NULL OR to_address = $1) ORDER BY created_at DESC LIMIT $2`,
      [to ?? null, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      headers: r.headers,
      createdAt: r.created_at,
    }));
  }
}
