import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { SignupBonusService } from '#modules/credits/domain/signup-bonus.service.js';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { EmailVerificationService } from '#modules/identity/domain/email-verification.service.js';
import {
  AccountRepository,
  IdentityMail,
  ResetTokenStore,
  SecretTokenGenerator,
} from '#modules/identity/domain/ports.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainEvents } from '#shared/domain/domain-events.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { creditLedgerContract } from '../contracts/credit-ledger.contract.js';
import { newAccount } from '../contracts/identity-ports.contract.js';
import { SessionService } from '#modules/identity/domain/session.service.js';
import { PlainTextHasher } from '../fakes/identity.fakes.js';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { RegistryCheckRequests } from '#modules/identity/domain/verification/ports.js';
import { settleAll } from '../support/concurrency.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const ROUNDS = 3;

describe('credits ledger on PostgreSQL', () => {
  let t: TestApp;
  let ledger: CreditLedger;
  let uow: UnitOfWork;
  beforeAll(async () => {
    t = await startTestApp();
    ledger = t.app.get(CreditLedger);
    uow = t.app.get(UnitOfWork);
  });
  afterAll(() => t.close());

  const newUser = async () => (await t.app.get(AccountRepository).create(newAccount())).id;
  const ledgerSum = async (userId: string) =>
    (
      await t.query<{ sum: number }>(
        'SELECT coalesce(sum(amount), 0)::int AS sum FROM credit_transactions WHERE user_id = $1',
        [userId],
      )
    )[0].sum;

  creditLedgerContract('PostgreSQL', async () => ({ ledger, newUser }));

  it('credits, debits and keeps balance_after equal to the running sum', async () => {
    const user = await newUser();
    await ledger.credit(user, 15, 'purchase', 'pay-1', `t1:${user}`);
    const debit = await ledger.debit(user, 5, 'lead_purchase', 'job-1', `t2:${user}`);
    expect(debit).toMatchObject({ amount: -5, balanceAfter: 10, replayed: false });
    expect(await ledger.balance(user)).toBe(10);
    expect(await ledgerSum(user)).toBe(10);
  });

  it("announces earnings no other event announces, once, in the movement's transaction", async () => {
    const user = await newUser();
    const announced = () =>
      t.query<{ payload: { credits: number; creditType: string; balanceAfter: number } }>(
        `SELECT payload FROM domain_events WHERE type = 'credits.credits_added'
         AND aggregate_id = $1 ORDER BY seq`,
        [user],
      );
    await ledger.credit(user, 20, 'purchase', 'pay-1', `a1:${user}`);
    await ledger.credit(user, 20, 'purchase', 'pay-1', `a1:${user}`); // a replay
    await ledger.credit(user, 5, 'refund', 'job-1', `a2:${user}`); // leads.lead_refunded says it
    await ledger.debit(user, 3, 'admin_adjustment', 'typo', `a3:${user}`);
    await expect(
      uow.run(async () => {
        await ledger.credit(user, 7, 'admin_adjustment', 'goodwill', `a4:${user}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await announced()).map((e) => e.payload)).toEqual([
      expect.objectContaining({ credits: 20, creditType: 'purchase', balanceAfter: 20 }),
    ]);
  });

  it('rolls back with the caller’s transaction', async () => {
    const user = await newUser();
    await expect(
      uow.run(async () => {
        await ledger.credit(user, 5, 'purchase', null, `rb:${user}`);
        throw new Error('the use case failed after the credit');
      }),
    ).rejects.toThrow('the use case failed');
    expect(await ledger.balance(user)).toBe(0);
    expect(await ledger.findByKey(`rb:${user}`)).toBeNull();
  });

  it('pages the history newest first with an exact cursor, also within one transaction', async () => {
    const user = await newUser();
    await uow.run(async () => {
      for (let i = 0; i < 5; i++) await ledger.credit(user, 1, 'reward', `r${i}`, `h${i}:${user}`);
    });
    await ledger.credit(user, 1, 'reward', 'r5', `h5:${user}`);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await ledger.history(user, 2, cursor);
      seen.push(...page.items.map((e) => e.reference!));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen[0]).toBe('r5');
  });

  it('refuses a malformed cursor as 400 CREDITS.INVALID_CURSOR', async () => {
    const user = await newUser();
    for (const cursor of [
      'nope',
      Buffer.from('2026-02-30T00:00:00.000000Z|x').toString('base64url'),
    ]) {
      await expect(ledger.history(user, 5, cursor)).rejects.toMatchObject({
        code: 'CREDITS.INVALID_CURSOR',
      });
    }
  });

  it('is append-only and never lets a balance go negative, in the schema itself', async () => {
    const user = await newUser();
    const row = await ledger.credit(user, 3, 'purchase', null, `ao:${user}`);
    await expect(
      t.query('UPDATE credit_transactions SET amount = 300 WHERE id = $1', [row.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.query('DELETE FROM credit_transactions WHERE id = $1', [row.id]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.query('UPDATE credit_balances SET balance = -1 WHERE user_id = $1', [user]),
    ).rejects.toThrow(/credit_balances_not_negative/);
    await expect(
      t.query(
        `INSERT INTO credit_transactions (user_id, type, amount, balance_after, idempotency_key)
         VALUES ($1, 'lead_purchase', 5, 8, 'wrong-sign')`,
        [user],
      ),
    ).rejects.toThrow(/credit_transactions_sign/);
  });

  it('lets one tradie with credits for 2 leads buy exactly 2 of 20 concurrent purchases', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await newUser();
      await ledger.credit(user, 10, 'purchase', null, `fund:${user}`);
      const results = await settleAll(
        Array.from(
          { length: 20 },
          (_, i) => () =>
            uow.run(() => ledger.debit(user, 5, 'lead_purchase', `job-${i}`, `buy:${user}:${i}`)),
        ),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r) =>
          r.status === 'rejected' &&
          (r.reason as { code?: string }).code === 'CREDITS.INSUFFICIENT',
      );
      expect(ok).toHaveLength(2);
      expect(refused).toHaveLength(18);
      expect(await ledger.balance(user)).toBe(0);
      expect(await ledgerSum(user)).toBe(0);
    }
  });

  it('records one movement when the same key arrives 10 times at once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const user = await newUser();
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          ledger.credit(user, 5, 'purchase', 'pay-x', `same:${user}`),
        ),
      );
      expect(new Set(results.map((r) => r.id)).size).toBe(1);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(await ledger.balance(user)).toBe(5);
      expect(await ledgerSum(user)).toBe(5);
    }
  });

  it('gives the sign-up bonus to exactly 100 of 150 tradies verifying at once', async () => {
    // The real registration and verification paths, with a cheap hasher for speed.
    const accounts = new AccountService(
      t.app.get(AccountRepository),
      new PlainTextHasher(),
      t.app.get(ResetTokenStore),
      t.app.get(SecretTokenGenerator),
      t.app.get(IdentityMail),
      uow,
      t.app.get(Clock),
      t.app.get(DomainEvents),
      t.app.get(SessionService),
      t.app.get(PostcodeDirectory),
      t.app.get(RegistryCheckRequests),
    );
    const bonus = t.app.get(SignupBonusService);
    const verification = t.app.get(EmailVerificationService);
    for (let round = 0; round < ROUNDS; round++) {
      await t.query('UPDATE signup_bonus_counter SET granted = 0');
      expect(await bonus.status()).toEqual({ total: 100, remaining: 100 });
      const signUp = (i: number) =>
        accounts.register({
          email: `burst-${round}-${i}@example.com`,
          password: 'Harbour-bridge-42',
          firstName: 'Burst',
          lastName: 'Tradie',
          type: 'tradie',
          tradie: {
            businessName: 'Burst Plumbing',
            abn: abnFromNineDigits(`8${round}${String(i).padStart(7, '0')}`),
            licenceNumber: 'PL123456',
            licenceState: 'NSW',
            categories: ['plumbing'],
            servicePostcode: '2000',
            serviceRadiusKm: 20,
          },
        });
      const results = await settleAll(Array.from({ length: 150 }, (_, i) => () => signUp(i)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(150);
      const [{ n: granted }] = await t.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM credit_transactions c JOIN users u ON u.id = c.user_id
         WHERE c.type = 'signup_bonus' AND u.email LIKE $1`,
        [`burst-${round}-%`],
      );
      expect(granted).toBe(0);
      // The link is mailed by the registration event's durable consumer after the commit; on
      // a busy machine a few deliveries fail (CI once had 146 of 150) and the relay sends them
      // again, as it would every few seconds. Each pass retries what is still pending and
      // waits for a delivery in flight.
      const burstMails = () =>
        t.query<{ text_body: string }>(
          `SELECT text_body FROM mail_outbox WHERE to_address LIKE $1`,
          [`burst-${round}-%`],
        );
      let mails = await burstMails();
      for (let pass = 0; pass < 5 && mails.length < 150; pass++) {
        await t.app.get(EventRelay).drain();
        mails = await burstMails();
      }
      const tokens = mails.map((m) => /verify-email\?token=([\w-]+)/.exec(m.text_body)![1]);
      expect(tokens).toHaveLength(150);
      const verified = await settleAll(tokens.map((token) => () => verification.verify(token)));
      expect(verified.filter((r) => r.status === 'fulfilled')).toHaveLength(150);
      const [counts] = await t.query<{ rows: number; users: number; credits: number }>(
        `SELECT count(*)::int AS rows, count(DISTINCT c.user_id)::int AS users, sum(c.amount)::int AS credits
         FROM credit_transactions c JOIN users u ON u.id = c.user_id
         WHERE c.type = 'signup_bonus' AND u.email LIKE $1`,
        [`burst-${round}-%`],
      );
      expect(counts).toEqual({ rows: 100, users: 100, credits: 500 });
      expect(await bonus.status()).toEqual({ total: 100, remaining: 0 });
    }
  }, 120_000);
});
