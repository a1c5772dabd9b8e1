import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type UnansweredLead,
  UnansweredLeadFinder,
  type UnansweredLeadQuery,
} from '../domain/ports.js';

/**
 * Open conversations whose tradie wrote soon enough after the purchase (the conversation opens
 * with it) and whose homeowner had read none of it when the unread window closed.
 */
@Injectable()
export class SqlUnansweredLeadFinder extends UnansweredLeadFinder {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async find(query: UnansweredLeadQuery): Promise<UnansweredLead[]> {
    const rows = await this.uow.manager().query<
      {
        id: string;
        job_id: string;
        tradie_id: string;
        homeowner_id: string;
        tradie_first_message_at: Date;
        homeowner_read_at: Date | null;
      }[]
    >(
      `SELECT id, job_id, tradie_id, homeowner_id, tradie_first_message_at, homeowner_read_at
         FROM conversations
        WHERE closed_at IS NULL AND tradie_first_message_at IS NOT NULL
          AND tradie_first_message_at <= $1::timestamptz - $3::bigint * interval '1 millisecond'
          AND tradie_first_message_at <= created_at + $2::bigint * interval '1 millisecond'
          AND (homeowner_read_at IS NULL OR homeowner_read_at
                 >= tradie_first_message_at + $3::bigint * interval '1 millisecond')
          AND ($4::timestamptz IS NULL OR (tradie_first_message_at, id) > ($4, $5::uuid))
        ORDER BY tradie_first_message_at, id
        LIMIT $6`,
      [
        query.now,
        query.replyWithinMs,
        query.unreadForMs,
        query.after?.firstMessageAt ?? null,
        query.after?.conversationId ?? null,
        query.limit,
      ],
    );
    return rows.map((row) => ({
      conversationId: row.id,
      jobId: row.job_id,
      tradieId: row.tradie_id,
      homeownerId: row.homeowner_id,
      firstMessageAt: row.tradie_first_message_at,
      homeownerReadAt: row.homeowner_read_at,
    }));
  }
}
