import { Injectable } from '@nestjs/common';
import { ERASED_TEXT, type ErasedAccount } from '#shared/domain/account-data.js';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Both sides of the person's conversations in a data export; what they wrote erased. */
@Injectable()
export class SqlMessagingAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const messages = await this.query<unknown[]>(
      `SELECT m.id, m.conversation_id, c.job_id, (m.sender_id = $1) AS sent_by_me, m.body,
              m.attachment_type, m.created_at
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.homeowner_id = $1 OR c.tradie_id = $1
       ORDER BY m.seq`,
      [userId],
    );
    return { messages };
  }

  /** What the person wrote is replaced and their attachments go; the other side's stay. */
  async erase({ userId }: ErasedAccount): Promise<{ fileKeys: string[] }> {
    const [rows]: [{ key: string | null }[], number] = await this.query(
      `UPDATE messages m SET body = $2, attachment_key = NULL, attachment_type = NULL
       FROM messages old WHERE old.id = m.id AND m.sender_id = $1
       RETURNING old.attachment_key AS key`,
      [userId, ERASED_TEXT],
    );
    return { fileKeys: rows.flatMap((row) => (row.key ? [row.key] : [])) };
  }
}
