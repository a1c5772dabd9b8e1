import { Injectable } from '@nestjs/common';
import { SqlAccountData } from '#shared/infra/privacy/sql-account-data.js';

/** Reward points and gift cards in a data export; on erasure they stay (they name nobody). */
@Injectable()
export class SqlRewardsAccountData extends SqlAccountData {
  async exportSections(userId: string): Promise<Record<string, unknown>> {
    const [points, giftCards] = await this.each(userId, [
      `SELECT reason, points, credits, reference, created_at FROM reward_points
       WHERE user_id = $1 ORDER BY created_at`,
      `SELECT id, retailer, value_cents, credits, code, pin, provider, created_at
       FROM gift_card_redemptions WHERE user_id = $1 ORDER BY created_at`,
    ]);
    return { rewards: { points, giftCards } };
  }

  erase(): Promise<{ fileKeys: string[] }> {
    return Promise.resolve({ fileKeys: [] });
  }
}
