import { Injectable } from '@nestjs/common';
import { MailRecipients } from '#modules/notifications/domain/ports.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';

/** A user's address for notification mail: none for a banned account. */
@Injectable()
export class SqlMailRecipients extends MailRecipients {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async emailOf(userId: string): Promise<string | null> {
    const rows = await this.uow
      .manager()
      .query<{ email: string }[]>(`SELECT email FROM users WHERE id = $1 AND banned_at IS NULL`, [
        userId,
      ]);
    return rows[0]?.email ?? null;
  }
}
