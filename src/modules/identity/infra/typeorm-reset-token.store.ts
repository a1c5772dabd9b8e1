import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { ResetTokenStore } from '../domain/ports.js';

@Injectable()
export class TypeOrmResetTokenStore extends ResetTokenStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async save(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.uow
      .manager()
      .query(
        'INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)',
        [userId, tokenHash, expiresAt],
      );
  }

  async peek(tokenHash: string, now: Date): Promise<string | null> {
    const rows: { user_id: string }[] = await this.uow
      .manager()
      .query(
        'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
        [tokenHash, now],
      );
    return rows[0]?.user_id ?? null;
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    // One statement: two concurrent resets with the same token cannot both win.
    // TypeORM answers an UPDATE with [rows, rowCount].
    const [rows]: [{ user_id: string }[], number] = await this.uow.manager().query(
      `UPDATE password_reset_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id`,
      [tokenHash, now],
    );
    const userId = rows[0]?.user_id;
    if (!userId) return null;
    await this.uow
      .manager()
      .query(
        'UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL',
        [userId, now],
      );
    return userId;
  }
}
