import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { DeadLeadScheduler } from '#modules/leads/infra/dead-lead.scheduler.js';
import { MessagingService } from '#modules/messaging/domain/messaging.service.js';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

describe('a lead whose homeowner never reads the tradie’s messages, on PostgreSQL', () => {
  let t: TestApp;
  let leads: LeadsService;
  let messaging: MessagingService;
  let sweep: DeadLeadScheduler;
  let m: ReturnType<typeof marketplace>;
  beforeAll(async () => {
    t = await startTestApp();
    leads = t.app.get(LeadsService);
    messaging = t.app.get(MessagingService);
    sweep = t.app.get(DeadLeadScheduler);
    m = marketplace(t.app);
  });
  afterAll(() => t.close());

  /** A homeowner's job and a tradie (5 credits) who bought its lead now; the wallet is empty. */
  async function bought() {
    const homeowner = await m.homeowner();
    const tradie = await m.tradie(5);
    const jobId = await m.job(homeowner);
    const { lead } = await leads.buy(jobId, tradie);
    const [c] = await t.query<{ id: string }>(
      'SELECT id FROM conversations WHERE job_id = $1 AND tradie_id = $2',
      [jobId, tradie],
    );
    return { homeowner, tradie, jobId, leadId: lead.id, conversationId: c.id };
  }
  let n = 0;
  const say = (from: string, conversationId: string) =>
    messaging.send(from, conversationId, { clientId: `c-${++n}`, body: 'G’day, when suits?' });
  const refunds = (tradie: string) =>
    t.query<{ amount: number }>(
      "SELECT amount FROM credit_transactions WHERE user_id = $1 AND type = 'refund'",
      [tradie],
    );
  const lead = async (leadId: string) =>
    (
      await t.query<{ status: string; refund_reason: string | null }>(
        'SELECT status, refund_reason FROM leads WHERE id = $1',
        [leadId],
      )
    )[0];

  it('credits the lead back once, 48 hours after an unread first message, and closes the chat', async () => {
    const p = await bought();
    t.clock.advance(23 * HOUR + 59 * MINUTE);
    await say(p.tradie, p.conversationId);
    t.clock.advance(47 * HOUR + 59 * MINUTE);
    await sweep.runOnce();
    expect(await m.balance(p.tradie)).toBe(0);

    t.clock.advance(MINUTE);
    // Two instances (or a retried tick) sweeping at once still credit back once.
    await Promise.all([sweep.runOnce(), sweep.runOnce(), sweep.runOnce()]);
    await sweep.runOnce();
    expect(await m.balance(p.tradie)).toBe(5);
    expect(await refunds(p.tradie)).toEqual([{ amount: 5 }]);
    expect(await lead(p.leadId)).toEqual({ status: 'refunded', refund_reason: 'homeowner_silent' });
    const [event] = await t.query<{ n: number; homeowner: string }>(
      `SELECT count(*)::int AS n, max(payload->>'homeownerId') AS homeowner FROM domain_events
        WHERE type = 'leads.lead_refunded' AND aggregate_id = $1`,
      [p.leadId],
    );
    expect(event).toEqual({ n: 1, homeowner: p.homeowner });
    await expect(say(p.tradie, p.conversationId)).rejects.toMatchObject({
      code: 'MESSAGING.CLOSED',
    });

    // A read after the refund takes nothing back.
    const [{ seq }] = await t.query<{ seq: string }>(
      'SELECT max(seq) AS seq FROM messages WHERE conversation_id = $1',
      [p.conversationId],
    );
    await messaging.markRead(p.homeowner, p.conversationId, Number(seq));
    await sweep.runOnce();
    expect(await m.balance(p.tradie)).toBe(5);
    expect(await refunds(p.tradie)).toHaveLength(1);
  });

  it('does not credit back when the first message came after 24 hours or was read in time', async () => {
    const late = await bought();
    const read = await bought();
    const replied = await bought();
    t.clock.advance(HOUR);
    await say(read.tradie, read.conversationId);
    await say(replied.tradie, replied.conversationId);
    // 24:01 after buying is too late for the first message.
    t.clock.advance(23 * HOUR + MINUTE);
    await say(late.tradie, late.conversationId);
    // Read (or answered) 47:59 after the first message: in time.
    t.clock.advance(24 * HOUR + 58 * MINUTE);
    const [{ seq }] = await t.query<{ seq: string }>(
      'SELECT max(seq) AS seq FROM messages WHERE conversation_id = $1',
      [read.conversationId],
    );
    await messaging.markRead(read.homeowner, read.conversationId, Number(seq));
    await say(replied.homeowner, replied.conversationId);
    t.clock.advance(5 * 24 * HOUR);
    await sweep.runOnce();
    for (const p of [late, read, replied]) {
      expect(await m.balance(p.tradie)).toBe(0);
      expect((await lead(p.leadId)).status).toBe('active');
    }
  });
});
