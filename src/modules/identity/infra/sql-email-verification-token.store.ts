import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { EmailVerificationTokenStore } from '../domain/ports.js';

@Injectable()
export class SqlEmailVerificationTokenStore extends EmailVerificationTokenStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async replace(userId: string, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.uow.run(async () => {
      const manager = this.uow.manager();
      await manager.query(
        `UPDATE email_verification_tokens SET used_at = now()
          WHERE user_id = $1 AND used_at IS NULL`,
        [userId],
      );
      await manager.query(
        `INSERT INTO email_verification_tokens (user_id, email, token_hash, expires_at)
         VALUES ($1, $2, $3, $4)`,
        [userId, email, tokenHash, expiresAt],
      );
    });
  }

  async consume(tokenHash: string, now: Date) {
    // One statement spends it: of two clicks on one link, one wins.
    const [rows] = await this.uow.manager().query<[{ user_id: string; email: string }[], number]>(
      `UPDATE email_verification_tokens SET used_at = $2
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
        RETURNING user_id, email`,
      [tokenHash, now],
    );
    const spent = rows[0];
    if (spent) return { kind: 'ok' as const, userId: spent.user_id, email: spent.email };
    const known = await this.uow
      .manager()
      .query<{ used: boolean }[]>(
        `SELECT used_at IS NOT NULL AS used FROM email_verification_tokens WHERE token_hash = $1`,
        [tokenHash],
      );
    if (!known[0]) return { kind: 'unknown' as const };
    return { kind: known[0].used ? ('used' as const) : ('expired' as const) };
  }
}
