import { Injectable } from '@nestjs/common';
import type { ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** The person's inbox in a data export; on erasure their inbox and settings go. */
@Injectable()
export class SqlNotificationsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [notifications] = await this.each(userId, [
      `SELECT id, type, title, body, link, created_at, read_at FROM notifications
       WHERE user_id = $1 ORDER BY created_at`,
    ]);
    return { notifications };
  }

  /** What others were notified of stays theirs. */
  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    await this.query(`DELETE FROM notifications WHERE user_id = $1`, [userId]);
    await this.query(`DELETE FROM notification_preferences WHERE user_id = $1`, [userId]);
    return { fileKeys: [] };
  }
}
