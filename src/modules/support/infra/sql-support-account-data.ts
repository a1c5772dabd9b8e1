import { Injectable } from '@nestjs/common';
import { ERASED_TEXT, FORMER_MEMBER, type ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** The person's enquiries in a data export; on erasure, also those sent from their address. */
@Injectable()
export class SqlSupportAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [enquiries] = await this.each(userId, [
      `SELECT id, kind, name, email, subject, message, rating, created_at
         FROM enquiries WHERE user_id = $1 ORDER BY created_at`,
    ]);
    return { enquiries };
  }

  async erase({ userId, email }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    await this.query(
      `UPDATE enquiries SET name = $3, email = NULL, subject = NULL, message = $2
       WHERE user_id = $1 OR email = $4`,
      [userId, ERASED_TEXT, FORMER_MEMBER, email],
    );
    return { fileKeys: [] };
  }
}
