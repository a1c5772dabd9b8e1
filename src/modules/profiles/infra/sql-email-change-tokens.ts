import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { EmailChangeTokens } from '../domain/ports.js';

@Injectable()
export class SqlEmailChangeTokens extends EmailChangeTokens {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async save(userId: string, newEmail: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO email_change_tokens (user_id, new_email, token_hash, expires_at)
       VALUES ($1, $2, $3, $4)`,
      [userId, newEmail, tokenHash, expiresAt],
    );
  }

  async consume(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; newEmail: string } | null> {
    // One statement: the same link opened twice at once changes the email once.
    const [rows]: [{ user_id: string; new_email: string }[], number] = await this.uow
      .manager()
      .query(
        `UPDATE email_change_tokens SET used_at = $2
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
         RETURNING user_id, new_email`,
        [tokenHash, now],
      );
    const row = rows[0];
    if (!row) return null;
    // Older links of the same user are spent too: only the newest request counts.
    await this.uow
      .manager()
      .query(`UPDATE email_change_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [
        row.user_id,
        now,
      ]);
    return { userId: row.user_id, newEmail: row.new_email };
  }
}
