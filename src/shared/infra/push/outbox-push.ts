import { Injectable, Logger } from '@nestjs/common';
import { MISSING_PUSH_TARGET, PushNotifications, type PushRequest } from '#shared/domain/push.js';
import { TypeOrmUnitOfWork } from '../database/typeorm-unit-of-work.js';

/**
 * The local default when no push provider is configured: the push is logged and written to
 * the push_outbox table, and nothing is sent. In-app notifications still reach the user.
 */
@Injectable()
export class OutboxPush extends PushNotifications {
  readonly kind = 'outbox' as const;
  private readonly logger = new Logger('Push');

  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async send(request: PushRequest): Promise<unknown> {
    if (!request.recipientId && !request.segment) {
      this.logger.warn(MISSING_PUSH_TARGET);
      return null;
    }
    const rows = await this.uow.manager().query<{ id: string }[]>(
      `INSERT INTO push_outbox (recipient_id, segment, title, description)
       VALUES ($1, $2, $3, $4) RETURNING id`,
      [request.recipientId ?? null, request.segment ?? null, request.title, request.description],
    );
    this.logger.log(`Push (outbox, not sent): ${request.title}`);
    return { id: rows[0].id, channel: 'outbox' };
  }

  /** No provider holds devices here: nothing to name. */
  async identify(): Promise<void> {}
}
