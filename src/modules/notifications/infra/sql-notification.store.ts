import { Injectable } from '@nestjs/common';
import {
  decodeCursor,
  encodeCursor,
  microsecondKey,
} from '#shared/infra/database/keyset-cursor.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type ChannelPreference,
  isNotificationType,
  type NewNotification,
  type Notification,
  type NotificationType,
} from '../domain/notification.js';
import { NotificationsErrors } from '../domain/notifications-errors.js';
import { type NotificationPage, NotificationStore } from '../domain/ports.js';

interface Row {
  id: string;
  user_id: string;
  type: string;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
  /** created_at with its microseconds, for the keyset cursor. */
  created_key: string;
}

const COLUMNS = `id, user_id, type, title, body, link, created_at, read_at,
  ${microsecondKey('created_at')} AS created_key`;

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    userId: row.user_id,
    // Rows are only written from NOTIFICATION_TYPES; an unknown one is shown as a message.
    type: isNotificationType(row.type) ? row.type : 'message_received',
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

@Injectable()
export class SqlNotificationStore extends NotificationStore {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async insertOnce(n: NewNotification): Promise<Notification | null> {
    const rows = await this.uow.manager().query<Row[]>(
      `INSERT INTO notifications (user_id, type, title, body, link, source_event_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, type, source_event_id) DO NOTHING
       RETURNING ${COLUMNS}`,
      [n.userId, n.type, n.title.slice(0, 200), n.body.slice(0, 1000), n.link, n.sourceEventId],
    );
    return rows[0] ? toNotification(rows[0]) : null;
  }

  async page(userId: string, limit: number, cursor?: string): Promise<NotificationPage> {
    const after = cursor ? decodeCursor(cursor, ['instant', 'uuid']) : null;
    if (cursor && !after) throw NotificationsErrors.invalidCursor();
    const rows = await this.uow.manager().query<Row[]>(
      `SELECT ${COLUMNS} FROM notifications
        WHERE user_id = $1
          AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
        ORDER BY created_at DESC, id DESC
        LIMIT $4`,
      [userId, after?.[0] ?? null, after?.[1] ?? null, limit + 1],
    );
    const items = rows.slice(0, limit);
    const last = items[items.length - 1];
    return {
      items: items.map(toNotification),
      nextCursor: last && rows.length > limit ? encodeCursor([last.created_key, last.id]) : null,
    };
  }

  async unreadCount(userId: string): Promise<number> {
    const rows = await this.uow
      .manager()
      .query<{ unread: number }[]>(
        `SELECT count(*)::int AS unread FROM notifications WHERE user_id = $1 AND read_at IS NULL`,
        [userId],
      );
    return rows[0]?.unread ?? 0;
  }

  async markRead(userId: string, id: string, at: Date): Promise<boolean> {
    const rows = await this.uow.manager().query<{ id: string }[]>(
      `WITH marked AS (
         UPDATE notifications SET read_at = COALESCE(read_at, $3)
          WHERE id = $2 AND user_id = $1 RETURNING id)
       SELECT id FROM marked`,
      [userId, id, at],
    );
    return rows.length > 0;
  }

  async markAllRead(userId: string, at: Date): Promise<void> {
    await this.uow
      .manager()
      .query(`UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL`, [
        userId,
        at,
      ]);
  }

  async preferences(userId: string): Promise<Partial<Record<NotificationType, ChannelPreference>>> {
    const rows = await this.uow
      .manager()
      .query<{ type: string; email: boolean; push: boolean }[]>(
        `SELECT type, email, push FROM notification_preferences WHERE user_id = $1`,
        [userId],
      );
    const out: Partial<Record<NotificationType, ChannelPreference>> = {};
    for (const row of rows) {
      if (isNotificationType(row.type)) out[row.type] = { email: row.email, push: row.push };
    }
    return out;
  }

  async savePreferences(
    userId: string,
    choices: { type: NotificationType; email: boolean; push: boolean }[],
  ): Promise<void> {
    if (choices.length === 0) return;
    await this.uow.manager().query(
      `INSERT INTO notification_preferences (user_id, type, email, push)
       SELECT $1, t, e, p FROM unnest($2::text[], $3::boolean[], $4::boolean[]) AS c(t, e, p)
       ON CONFLICT (user_id, type) DO UPDATE SET email = EXCLUDED.email, push = EXCLUDED.push`,
      [userId, choices.map((c) => c.type), choices.map((c) => c.email), choices.map((c) => c.push)],
    );
  }
}
