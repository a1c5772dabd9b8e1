import type { RewardReason } from './reward-rules.js';

export interface RewardEntry {
  id: string;
  userId: string;
  sourceKey: string;
  reason: RewardReason;
  points: number;
  credits: number;
  reference: string | null;
  createdAt: Date;
}

export interface RewardAccount {
  userId: string;
  points: number;
  /** The highest level the homeowner has seen celebrated (index in LEVELS). */
  celebratedRank: number;
}

export interface Redemption {
  id: string;
  userId: string;
  retailer: string;
  valueCents: number;
  credits: number;
  code: string;
  pin: string | null;
  provider: string;
  createdAt: Date;
}

/** Points history and totals of homeowners; calls join the caller's transaction. */
export abstract class RewardRepository {
  /** Records an award once per source key; false when the key was already recorded. */
  abstract record(entry: Omit<RewardEntry, 'id' | 'createdAt'>, at: Date): Promise<boolean>;
  /** Adds to the homeowner's total (locking their row) and returns the totals before and after. */
  abstract addPoints(userId: string, points: number): Promise<{ before: number; after: number }>;
  abstract account(userId: string): Promise<RewardAccount>;
  abstract setCelebrated(userId: string, rank: number): Promise<void>;
  abstract history(userId: string, limit: number): Promise<RewardEntry[]>;
  abstract saveRedemption(redemption: Omit<Redemption, 'createdAt'>): Promise<void>;
  abstract findRedemption(id: string): Promise<Redemption | null>;
  abstract redemptions(userId: string, limit: number): Promise<Redemption[]>;
}
