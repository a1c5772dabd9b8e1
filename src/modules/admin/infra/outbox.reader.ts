import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '../../../shared/infra/database/typeorm-unit-of-work.js';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** Reads the local mail outbox for the admin area (the mail port's default adapter writes it). */
@Injectable()
export class OutboxReader {
  constructor(private readonly uow: TypeOrmUnitOfWork) {}

  async latest(limit: number, to?: string): Promise<OutboxMail[]> {
    const rows: {
      id: string;
      to_address: string;
      subject: string;
      text_body: string;
      created_at: Date;
    }[] = await this.uow.manager().query(
      `SELECT id, to_address, subject, text_body, created_at FROM mail_outbox
          WHERE ($1::text IS NULL OR to_address = $1) ORDER BY created_at DESC LIMIT $2`,
      [to ?? null, limit],
    );
    return rows.map((r) => ({
      id: r.id,
      to: r.to_address,
      subject: r.subject,
      text: r.text_body,
      createdAt: r.created_at,
    }));
  }
}
