import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { ERASED_TEXT } from '../domain/profile-rules.js';
import { MessageArchive } from '../domain/ports.js';

/**
 * Reads and erases a person's messages in the messaging module's tables (`conversations`,
 * `messages`). It checks the tables exist first, so the profiles module also works in a
 * database without messaging; the messaging module may bind its own MessageArchive instead.
 */
@Injectable()
export class TableMessageArchive extends MessageArchive {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private async hasMessaging(): Promise<boolean> {
    const rows = await this.uow
      .manager()
      .query<{ found: boolean }[]>(
        `SELECT to_regclass('messages') IS NOT NULL AND to_regclass('conversations') IS NOT NULL AS found`,
      );
    return rows[0]?.found === true;
  }

  async forUser(userId: string): Promise<unknown[] | null> {
    if (!(await this.hasMessaging())) return null;
    return this.uow.manager().query<unknown[]>(
      `SELECT m.id, m.conversation_id, c.job_id, (m.sender_id = $1) AS sent_by_me, m.body,
              m.attachment_type, m.created_at
       FROM messages m JOIN conversations c ON c.id = m.conversation_id
       WHERE c.homeowner_id = $1 OR c.tradie_id = $1
       ORDER BY m.seq`,
      [userId],
    );
  }

  /** What the person wrote is replaced and their attachments go; the other side's stay. */
  async erase(userId: string): Promise<{ fileKeys: string[] }> {
    if (!(await this.hasMessaging())) return { fileKeys: [] };
    const [rows]: [{ key: string | null }[], number] = await this.uow.manager().query(
      `UPDATE messages m SET body = $2, attachment_key = NULL, attachment_type = NULL
       FROM messages old WHERE old.id = m.id AND m.sender_id = $1
       RETURNING old.attachment_key AS key`,
      [userId, ERASED_TEXT],
    );
    return { fileKeys: rows.flatMap((row) => (row.key ? [row.key] : [])) };
  }
}
