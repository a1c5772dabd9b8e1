import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { QuotesService } from '#modules/leads/domain/quotes.service.js';
import { settleAll } from '../support/concurrency.js';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A homeowner hires the quote they saw while its tradie changes it at the same moment: either
// the hire lands first (the change is refused) or the change lands first (the hire is refused
// with the new amount). Never is a quote accepted at an amount the homeowner did not see.
const RUNS = 100;
const SEEN = 10_000;
const CHANGED = 12_500;

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'fulfilled' ? 'ok' : ((r.reason as { code?: string }).code ?? String(r.reason));

describe('hire × revise on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it(`never accepts an amount the homeowner did not see (${RUNS} races)`, async () => {
    const m = marketplace(t.app);
    const leads = t.app.get(LeadsService);
    const quotes = t.app.get(QuotesService);
    const homeowner = await m.homeowner();
    const tradie = await m.tradie(5 * RUNS);
    // The jobs and quotes first (ten at a time, within the pool), then the races: twenty
    // hires and their revisions fired at once, five times over.
    const sent: { jobId: string; quote: { id: string; revision: number } }[] = [];
    for (let i = 0; i < RUNS; i += 10) {
      sent.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, async () => {
            const jobId = await m.job(homeowner);
            await leads.buy(jobId, tradie);
            const quote = await quotes.send(jobId, tradie, {
              amountCents: SEEN,
              message: 'Washer and cartridge',
              estimatedStart: null,
            });
            return { jobId, quote };
          }),
        )),
      );
    }
    const input = { amountCents: CHANGED, message: 'Cartridge is dearer', estimatedStart: null };
    const races: PromiseSettledResult<unknown>[] = [];
    for (let i = 0; i < RUNS; i += 20) {
      races.push(
        ...(await settleAll<unknown>(
          sent
            .slice(i, i + 20)
            .flatMap(({ jobId, quote }) => [
              () => quotes.hire(jobId, homeowner, quote.id, quote.revision),
              () => quotes.revise(quote.id, tradie, input),
            ]),
        )),
      );
    }
    const outcomes = { hired: 0, changed: 0 };
    for (const [i, { jobId, quote }] of sent.entries()) {
      const [hire, revise] = [races[2 * i], races[2 * i + 1]];
      const [row] = await t.query<{ amount_cents: number; status: string; revision: number }>(
        'SELECT amount_cents, status, revision FROM quotes WHERE id = $1',
        [quote.id],
      );
      if (hire.status === 'fulfilled') {
        outcomes.hired += 1;
        expect(row).toEqual({ amount_cents: SEEN, status: 'accepted', revision: 0 });
        expect((hire.value as { quote: { amountCents: number } }).quote.amountCents).toBe(SEEN);
        expect(codeOf(revise)).toMatch(/^QUOTES\.(NOT_AVAILABLE|NOT_OPEN)$/);
      } else {
        outcomes.changed += 1;
        expect(codeOf(hire)).toBe('QUOTES.CHANGED');
        expect((hire.reason as Error).message).toContain('A$125.00');
        expect(codeOf(revise)).toBe('ok');
        expect(row).toEqual({ amount_cents: CHANGED, status: 'sent', revision: 1 });
        const [job] = await t.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [
          jobId,
        ]);
        expect(job.status).toBe('open');
      }
    }
    expect(outcomes.hired + outcomes.changed).toBe(RUNS);
  }, 120_000);

  it('hires a revised quote when the homeowner names the revision they saw', async () => {
    const m = marketplace(t.app);
    const quotes = t.app.get(QuotesService);
    const homeowner = await m.homeowner();
    const tradie = await m.tradie(5);
    const jobId = await m.job(homeowner);
    await t.app.get(LeadsService).buy(jobId, tradie);
    const sent = await quotes.send(jobId, tradie, {
      amountCents: SEEN,
      message: 'Washer and seat',
      estimatedStart: null,
    });
    const revised = await quotes.revise(sent.id, tradie, {
      amountCents: CHANGED,
      message: 'Cartridge and washer',
      estimatedStart: null,
    });
    expect(revised.revision).toBe(1);
    // A page still showing the first amount (or a client naming no revision) is refused.
    await expect(quotes.hire(jobId, homeowner, sent.id)).rejects.toMatchObject({
      code: 'QUOTES.CHANGED',
    });
    const { quote } = await quotes.hire(jobId, homeowner, sent.id, 1);
    expect(quote).toMatchObject({ amountCents: CHANGED, status: 'accepted' });
  });
});
