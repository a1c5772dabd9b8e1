import { Injectable } from '@nestjs/common';
import type { ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Work photos in a data export; photos, exports and email-change tokens erased. */
@Injectable()
export class SqlProfilesAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [workPhotos] = await this.each(userId, [
      `SELECT id, width, height, bytes, created_at FROM tradie_work_photos
         WHERE tradie_id = $1 ORDER BY created_at`,
    ]);
    return { workPhotos };
  }

  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    const files = await this.query<{ key: string }[]>(
      `SELECT storage_key AS key FROM tradie_work_photos WHERE tradie_id = $1
       UNION ALL SELECT storage_key FROM data_exports WHERE user_id = $1 AND storage_key IS NOT NULL`,
      [userId],
    );
    await this.query(`DELETE FROM tradie_work_photos WHERE tradie_id = $1`, [userId]);
    await this.query(`DELETE FROM email_change_tokens WHERE user_id = $1`, [userId]);
    await this.query(`DELETE FROM data_exports WHERE user_id = $1`, [userId]);
    return { fileKeys: files.map((f) => f.key) };
  }
}
