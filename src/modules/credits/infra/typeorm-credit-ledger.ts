import { Injectable } from '@nestjs/common';
import { DomainEvents } from '#shared/domain/domain-events.js';
import {
  decodeCursor,
  encodeCursor,
  microsecondKey,
} from '#shared/infra/database/keyset-cursor.js';
import { TypeOrmUnitOfWork } from '#shared/infra/database/typeorm-unit-of-work.js';
import { CreditLedger, type HistoryPage } from '../domain/credit-ledger.js';
import {
  type CreditType,
  creditsAddedEvent,
  type LedgerEntry,
  type LedgerReceipt,
} from '../domain/credits.js';
import { CreditsErrors } from '../domain/credits-errors.js';
import { type Direction, type Movement, sameMovement, signedAmount } from '../domain/movement.js';

interface LedgerRow {
  id: string;
  user_id: string;
  type: CreditType;
  amount: number;
  balance_after: number;
  reference: string | null;
  idempotency_key: string;
  created_at: Date;
  /** created_at with its microseconds, for an exact keyset cursor (a JS Date keeps ms). */
  created_key: string;
}

const COLUMNS = `id, user_id, type, amount, balance_after, reference, idempotency_key, created_at,
  ${microsecondKey('created_at')} AS created_key`;

/**
 * The ledger on PostgreSQL. A movement locks the user's `credit_balances` row (an UPDATE with
 * `balance + amount >= 0` in its WHERE), so concurrent movements of one user run one after the
 * other and the CHECK (balance >= 0) is never even approached; the unique idempotency key makes
 * a repeated movement a no-op. Both writes happen in one transaction (the caller's, if any),
 * with the `credits.credits_added` event of an announced earning.
 */
@Injectable()
export class TypeOrmCreditLedger extends CreditLedger {
  constructor(
    private readonly uow: TypeOrmUnitOfWork,
    private readonly events: DomainEvents,
  ) {
    super();
  }

  credit(
    userId: string,
    amount: number,
    type: CreditType,
    reference: string | null,
    idempotencyKey: string,
  ): Promise<LedgerReceipt> {
    return this.move({ userId, amount, type, reference, idempotencyKey }, 'credit');
  }

  debit(
    userId: string,
    amount: number,
    type: CreditType,
    reference: string | null,
    idempotencyKey: string,
  ): Promise<LedgerReceipt> {
    return this.move({ userId, amount, type, reference, idempotencyKey }, 'debit');
  }

  async balance(userId: string): Promise<number> {
    const rows = await this.uow.manager().query<
      {
        balance: number;
      }[]
    >(`SELECT balance FROM credit_balances WHERE user_id = $1`, [userId]);
    return rows[0]?.balance ?? 0;
  }

  async findByKey(idempotencyKey: string): Promise<LedgerEntry | null> {
    const rows = await this.uow
      .manager()
      .query<LedgerRow[]>(`SELECT ${COLUMNS} FROM credit_transactions WHERE idempotency_key = $1`, [
        idempotencyKey,
      ]);
    return rows[0] ? toEntry(rows[0]) : null;
  }

  async history(userId: string, limit: number, cursor?: string): Promise<HistoryPage> {
    const after = cursor === undefined ? null : decodeCursor(cursor, ['instant', 'uuid']);
    if (cursor !== undefined && !after) throw CreditsErrors.invalidCursor();
    const params: unknown[] = [userId, limit + 1];
    let where = 'user_id = $1';
    if (after) {
      params.push(...after);
      where += ' AND (created_at, id) < ($3::timestamptz, $4::uuid)';
    }
    const rows = await this.uow
      .manager()
      .query<LedgerRow[]>(
        `SELECT ${COLUMNS} FROM credit_transactions WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $2`,
        params,
      );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toEntry),
      nextCursor: rows.length > limit && last ? encodeCursor([last.created_key, last.id]) : null,
    };
  }

  // Async so a refused movement rejects the promise instead of throwing at the call.
  private async move(movement: Movement, direction: Direction): Promise<LedgerReceipt> {
    const signed = signedAmount(movement, direction);
    return this.uow.run(async () => {
      const manager = this.uow.manager();
      const replay = await this.findByKey(movement.idempotencyKey);
      if (replay) return this.replayed(replay, movement, signed);

      // Creates the balance row on first use, then moves it only if it stays >= 0; the row
      // lock serialises this user's movements until the transaction ends.
      await manager.query(
        `INSERT INTO credit_balances (user_id, balance) VALUES ($1, 0) ON CONFLICT (user_id) DO NOTHING`,
        [movement.userId],
      );
      const updated = await manager.query<[{ balance: number }[], number]>(
        `UPDATE credit_balances SET balance = balance + $2, updated_at = now()
         WHERE user_id = $1 AND balance + $2 >= 0 RETURNING balance`,
        [movement.userId, signed],
      );
      const balanceAfter = updated[0][0]?.balance;
      if (balanceAfter === undefined) {
        throw CreditsErrors.insufficient(movement.amount, await this.balance(movement.userId));
      }

      const inserted = await manager.query<LedgerRow[]>(
        `INSERT INTO credit_transactions (user_id, type, amount, balance_after, reference, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          movement.userId,
          movement.type,
          signed,
          balanceAfter,
          movement.reference,
          movement.idempotencyKey,
        ],
      );
      if (inserted[0]) {
        const entry = toEntry(inserted[0]);
        const announced = creditsAddedEvent(entry);
        if (announced) await this.events.publish(announced);
        return { ...entry, replayed: false };
      }

      // A concurrent movement with the same key committed while we waited for the lock: undo
      // our balance change and answer with that movement.
      await manager.query(
        `UPDATE credit_balances SET balance = balance - $2, updated_at = now() WHERE user_id = $1`,
        [movement.userId, signed],
      );
      const winner = await this.findByKey(movement.idempotencyKey);
      if (!winner) throw new Error(`Ledger row ${movement.idempotencyKey} vanished`);
      return this.replayed(winner, movement, signed);
    });
  }

  private replayed(entry: LedgerEntry, movement: Movement, signed: number): LedgerReceipt {
    if (!sameMovement(entry, movement, signed)) throw CreditsErrors.keyReused();
    return { ...entry, replayed: true };
  }
}

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reference: row.reference,
    idempotencyKey: row.idempotency_key,
    createdAt: row.created_at,
  };
}
