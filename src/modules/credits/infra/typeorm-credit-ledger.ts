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
import {
  checkAmountAndKey,
  type Direction,
  type Movement,
  sameMovement,
  signedAmount,
} from '../domain/movement.js';

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
 * The ledger on PostgreSQL. A movement locks the user's `credit_balances` row first, so
 * concurrent movements of one user run one after the other and the CHECKs (balance >= 0,
 * nothing spendable while something is owed) are never even approached; the unique
 * idempotency key makes a repeated movement a no-op. Both writes happen in one transaction (the caller's, if any),
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

  async owed(userId: string): Promise<number> {
    const rows = await this.uow
      .manager()
      .query<{ owed: number }[]>(`SELECT owed FROM credit_balances WHERE user_id = $1`, [userId]);
    return rows[0]?.owed ?? 0;
  }

  async reverse(
    userId: string,
    credits: number,
    reference: string | null,
    idempotencyKey: string,
  ): Promise<{ taken: number; owed: number }> {
    const movement = {
      userId,
      amount: credits,
      type: 'payment_reversal' as const,
      reference,
      idempotencyKey,
    };
    checkAmountAndKey(movement);
    return this.uow.run(async () => {
      const replay = await this.findByKey(idempotencyKey);
      if (replay) throw CreditsErrors.keyReused();
      const before = await this.lockBalance(userId);
      const taken = Math.min(before.balance, credits);
      const owed = before.owed + credits - taken;
      await this.setBalance(userId, before.balance - taken, owed);
      if (taken > 0) {
        await this.insertRow({ ...movement, amount: taken }, -taken, before.balance - taken);
      }
      return { taken, owed };
    });
  }

  // Async so a refused movement rejects the promise instead of throwing at the call.
  private async move(movement: Movement, direction: Direction): Promise<LedgerReceipt> {
    const signed = signedAmount(movement, direction);
    return this.uow.run(async () => {
      // The balance row lock serialises this user's movements until the transaction ends, so
      // a movement with the same key that committed meanwhile is seen here.
      const before = await this.lockBalance(movement.userId);
      const replay = await this.findByKey(movement.idempotencyKey);
      if (replay) return this.replayed(replay, movement, signed);
      if (signed < 0 && before.owed > 0) throw CreditsErrors.onHold(before.owed);
      const balanceAfter = before.balance + signed;
      if (balanceAfter < 0) throw CreditsErrors.insufficient(movement.amount, before.balance);
      // Credits arriving while something is owed pay it first (the balance stays 0 until then).
      const settled = Math.min(before.owed, balanceAfter);
      await this.setBalance(movement.userId, balanceAfter - settled, before.owed - settled);

      const inserted = await this.insertRow(movement, signed, balanceAfter);
      if (!inserted) {
        // The key was taken by another user's movement: put the balance back and refuse.
        await this.setBalance(movement.userId, before.balance, before.owed);
        const winner = await this.findByKey(movement.idempotencyKey);
        if (!winner) throw new Error(`Ledger row ${movement.idempotencyKey} vanished`);
        return this.replayed(winner, movement, signed);
      }
      if (settled > 0) {
        await this.insertRow(
          {
            userId: movement.userId,
            amount: settled,
            type: 'payment_reversal',
            reference: 'owed',
            idempotencyKey: `owed:${inserted.id}`,
          },
          -settled,
          balanceAfter - settled,
        );
      }
      const announced = creditsAddedEvent(inserted);
      if (announced) await this.events.publish(announced);
      return { ...inserted, replayed: false };
    });
  }

  /** Creates the balance row on first use and locks it for the rest of the transaction. */
  private async lockBalance(userId: string): Promise<{ balance: number; owed: number }> {
    const manager = this.uow.manager();
    await manager.query(
      `INSERT INTO credit_balances (user_id, balance) VALUES ($1, 0) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    );
    const rows = await manager.query<{ balance: number; owed: number }[]>(
      `SELECT balance, owed FROM credit_balances WHERE user_id = $1 FOR UPDATE`,
      [userId],
    );
    return rows[0];
  }

  private async setBalance(userId: string, balance: number, owed: number): Promise<void> {
    await this.uow
      .manager()
      .query(
        `UPDATE credit_balances SET balance = $2, owed = $3, updated_at = now() WHERE user_id = $1`,
        [userId, balance, owed],
      );
  }

  /** The movement's row, or null when its key was already recorded. */
  private async insertRow(
    movement: Movement,
    signed: number,
    balanceAfter: number,
  ): Promise<LedgerEntry | null> {
    const inserted = await this.uow.manager().query<LedgerRow[]>(
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
    return inserted[0] ? toEntry(inserted[0]) : null;
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
