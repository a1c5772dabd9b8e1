import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { NewsPreferences } from '../domain/ports.js';

@Injectable()
export class SqlNewsPreferences extends NewsPreferences {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  async isSubscribed(userId: string): Promise<boolean> {
    const rows = await this.uow
      .manager()
      .query<{ subscribed: boolean }[]>(
        'SELECT subscribed FROM news_subscriptions WHERE user_id = $1',
        [userId],
      );
    return rows[0]?.subscribed ?? false;
  }

  async set(userId: string, subscribed: boolean, at: Date): Promise<boolean> {
    const rows = await this.uow.manager().query<{ user_id: string }[]>(
      `INSERT INTO news_subscriptions (user_id, subscribed, consented_at, unsubscribed_at, updated_at)
       SELECT id, $2, CASE WHEN $2 THEN $3::timestamptz END, CASE WHEN NOT $2 THEN $3::timestamptz END, $3
       FROM identity_accounts WHERE id = $1
       ON CONFLICT (user_id) DO UPDATE SET
         subscribed = EXCLUDED.subscribed,
         consented_at = CASE WHEN EXCLUDED.subscribed AND NOT news_subscriptions.subscribed
                             THEN EXCLUDED.updated_at ELSE news_subscriptions.consented_at END,
         unsubscribed_at = CASE WHEN NOT EXCLUDED.subscribed AND news_subscriptions.subscribed
                             THEN EXCLUDED.updated_at ELSE news_subscriptions.unsubscribed_at END,
         updated_at = EXCLUDED.updated_at
       RETURNING user_id`,
      [userId, subscribed, at],
    );
    return rows.length > 0;
  }
}
