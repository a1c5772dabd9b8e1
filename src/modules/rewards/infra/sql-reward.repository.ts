import { Injectable } from '@nestjs/common';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import {
  type Redemption,
  type RewardAccount,
  type RewardEntry,
  RewardRepository,
} from '../domain/ports.js';
import type { RewardReason } from '../domain/reward-rules.js';

interface EntryRow {
  id: string;
  user_id: string;
  source_key: string;
  reason: RewardReason;
  points: number;
  credits: number;
  reference: string | null;
  created_at: Date;
}

interface RedemptionRow {
  id: string;
  user_id: string;
  retailer: string;
  value_cents: number;
  credits: number;
  code: string;
  pin: string | null;
  provider: string;
  created_at: Date;
}

const toEntry = (row: EntryRow): RewardEntry => ({
  id: row.id,
  userId: row.user_id,
  sourceKey: row.source_key,
  reason: row.reason,
  points: row.points,
  credits: row.credits,
  reference: row.reference,
  createdAt: row.created_at,
});

const toRedemption = (row: RedemptionRow): Redemption => ({
  id: row.id,
  userId: row.user_id,
  retailer: row.retailer,
  valueCents: row.value_cents,
  credits: row.credits,
  code: row.code,
  pin: row.pin,
  provider: row.provider,
  createdAt: row.created_at,
});

@Injectable()
export class SqlRewardRepository extends RewardRepository {
  constructor(private readonly uow: TypeOrmUnitOfWork) {
    super();
  }

  private query<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.uow.manager().query<T>(sql, params);
  }

  async record(entry: Omit<RewardEntry, 'id' | 'createdAt'>, at: Date): Promise<boolean> {
    const rows = await this.query<{ id: string }[]>(
      `INSERT INTO reward_points (user_id, source_key, reason, points, credits, reference, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (source_key) DO NOTHING RETURNING id`,
      [
        entry.userId,
        entry.sourceKey,
        entry.reason,
        entry.points,
        entry.credits,
        entry.reference,
        at,
      ],
    );
    return rows.length > 0;
  }

  async addPoints(userId: string, points: number): Promise<{ before: number; after: number }> {
    const rows = await this.query<{ points: number }[]>(
      `INSERT INTO reward_accounts (user_id, points) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET points = reward_accounts.points + EXCLUDED.points, updated_at = now()
       RETURNING points`,
      [userId, points],
    );
    const after = rows[0].points;
    return { before: after - points, after };
  }

  async account(userId: string): Promise<RewardAccount> {
    const rows = await this.query<{ points: number; celebrated_rank: number }[]>(
      `SELECT points, celebrated_rank FROM reward_accounts WHERE user_id = $1`,
      [userId],
    );
    return {
      userId,
      points: rows[0]?.points ?? 0,
      celebratedRank: rows[0]?.celebrated_rank ?? 0,
    };
  }

  async setCelebrated(userId: string, rank: number): Promise<void> {
    await this.query(
      `INSERT INTO reward_accounts (user_id, celebrated_rank) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE
         SET celebrated_rank = GREATEST(reward_accounts.celebrated_rank, EXCLUDED.celebrated_rank)`,
      [userId, rank],
    );
  }

  async history(userId: string, limit: number): Promise<RewardEntry[]> {
    const rows = await this.query<EntryRow[]>(
      `SELECT id, user_id, source_key, reason, points, credits, reference, created_at
       FROM reward_points WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toEntry);
  }

  async saveRedemption(r: Omit<Redemption, 'createdAt'>): Promise<void> {
    await this.query(
      `INSERT INTO gift_card_redemptions (id, user_id, retailer, value_cents, credits, code, pin, provider)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [r.id, r.userId, r.retailer, r.valueCents, r.credits, r.code, r.pin, r.provider],
    );
  }

  async findRedemption(id: string): Promise<Redemption | null> {
    const rows = await this.query<RedemptionRow[]>(
      `SELECT * FROM gift_card_redemptions WHERE id = $1`,
      [id],
    );
    return rows[0] ? toRedemption(rows[0]) : null;
  }

  async redemptions(userId: string, limit: number): Promise<Redemption[]> {
    const rows = await this.query<RedemptionRow[]>(
      `SELECT * FROM gift_card_redemptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toRedemption);
  }
}
