import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { type AbrStandIn, startAbrStandIn } from '../support/abr-stand-in.js';
import { registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

interface QueueItem {
  id: string;
  abnCheck: {
    result: string;
    attempts: number;
    lastError: string | null;
    flags: string[];
    record: { status: string; entityName: string; gstRegisteredFrom: string | null } | null;
  };
}

/** The ABN check queue on PostgreSQL and pg-boss, the app against the ABN Lookup stand-in. */
describe('ABN checks on the queue', () => {
  let t: TestApp;
  let standIn: AbrStandIn;
  let admin: ApiClient;

  beforeAll(async () => {
    standIn = await startAbrStandIn();
    t = await startTestApp({
      ABR_GUID: standIn.guid,
      ABR_BASE_URL: standIn.url,
      REGISTRY_TIMEOUT_MS: '500',
      REGISTRY_RETRY_SECONDS: '1',
    });
    admin = await t.admin();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  const item = async (id: string): Promise<QueueItem> => {
    const res = await admin.get('/api/admin/tradies?status=pending').expect(200);
    const found = (res.body.items as QueueItem[]).find((i) => i.id === id);
    if (!found) throw new Error('tradie not in the queue');
    return found;
  };

  async function until(id: string, done: (i: QueueItem) => boolean): Promise<QueueItem> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const current = await item(id);
      if (done(current)) return current;
      if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(current)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('queues the check at sign-up, retries it through an outage and stores the answer', async () => {
    const abn = abnFromNineDigits('555000111');
    standIn.put({
      Abn: abn,
      AbnStatus: 'Active',
      AbnStatusEffectiveFrom: '2019-01-01',
      EntityName: 'OUTAGE PLUMBING PTY LTD',
      BusinessName: ['Outage Plumbing'],
      Gst: '2019-01-01',
      AddressState: 'NSW',
      AddressPostcode: '2000',
    });
    standIn.failNext(2);
    const tradie = await registerAs(
      await t.client(),
      tradieRegistration({ abn, businessName: 'Outage Plumbing', state: 'NSW' }),
    );
    // Stored as waiting in the sign-up's own transaction.
    const rows = await t.query<{ outcome: string | null }>(
      `SELECT outcome FROM abn_checks WHERE tradie_id = $1`,
      [tradie.id],
    );
    expect(rows).toEqual([{ outcome: null }]);

    const checked = await until(tradie.id, (i) => i.abnCheck.result !== 'not_checked');
    expect(checked.abnCheck).toMatchObject({
      result: 'found',
      attempts: 2,
      lastError: null,
      flags: [],
      record: { status: 'active', entityName: 'OUTAGE PLUMBING PTY LTD' },
    });
    expect(standIn.asked.filter((a) => a === abn)).toHaveLength(3);
  }, 30_000);

  it('never blocks sign-up on a register that does not answer: "not checked", retried', async () => {
    const abn = abnFromNineDigits('555000222');
    standIn.hang.add(abn);
    const started = Date.now();
    const tradie = await registerAs(await t.client(), tradieRegistration({ abn }));
    expect(Date.now() - started).toBeLessThan(2_000);

    const waiting = await until(tradie.id, (i) => i.abnCheck.attempts >= 2);
    expect(waiting.abnCheck.result).toBe('not_checked');
    expect(waiting.abnCheck.flags).toEqual(['not_checked']);
    expect(waiting.abnCheck.lastError).toContain('did not answer in time');
    // With the real register configured, approval waits for its answer.
    const res = await admin.post(`/api/admin/tradies/${tradie.id}/approve`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('TRADIES.ABN_NOT_CHECKED');
  }, 30_000);

  it('shows a contradicting answer beside what the tradie entered, without changing it', async () => {
    const abn = abnFromNineDigits('555000333');
    standIn.put({
      Abn: abn,
      AbnStatus: 'Cancelled',
      AbnStatusEffectiveFrom: '2024-01-01',
      EntityName: 'SOMEONE ELSE PTY LTD',
      BusinessName: [],
      Gst: null,
      AddressState: 'WA',
      AddressPostcode: '6000',
    });
    const tradie = await registerAs(
      await t.client(),
      tradieRegistration({ abn, businessName: 'My Own Plumbing', state: 'NSW' }),
    );
    const checked = await until(tradie.id, (i) => i.abnCheck.result !== 'not_checked');
    expect(checked.abnCheck.flags).toEqual(['abn_cancelled', 'name_mismatch', 'state_mismatch']);
    expect(checked).toMatchObject({ businessName: 'My Own Plumbing', state: 'NSW' });
  }, 30_000);
});
