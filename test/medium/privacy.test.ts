import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { AccountRepository, PasswordHasher } from '#modules/identity/domain/ports.js';
import { PrivacyService } from '#modules/profiles/domain/privacy.service.js';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The parts of the data export file these tests read. */
interface ExportFile {
  account: { email: string; first_name: string };
  tradieProfile: { business_name: string } | null;
  jobs: { posted: unknown[]; workedOn: unknown[] };
  leads: { bought: unknown[] };
  ledger: { balance: number; transactions: { amount: number }[] };
  reviews: { written: unknown[]; received: { rating: number }[]; reported: { reason: string }[] };
  enquiries: unknown[];
  messages: unknown;
}

const PASSWORD = 'Harbour-bridge-42';

/** Every text-like value in every table, as one string per row (for "nothing left" checks). */
async function everyTextValue(t: TestApp): Promise<string> {
  const columns = await t.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema()
       AND data_type IN ('text', 'character', 'character varying', 'jsonb', 'ARRAY')
       AND table_name NOT IN ('migrations', 'typeorm_metadata')`,
  );
  const values: string[] = [];
  for (const { table_name, column_name } of columns) {
    const rows = await t.query<{ v: string | null }>(
      `SELECT "${column_name}"::text AS v FROM "${table_name}" WHERE "${column_name}" IS NOT NULL`,
    );
    for (const row of rows) values.push(`${table_name}.${column_name}=${row.v}`);
  }
  return values.join('\n');
}

describe('privacy on PostgreSQL: data export contents and account erasure', () => {
  let t: TestApp;
  let privacy: PrivacyService;
  let m: ReturnType<typeof marketplace>;

  beforeAll(async () => {
    t = await startTestApp();
    privacy = t.app.get(PrivacyService);
    m = marketplace(t.app);
  });
  afterAll(() => t.close());

  /** Builds the export (or waits for the background build the request started). */
  async function built(exportId: string): Promise<void> {
    await privacy.build(exportId);
    for (let i = 0; i < 100; i += 1) {
      const [row] = await t.query<{ status: string }>(
        'SELECT status FROM data_exports WHERE id = $1',
        [exportId],
      );
      if (row.status !== 'pending') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the export stayed pending');
  }

  async function personWithHistory(tag: string) {
    const accounts = t.app.get(AccountRepository);
    const passwordHash = await t.app.get(PasswordHasher).hash(PASSWORD);
    const homeowner = await accounts.create(
      newAccount({
        email: `olivia.${tag}@example.com`,
        passwordHash,
        firstName: `Oliviazz${tag}`,
        lastName: `Quokkason${tag}`,
        phone: '0499 888 777',
        suburb: 'Marrickville',
        postcode: '2204',
      }),
    );
    const tradie = await accounts.create(
      newAccount({
        email: `dave.${tag}@example.com`,
        passwordHash,
        firstName: `Davezz${tag}`,
        lastName: `Wombatson${tag}`,
        tradie: {
          ...TRADIE_PROFILE,
          businessName: `Wombatson${tag} Plumbing`,
          licenceNumber: `LIC${tag}`,
        },
      }),
    );
    await accounts.decideVerification(tradie.id, 'approved', tradie.id, null, new Date());
    await t.app.get(CreditLedger).credit(tradie.id, 20, 'purchase', 'bundle', `p:${tradie.id}`);
    const completed = await m.job(homeowner.id, {
      title: `Oliviazz${tag} needs a new tap`,
      description: `Call Oliviazz${tag} Quokkason${tag} on 0499 888 777 at 12 Secret${tag} Street.`,
    });
    await t.query(
      `UPDATE jobs SET status = 'completed', assigned_tradie_id = $2, assigned_at = now(),
         completed_at = now() WHERE id = $1`,
      [completed, tradie.id],
    );
    await t.query(`INSERT INTO leads (job_id, tradie_id, price_credits) VALUES ($1, $2, 5)`, [
      completed,
      tradie.id,
    ]);
    const [review] = await t.query<{ id: string }>(
      `INSERT INTO reviews (job_id, homeowner_id, tradie_id, rating, comment)
       VALUES ($1, $2, $3, 5, 'Great work on the tap, very tidy.') RETURNING id`,
      [completed, homeowner.id, tradie.id],
    );
    // The tradie's own words in a report of the review are theirs to erase.
    await t.query(
      `INSERT INTO review_reports (review_id, reporter_id, reason) VALUES ($1, $2, $3)`,
      [review.id, tradie.id, `Wombatson${tag} Plumbing never did this job`],
    );
    await t.query(
      `INSERT INTO enquiries (kind, user_id, name, email, message)
       VALUES ('contact', $1, $2, $3, 'Please call me back')`,
      [homeowner.id, `Oliviazz${tag} Quokkason${tag}`, `olivia.${tag}@example.com`],
    );
    const open = await m.job(homeowner.id, { title: `Oliviazz${tag} second job` });
    return { homeowner, tradie, completed, open };
  }

  it('exports the account, jobs, leads, ledger and reviews, without secrets', async () => {
    const { homeowner, tradie } = await personWithHistory('ka');
    const request = await privacy.requestExport(tradie.id);
    await built(request.id);
    const file = await privacy.download(tradie.id, request.id);
    const data = JSON.parse(file.bytes.toString('utf8')) as ExportFile;
    // Every module contributes its sections, in the file's fixed order.
    expect(Object.keys(data)).toEqual([
      'format',
      'generatedAt',
      'account',
      'tradieProfile',
      'workPhotos',
      'jobs',
      'leads',
      'ledger',
      'payments',
      'reviews',
      'enquiries',
      'rewards',
      'leaderboard',
      'notifications',
      'identityDocument',
      'messages',
    ]);
    expect(data.account).toMatchObject({ email: 'dave.ka@example.com', first_name: 'Davezzka' });
    expect(data.tradieProfile).toMatchObject({ business_name: 'Wombatsonka Plumbing' });
    expect(data.jobs.workedOn).toHaveLength(1);
    expect(data.leads.bought).toHaveLength(1);
    expect(data.ledger.balance).toBe(20);
    expect(data.ledger.transactions.map((x) => x.amount)).toEqual([20]);
    expect(data.reviews.received[0]).toMatchObject({ rating: 5, hidden_reason: null });
    expect(data.reviews.reported).toEqual([
      expect.objectContaining({
        reason: 'Wombatsonka Plumbing never did this job',
        status: 'open',
      }),
    ]);
    expect(data.messages).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/password|\$argon2|token_hash/);

    const own = await privacy.requestExport(homeowner.id);
    await built(own.id);
    const ownData = JSON.parse(
      (await privacy.download(homeowner.id, own.id)).bytes.toString('utf8'),
    ) as ExportFile;
    expect(ownData.jobs.posted).toHaveLength(2);
    expect(ownData.reviews.written).toHaveLength(1);
    expect(ownData.enquiries).toHaveLength(1);
    // Built once: a second build of the same export is a no-op.
    expect(await privacy.build(own.id)).toBe(false);
  });

  it('includes both sides of the person’s conversations, and erasure replaces what they wrote', async () => {
    const { homeowner, tradie, completed } = await personWithHistory('kb');
    const [conversation] = await t.query<{ id: string }>(
      `INSERT INTO conversations (job_id, tradie_id, homeowner_id) VALUES ($1, $2, $3) RETURNING id`,
      [completed, tradie.id, homeowner.id],
    );
    await t.query(
      `INSERT INTO messages (conversation_id, sender_id, client_id, body)
       VALUES ($1, $2, 'a', 'Hello, I am home after 5'), ($1, $3, 'b', 'See you at 6')`,
      [conversation.id, homeowner.id, tradie.id],
    );
    const request = await privacy.requestExport(homeowner.id);
    await built(request.id);
    const data = JSON.parse(
      (await privacy.download(homeowner.id, request.id)).bytes.toString('utf8'),
    ) as ExportFile;
    expect(data.messages).toEqual([
      expect.objectContaining({ body: 'Hello, I am home after 5', sent_by_me: true }),
      expect.objectContaining({ body: 'See you at 6', sent_by_me: false }),
    ]);

    await privacy.deleteAccount(homeowner.id, PASSWORD);
    const bodies = await t.query<{ body: string }>(
      'SELECT body FROM messages WHERE conversation_id = $1 ORDER BY seq',
      [conversation.id],
    );
    expect(bodies.map((row) => row.body)).toEqual([
      expect.stringMatching(/^Removed/),
      'See you at 6',
    ]);
  });

  it('erases every personal field of both parties while the ledger and reviews add up', async () => {
    const { homeowner, tradie, open } = await personWithHistory('kc');
    const ledgerSum = async (userId: string) =>
      (
        await t.query<{ sum: number; count: number }>(
          `SELECT coalesce(sum(amount), 0)::int AS sum, count(*)::int AS count
           FROM credit_transactions WHERE user_id = $1`,
          [userId],
        )
      )[0];
    const before = await ledgerSum(tradie.id);

    await privacy.deleteAccount(homeowner.id, PASSWORD);
    await privacy.deleteAccount(tradie.id, PASSWORD);

    const everything = await everyTextValue(t);
    for (const personal of [
      'olivia.kc@example.com',
      'dave.kc@example.com',
      'Oliviazzkc',
      'Quokkasonkc',
      'Davezzkc',
      'Wombatsonkc',
      'LICkc',
      'Secretkc',
    ]) {
      expect({ personal, found: everything.includes(personal) }).toEqual({
        personal,
        found: false,
      });
    }
    expect(await ledgerSum(tradie.id)).toEqual(before);
    const [review] = await t.query<{ rating: number }>(
      'SELECT rating FROM reviews WHERE tradie_id = $1',
      [tradie.id],
    );
    expect(review.rating).toBe(5);
    const [openJob] = await t.query<{ status: string; withdrawn_reason: string | null }>(
      'SELECT status, withdrawn_reason FROM jobs WHERE id = $1',
      [open],
    );
    expect(openJob).toEqual({ status: 'withdrawn', withdrawn_reason: 'owner_erased' });
    const [user] = await t.query<{ deleted_at: Date | null; session_version: number }>(
      'SELECT deleted_at, session_version FROM users WHERE id = $1',
      [tradie.id],
    );
    expect(user.deleted_at).not.toBeNull();
    expect(user.session_version).toBeGreaterThan(0);
  });
});
