import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type Conversation,
  type Message,
  type Participant,
  participantOf,
} from '../domain/message.js';
import { MessagingErrors } from '../domain/messaging-errors.js';
import {
  ConversationRepository,
  type ConversationSummary,
  type MessageHit,
  MessageRepository,
  type NewMessage,
  type StoredMessage,
} from '../domain/ports.js';

interface ConversationRow {
  id: string;
  job_id: string;
  homeowner_id: string;
  tradie_id: string;
  homeowner_read_seq: string;
  tradie_read_seq: string;
  closed_reason: string | null;
}

interface MessageRow {
  id: string;
  seq: string;
  conversation_id: string;
  sender_id: string;
  client_id: string;
  body: string;
  attachment_key: string | null;
  attachment_type: string | null;
  created_at: Date;
  deleted_at: Date | null;
}

const CONVERSATION_COLUMNS =
  'id, job_id, homeowner_id, tradie_id, homeowner_read_seq, tradie_read_seq, closed_reason';

/** The send statement's row: the locked conversation, the new message (if any) and new marks. */
interface SendRow extends ConversationRow {
  inserted: (Omit<MessageRow, 'created_at' | 'deleted_at'> & Record<string, unknown>) | null;
  new_homeowner_read_seq: string | null;
  new_tradie_read_seq: string | null;
}

function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    jobId: row.job_id,
    homeownerId: row.homeowner_id,
    tradieId: row.tradie_id,
    homeownerReadSeq: Number(row.homeowner_read_seq),
    tradieReadSeq: Number(row.tradie_read_seq),
    closedReason: row.closed_reason,
  };
}

/** A message row that came back as JSON: its times are strings there. */
function fromJson(json: NonNullable<SendRow['inserted']>): MessageRow {
  const at = (value: unknown) => (typeof value === 'string' ? new Date(value) : null);
  return { ...json, created_at: at(json.created_at)!, deleted_at: at(json.deleted_at) };
}

const MESSAGE_COLUMNS =
  'id, seq, conversation_id, sender_id, client_id, body, attachment_key, attachment_type, created_at, deleted_at';

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    seq: Number(row.seq),
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    clientId: row.client_id,
    body: row.body,
    attachment:
      row.attachment_key && row.attachment_type
        ? { key: row.attachment_key, contentType: row.attachment_type }
        : null,
    createdAt: row.created_at,
    deletedAt: row.deleted_at,
  };
}

@Injectable()
export class SqlConversationRepository extends ConversationRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async open(jobId: string, tradieId: string, homeownerId: string, at: Date): Promise<void> {
    await this.uow.manager().query(
      `INSERT INTO conversations (job_id, tradie_id, homeowner_id, created_at)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (job_id, tradie_id) DO NOTHING`,
      [jobId, tradieId, homeownerId, at],
    );
  }

  async close(jobId: string, tradieId: string, reason: string, at: Date): Promise<void> {
    await this.uow.manager().query(
      `UPDATE conversations SET closed_at = $4, closed_reason = $3
        WHERE job_id = $1 AND tradie_id = $2 AND closed_at IS NULL`,
      [jobId, tradieId, reason, at],
    );
  }

  async closeAllForJob(jobId: string, reason: string, at: Date): Promise<void> {
    await this.uow.manager().query(
      `UPDATE conversations SET closed_at = $3, closed_reason = $2
        WHERE job_id = $1 AND closed_at IS NULL`,
      [jobId, reason, at],
    );
  }

  async findById(id: string): Promise<Conversation | null> {
    const rows = await this.uow
      .manager()
      .query<ConversationRow[]>(`SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE id = $1`, [
        id,
      ]);
    return rows[0] ? toConversation(rows[0]) : null;
  }

  async listFor(userId: string): Promise<ConversationSummary[]> {
    const rows = await this.uow.manager().query<
      {
        id: string;
        job_id: string;
        job_title: string;
        other_id: string;
        other_name: string;
        last_seq: string | null;
        last_body: string | null;
        last_sender: string | null;
        last_at: Date | null;
        unread: number;
        closed_reason: string | null;
      }[]
    >(
      `SELECT c.id, c.job_id, j.title AS job_title, c.closed_reason,
              o.id AS other_id,
              o.display_name AS other_name,
              m.seq AS last_seq, m.sender_id AS last_sender,
              CASE WHEN m.deleted_at IS NULL THEN m.body ELSE 'Message deleted' END AS last_body,
              m.created_at AS last_at,
              (SELECT count(*)::int FROM messages u
                WHERE u.conversation_id = c.id AND u.sender_id <> $1
                  AND u.seq > CASE WHEN c.homeowner_id = $1 THEN c.homeowner_read_seq
                                   ELSE c.tradie_read_seq END) AS unread
         FROM conversations c
         JOIN jobs_public j ON j.id = c.job_id
         JOIN identity_user_names o
           ON o.id = CASE WHEN c.homeowner_id = $1 THEN c.tradie_id ELSE c.homeowner_id END
         LEFT JOIN LATERAL (
           SELECT seq, body, sender_id, created_at, deleted_at FROM messages
            WHERE conversation_id = c.id ORDER BY seq DESC LIMIT 1) m ON true
        WHERE c.homeowner_id = $1 OR c.tradie_id = $1
        ORDER BY COALESCE(m.created_at, c.created_at) DESC, c.id
        LIMIT 500`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      jobId: row.job_id,
      jobTitle: row.job_title,
      otherParty: { id: row.other_id, name: row.other_name },
      lastMessage:
        row.last_seq !== null && row.last_sender !== null && row.last_at !== null
          ? {
              seq: Number(row.last_seq),
              body: row.last_body ?? '',
              senderId: row.last_sender,
              createdAt: row.last_at,
            }
          : null,
      unread: row.unread,
      closedReason: row.closed_reason,
    }));
  }

  async unreadTotal(userId: string): Promise<number> {
    const rows = await this.uow.manager().query<{ unread: number }[]>(
      `SELECT count(*)::int AS unread
         FROM conversations c JOIN messages m ON m.conversation_id = c.id
        WHERE (c.homeowner_id = $1 AND m.seq > c.homeowner_read_seq
               OR c.tradie_id = $1 AND m.seq > c.tradie_read_seq)
          AND m.sender_id <> $1`,
      [userId],
    );
    return rows[0]?.unread ?? 0;
  }

  async markRead(
    conversationId: string,
    side: Participant,
    seq: number,
    at: Date,
  ): Promise<number> {
    const column = side === 'homeowner' ? 'homeowner_read_seq' : 'tradie_read_seq';
    // The first time the homeowner's mark covers a tradie message is kept (dead-lead read model).
    const firstRead =
      side === 'homeowner'
        ? `, homeowner_read_at = COALESCE(c.homeowner_read_at, CASE WHEN EXISTS (
             SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.sender_id = c.tradie_id
                AND m.seq <= GREATEST(c.homeowner_read_seq, $2::bigint)) THEN $3::timestamptz END)`
        : '';
    const rows = await this.uow.manager().query<{ read_seq: string }[]>(
      // A CTE: TypeORM answers a bare UPDATE … RETURNING as [rows, count].
      `WITH moved AS (
         UPDATE conversations c
            SET ${column} = GREATEST(c.${column}, LEAST($2::bigint,
                  COALESCE((SELECT max(seq) FROM messages WHERE conversation_id = c.id), 0)))
                ${firstRead}
          WHERE c.id = $1
          RETURNING ${column} AS read_seq)
       SELECT read_seq FROM moved`,
      side === 'homeowner' ? [conversationId, seq, at] : [conversationId, seq],
    );
    return Number(rows[0]?.read_seq ?? 0);
  }
}

@Injectable()
export class SqlMessageRepository extends MessageRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async insertOnce(message: NewMessage): Promise<StoredMessage> {
    const manager = this.uow.manager();
    // One statement: the conversation locked first (one writer per conversation at a time, so
    // seq order is commit order and "after seq N" never skips a message that commits late),
    // the message only from a participant into an open conversation, then the conversation's
    // last seq, the tradie's first message and the sender's read mark. The homeowner's first
    // read of a tradie message: a tradie message exists exactly when tradie_first_message_at
    // is set, and the new mark covers every message (the new one is the last, under the lock).
    const [row] = await manager.query<SendRow[]>(
      `WITH conv AS (
         SELECT ${CONVERSATION_COLUMNS} FROM conversations WHERE id = $1 FOR UPDATE),
       ins AS (
         INSERT INTO messages (conversation_id, sender_id, client_id, body, attachment_key, attachment_type)
         SELECT conv.id, $2, $3, $4, $5, $6 FROM conv
          WHERE $2::uuid IN (conv.homeowner_id, conv.tradie_id) AND conv.closed_reason IS NULL
         ON CONFLICT (conversation_id, sender_id, client_id) DO NOTHING
         RETURNING ${MESSAGE_COLUMNS}),
       upd AS (
         UPDATE conversations c
            SET last_message_seq = GREATEST(c.last_message_seq, ins.seq),
                tradie_first_message_at = COALESCE(c.tradie_first_message_at,
                  CASE WHEN c.tradie_id = $2 THEN $7::timestamptz END),
                tradie_read_seq = CASE WHEN c.tradie_id = $2
                  THEN GREATEST(c.tradie_read_seq, ins.seq) ELSE c.tradie_read_seq END,
                homeowner_read_seq = CASE WHEN c.homeowner_id = $2
                  THEN GREATEST(c.homeowner_read_seq, ins.seq) ELSE c.homeowner_read_seq END,
                homeowner_read_at = CASE WHEN c.homeowner_id = $2 AND c.tradie_first_message_at IS NOT NULL
                  THEN COALESCE(c.homeowner_read_at, $7::timestamptz) ELSE c.homeowner_read_at END
           FROM ins WHERE c.id = ins.conversation_id
          RETURNING c.homeowner_read_seq AS new_homeowner_read_seq,
                    c.tradie_read_seq AS new_tradie_read_seq)
       SELECT conv.*, to_jsonb(ins) AS inserted, upd.*
         FROM conv LEFT JOIN ins ON true LEFT JOIN upd ON true`,
      [
        message.conversationId,
        message.senderId,
        message.clientId,
        message.body,
        message.attachment?.key ?? null,
        message.attachment?.contentType ?? null,
        message.sentAt,
      ],
    );
    if (!row) throw MessagingErrors.conversationNotFound();
    const conversation = toConversation(row);
    if (!participantOf(conversation, message.senderId)) throw MessagingErrors.notAParticipant();
    if (conversation.closedReason) throw MessagingErrors.closed(conversation.closedReason);
    if (row.inserted) {
      conversation.homeownerReadSeq = Number(row.new_homeowner_read_seq);
      conversation.tradieReadSeq = Number(row.new_tradie_read_seq);
      return { message: toMessage(fromJson(row.inserted)), duplicate: false, conversation };
    }
    // A repeat: its first try may have committed after this statement's snapshot was taken,
    // so it is read by a statement of its own.
    const existing = await manager.query<MessageRow[]>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
        WHERE conversation_id = $1 AND sender_id = $2 AND client_id = $3`,
      [message.conversationId, message.senderId, message.clientId],
    );
    return { message: toMessage(existing[0]), duplicate: true, conversation };
  }

  async after(conversationId: string, afterSeq: number, limit: number): Promise<Message[]> {
    const rows = await this.uow.manager().query<MessageRow[]>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages
        WHERE conversation_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
      [conversationId, afterSeq, limit],
    );
    return rows.map(toMessage);
  }

  async findById(conversationId: string, messageId: string): Promise<Message | null> {
    const rows = await this.uow
      .manager()
      .query<MessageRow[]>(
        `SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = $1 AND id = $2`,
        [conversationId, messageId],
      );
    return rows[0] ? toMessage(rows[0]) : null;
  }

  async markDeleted(
    conversationId: string,
    messageId: string,
    at: Date,
  ): Promise<{ message: Message; fileKey: string | null }> {
    const [rows] = await this.uow
      .manager()
      .query<[(MessageRow & { old_key: string | null })[], number]>(
        `UPDATE messages m
          SET body = '', attachment_key = NULL, attachment_type = NULL,
              deleted_at = COALESCE(m.deleted_at, $3)
         FROM messages old
        WHERE old.id = m.id AND m.conversation_id = $1 AND m.id = $2
        RETURNING ${MESSAGE_COLUMNS.split(', ')
          .map((c) => `m.${c}`)
          .join(', ')},
                  old.attachment_key AS old_key`,
        [conversationId, messageId, at],
      );
    const row = rows[0];
    if (!row) throw new Error(`No message ${messageId}`);
    return { message: toMessage(row), fileKey: row.old_key };
  }

  async latest(conversationId: string, limit: number): Promise<Message[]> {
    const rows = await this.uow.manager().query<MessageRow[]>(
      `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM messages
        WHERE conversation_id = $1 ORDER BY seq DESC LIMIT $2) newest ORDER BY seq`,
      [conversationId, limit],
    );
    return rows.map(toMessage);
  }

  async search(userId: string, text: string, limit: number): Promise<MessageHit[]> {
    // The text is a literal: LIKE's own wildcards in it are escaped.
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.uow.manager().query<
      {
        id: string;
        seq: string;
        body: string;
        sender_id: string;
        created_at: Date;
        conversation_id: string;
        job_title: string;
        other_id: string;
        other_name: string;
      }[]
    >(
      `SELECT m.id, m.seq, m.body, m.sender_id, m.created_at, c.id AS conversation_id,
              j.title AS job_title, o.id AS other_id,
              o.display_name AS other_name
         FROM conversations c
         JOIN messages m ON m.conversation_id = c.id
         JOIN jobs_public j ON j.id = c.job_id
         JOIN identity_user_names o
           ON o.id = CASE WHEN c.homeowner_id = $1 THEN c.tradie_id ELSE c.homeowner_id END
        WHERE (c.homeowner_id = $1 OR c.tradie_id = $1) AND m.deleted_at IS NULL
          AND m.body ILIKE $2
        ORDER BY m.seq DESC
        LIMIT $3`,
      [userId, pattern, limit],
    );
    return rows.map((row) => ({
      conversationId: row.conversation_id,
      jobTitle: row.job_title,
      otherParty: { id: row.other_id, name: row.other_name },
      message: {
        id: row.id,
        seq: Number(row.seq),
        body: row.body,
        senderId: row.sender_id,
        createdAt: row.created_at,
      },
    }));
  }
}
