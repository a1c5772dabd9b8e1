import type { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { MAX_MOVEMENT } from '#modules/credits/domain/credits.js';

export interface CreditLedgerSubject {
  ledger: CreditLedger;
  /** A user the ledger may move credits for (the real one needs an account row). */
  newUser: () => Promise<string>;
}

/**
 * What every CreditLedger promises, in memory or on PostgreSQL. Transactions, the schema's own
 * guards and concurrency are the real adapter's alone (its medium test).
 */
export function creditLedgerContract(name: string, make: () => Promise<CreditLedgerSubject>) {
  describe(`CreditLedger contract: ${name}`, () => {
    let ledger: CreditLedger;
    let newUser: () => Promise<string>;
    beforeEach(async () => {
      const subject = await make();
      ledger = subject.ledger;
      newUser = subject.newUser;
    });

    it('starts everyone at zero with an empty history', async () => {
      const user = await newUser();
      expect(await ledger.balance(user)).toBe(0);
      expect(await ledger.history(user, 10)).toEqual({ items: [], nextCursor: null });
    });

    it('credits and debits with signed amounts and the balance after each', async () => {
      const user = await newUser();
      const credit = await ledger.credit(user, 15, 'purchase', 'pay-1', `c:${user}`);
      expect(credit).toMatchObject({
        userId: user,
        type: 'purchase',
        amount: 15,
        balanceAfter: 15,
        reference: 'pay-1',
        idempotencyKey: `c:${user}`,
        replayed: false,
      });
      expect(credit.createdAt).toBeInstanceOf(Date);
      const debit = await ledger.debit(user, 6, 'lead_purchase', null, `d:${user}`);
      expect(debit).toMatchObject({ amount: -6, balanceAfter: 9, reference: null });
      expect(await ledger.balance(user)).toBe(9);
    });

    it('keeps each user’s balance apart', async () => {
      const [a, b] = [await newUser(), await newUser()];
      await ledger.credit(a, 7, 'reward', null, `a:${a}`);
      await ledger.credit(b, 2, 'reward', null, `b:${b}`);
      expect([await ledger.balance(a), await ledger.balance(b)]).toEqual([7, 2]);
    });

    it('debits down to exactly zero but refuses to overdraw, writing nothing', async () => {
      const user = await newUser();
      await ledger.credit(user, 5, 'purchase', null, `f:${user}`);
      const refusal = ledger.debit(user, 6, 'lead_purchase', 'job-1', `over:${user}`);
      await expect(refusal).rejects.toMatchObject({
        code: 'CREDITS.INSUFFICIENT',
        kind: 'payment_required',
      });
      expect(await ledger.findByKey(`over:${user}`)).toBeNull();
      expect(await ledger.balance(user)).toBe(5);
      await expect(ledger.debit(user, 5, 'redemption', null, `all:${user}`)).resolves.toMatchObject(
        { balanceAfter: 0 },
      );
    });

    it('answers a repeated key with the first movement and moves nothing again', async () => {
      const user = await newUser();
      await ledger.credit(user, 10, 'purchase', null, `f:${user}`);
      const first = await ledger.debit(user, 8, 'lead_purchase', 'job-1', `buy:${user}`);
      // Replays come before the balance check: the balance (2) could not pay for it again.
      const again = await ledger.debit(user, 8, 'lead_purchase', 'job-1', `buy:${user}`);
      expect(again).toEqual({ ...first, replayed: true });
      expect(await ledger.balance(user)).toBe(2);
      expect(await ledger.findByKey(`buy:${user}`)).toEqual({ ...first, replayed: undefined });
    });

    it('refuses a key reused for another user, type, amount or direction (409 KEY_REUSED)', async () => {
      const [user, other] = [await newUser(), await newUser()];
      await ledger.credit(user, 5, 'admin_adjustment', null, `k:${user}`);
      const reuses = [
        () => ledger.credit(other, 5, 'admin_adjustment', null, `k:${user}`),
        () => ledger.credit(user, 5, 'reward', null, `k:${user}`),
        () => ledger.credit(user, 4, 'admin_adjustment', null, `k:${user}`),
        () => ledger.debit(user, 5, 'admin_adjustment', null, `k:${user}`),
      ];
      for (const reuse of reuses) {
        await expect(reuse()).rejects.toMatchObject({
          code: 'CREDITS.KEY_REUSED',
          kind: 'conflict',
        });
      }
      expect([await ledger.balance(user), await ledger.balance(other)]).toEqual([5, 0]);
    });

    it('refuses a bad amount, type or key as a rejected promise, writing nothing', async () => {
      const user = await newUser();
      await ledger.credit(user, 10, 'purchase', null, `f:${user}`);
      const refusals: [() => Promise<unknown>, string, string][] = [
        [() => ledger.credit(user, 0, 'purchase', null, 'x1'), 'CREDITS.INVALID_AMOUNT', 'amount'],
        [
          () => ledger.debit(user, -3, 'redemption', null, 'x2'),
          'CREDITS.INVALID_AMOUNT',
          'amount',
        ],
        [() => ledger.credit(user, 1.5, 'reward', null, 'x3'), 'CREDITS.INVALID_AMOUNT', 'amount'],
        [
          () => ledger.credit(user, MAX_MOVEMENT + 1, 'purchase', null, 'x4'),
          'CREDITS.INVALID_AMOUNT',
          'amount',
        ],
        [
          () => ledger.credit(user, 1, 'lead_purchase', null, 'x5'),
          'CREDITS.WRONG_DIRECTION',
          'type',
        ],
        [() => ledger.debit(user, 1, 'refund', null, 'x6'), 'CREDITS.WRONG_DIRECTION', 'type'],
        [() => ledger.credit(user, 1, 'reward', null, ''), 'CREDITS.INVALID_KEY', 'idempotencyKey'],
        [
          () => ledger.debit(user, 1, 'redemption', null, 'k'.repeat(201)),
          'CREDITS.INVALID_KEY',
          'idempotencyKey',
        ],
      ];
      for (const [attempt, code, field] of refusals) {
        // Called, not awaited: a refusal thrown synchronously would escape `.rejects`.
        let outcome: Promise<unknown>;
        try {
          outcome = attempt();
        } catch (thrown) {
          outcome = Promise.resolve({ thrownSynchronously: thrown });
        }
        await expect(outcome).rejects.toMatchObject({ code, kind: 'invalid', field });
      }
      expect(await ledger.balance(user)).toBe(10);
      expect((await ledger.history(user, 10)).items).toHaveLength(1);
    });

    it('pages a user’s history newest first, and only theirs', async () => {
      const [user, other] = [await newUser(), await newUser()];
      for (let i = 0; i < 5; i++) await ledger.credit(user, 1, 'reward', `r${i}`, `h${i}:${user}`);
      await ledger.credit(other, 1, 'reward', 'theirs', `h:${other}`);
      const seen: (string | null)[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await ledger.history(user, 2, cursor);
        seen.push(...page.items.map((e) => e.reference));
        cursor = page.nextCursor ?? undefined;
        pages++;
      } while (cursor && pages < 10);
      expect(seen).toEqual(['r4', 'r3', 'r2', 'r1', 'r0']);
      expect(pages).toBe(3);
      const exact = await ledger.history(user, 5);
      expect(exact.nextCursor).toBeNull();
    });

    it('refuses a cursor it did not hand out (400 INVALID_CURSOR)', async () => {
      const user = await newUser();
      await ledger.credit(user, 1, 'reward', null, `c:${user}`);
      await expect(ledger.history(user, 5, 'nope')).rejects.toMatchObject({
        code: 'CREDITS.INVALID_CURSOR',
        kind: 'invalid',
      });
    });

    it('takes back what is left of a refunded purchase, owes the rest, never below zero', async () => {
      const user = await newUser();
      await ledger.credit(user, 5, 'purchase', 'pay-1', `p1:${user}`);
      await ledger.debit(user, 3, 'lead_purchase', 'job-1', `spend:${user}`);
      expect(await ledger.reverse(user, 5, 'pay-1', `rev:${user}`)).toEqual({ taken: 2, owed: 3 });
      expect(await ledger.balance(user)).toBe(0);
      expect(await ledger.owed(user)).toBe(3);
      expect((await ledger.findByKey(`rev:${user}`))?.amount).toBe(-2);
      // With nothing left to take, the whole amount is owed and no row is written.
      expect(await ledger.reverse(user, 1, 'pay-2', `rev2:${user}`)).toEqual({ taken: 0, owed: 4 });
      expect(await ledger.findByKey(`rev2:${user}`)).toBeNull();
    });

    it('refuses spending while something is owed; arriving credits pay it first', async () => {
      const user = await newUser();
      await ledger.reverse(user, 4, 'pay-1', `rev:${user}`);
      await expect(
        ledger.debit(user, 1, 'lead_purchase', 'job-1', `buy:${user}`),
      ).rejects.toMatchObject({ code: 'CREDITS.ON_HOLD', kind: 'payment_required' });
      const arrived = await ledger.credit(user, 3, 'purchase', 'pay-2', `p2:${user}`);
      expect(arrived).toMatchObject({ amount: 3, balanceAfter: 3, replayed: false });
      expect(await ledger.balance(user)).toBe(0);
      expect(await ledger.owed(user)).toBe(1);
      await ledger.credit(user, 10, 'payment_restored', 'pay-1', `back:${user}`);
      expect(await ledger.balance(user)).toBe(9);
      expect(await ledger.owed(user)).toBe(0);
      // A credit and what it paid of the owed credits share a transaction (and a timestamp).
      const { items } = await ledger.history(user, 10);
      expect(items.map((e) => [e.type, e.amount]).sort()).toEqual([
        ['payment_restored', 10],
        ['payment_reversal', -1],
        ['payment_reversal', -3],
        ['purchase', 3],
      ]);
      await expect(
        ledger.debit(user, 9, 'lead_purchase', 'job-1', `buy:${user}`),
      ).resolves.toMatchObject({ balanceAfter: 0 });
    });
  });
}
