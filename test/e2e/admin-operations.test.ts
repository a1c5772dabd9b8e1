import { randomUUID } from 'node:crypto';
import { UnsubscribeTokens } from '#modules/admin/domain/unsubscribe-token.js';
import { LeadsService } from '#modules/leads/domain/leads.service.js';
import { MaintenanceMode } from '#shared/domain/maintenance.js';
import {
  GOOD_PASSWORD,
  homeownerRegistration,
  registerAs,
  tradieRegistration,
} from '../support/fixtures.js';
import { marketplace } from '../support/marketplace.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const ZERO = '00000000-0000-4000-8000-000000000000';

/** Every admin route of the API, with a body good enough to get past validation. */
const ADMIN_ROUTES: [method: 'get' | 'post' | 'put', path: string, body: object | undefined][] = [
  ['get', '/api/admin/outbox', undefined],
  ['get', '/api/admin/tradies', undefined],
  ['post', `/api/admin/tradies/${ZERO}/approve`, undefined],
  ['post', `/api/admin/tradies/${ZERO}/reject`, { reason: 'Licence not found' }],
  ['get', `/api/admin/tradies/${ZERO}/id-document`, undefined],
  ['get', `/api/admin/tradies/${ZERO}/id-document/file`, undefined],
  ['post', `/api/admin/tradies/${ZERO}/id-document/checked`, undefined],
  ['get', '/api/admin/id-documents', undefined],
  ['post', `/api/admin/users/${ZERO}/ban`, { reason: 'Spam' }],
  ['post', `/api/admin/users/${ZERO}/unban`, undefined],
  ['get', '/api/admin/users?q=x', undefined],
  ['get', `/api/admin/users/${ZERO}`, undefined],
  [
    'post',
    `/api/admin/users/${ZERO}/credits`,
    { amount: 5, reason: 'Goodwill', requestId: randomUUID() },
  ],
  ['get', '/api/admin/disputes', undefined],
  ['post', `/api/admin/disputes/${ZERO}/approve`, { reason: 'The homeowner never answered' }],
  ['post', `/api/admin/disputes/${ZERO}/reject`, { reason: 'The homeowner did answer' }],
  ['get', '/api/admin/review-reports', undefined],
  ['post', `/api/admin/review-reports/${ZERO}/keep`, { reason: 'An honest account' }],
  ['post', `/api/admin/review-reports/${ZERO}/hide`, { reason: 'Abusive words' }],
  ['get', '/api/admin/analytics', undefined],
  ['get', '/api/admin/audit', undefined],
  ['get', '/api/admin/maintenance', undefined],
  ['put', '/api/admin/maintenance', { enabled: false }],
  ['post', '/api/admin/bulk-emails/preview', { audience: { group: 'tradies' } }],
  ['post', '/api/admin/bulk-emails/test', { subject: 'Hello there', body: 'A body of text.' }],
  ['get', '/api/admin/bulk-emails', undefined],
  ['get', `/api/admin/bulk-emails/${ZERO}`, undefined],
  ['post', `/api/admin/bulk-emails/${ZERO}/cancel`, undefined],
];

function call(client: ApiClient, method: 'get' | 'post' | 'put', path: string, body?: object) {
  if (method === 'get') return client.get(path);
  if (method === 'put')
    return client.agent.put(path).set('X-CSRF-Token', client.csrfToken).send(body);
  return client.post(path, body);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('admin operations', () => {
  let t: TestApp;
  let admin: ApiClient;

  beforeAll(async () => {
    t = await startTestApp({ BULK_EMAIL_RATE_PER_SECOND: '1000', BULK_EMAIL_BATCH_SIZE: '2' });
    admin = await t.admin();
  });
  afterAll(() => t.close());

  describe('the role matrix of every admin route', () => {
    let homeowner: ApiClient;
    let tradie: ApiClient;
    let anonymous: ApiClient;

    beforeAll(async () => {
      homeowner = await t.client();
      await registerAs(homeowner, homeownerRegistration());
      tradie = await t.client();
      await registerAs(tradie, tradieRegistration());
      anonymous = await t.client();
    });

    it.each(ADMIN_ROUTES)(
      '%s %s: 401 anonymous, 403 homeowner and tradie, admin passes',
      async (method, path, body) => {
        expect((await call(anonymous, method, path, body)).status).toBe(401);
        expect((await call(homeowner, method, path, body)).status).toBe(403);
        expect((await call(tradie, method, path, body)).status).toBe(403);
        const res = await call(admin, method, path, body);
        expect([401, 403, 500]).not.toContain(res.status);
      },
    );
  });

  describe('bad input', () => {
    it.each([
      ['put', '/api/admin/maintenance', { enabled: 'yes' }, 'enabled'],
      ['put', '/api/admin/maintenance', { enabled: true, endsAt: 'soon' }, 'endsAt'],
      [
        'post',
        `/api/admin/users/${ZERO}/credits`,
        { amount: 0, reason: 'Oops', requestId: randomUUID() },
        'amount',
      ],
      [
        'post',
        `/api/admin/users/${ZERO}/credits`,
        { amount: 5, reason: 'Oops', requestId: 'x' },
        'requestId',
      ],
      [
        'post',
        '/api/admin/bulk-emails/preview',
        { audience: { group: 'martians' } },
        'audience.group',
      ],
      [
        'post',
        '/api/admin/bulk-emails/preview',
        { audience: { group: 'tradies', states: ['XYZ'] } },
        'audience.states',
      ],
      [
        'post',
        '/api/admin/bulk-emails/preview',
        { audience: { group: 'tradies', trades: ['juggling'] } },
        'audience.trades',
      ],
      [
        'post',
        '/api/admin/bulk-emails',
        { subject: 'Hi', body: 'Short body here', audience: { group: 'tradies' } },
        'subject',
      ],
      ['get', '/api/admin/analytics?from=yesterday', undefined, 'from'],
      ['get', '/api/admin/analytics?from=2026-02-01&to=2026-01-01', undefined, 'from'],
      ['get', '/api/admin/audit?action=delete_everything', undefined, 'action'],
    ] as const)('%s %s answers 400 naming %s', async (method, path, body, field) => {
      const res = await call(admin, method, path, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(field);
    });
  });

  describe('maintenance mode', () => {
    afterEach(async () => {
      await call(admin, 'put', '/api/admin/maintenance', { enabled: false }).expect(200);
    });

    it('answers 503 with Retry-After to visitors and users, and lets health, auth, admin and admins through', async () => {
      const homeowner = await t.client();
      await registerAs(homeowner, homeownerRegistration());
      const endsAt = new Date(t.clock.now().getTime() + 600_000).toISOString();
      const on = await call(admin, 'put', '/api/admin/maintenance', {
        enabled: true,
        message: 'Upgrading the database',
        endsAt,
      }).expect(200);
      expect(on.body).toMatchObject({ enabled: true, message: 'Upgrading the database', endsAt });

      const visitor = await t.client();
      const refused = await visitor.get('/api/jobs/recent').expect(503);
      expect(refused.body).toMatchObject({
        code: 'MAINTENANCE.ACTIVE',
        message: 'Upgrading the database',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(599);
      await homeowner.get('/api/jobs/mine').expect(503);
      await homeowner.get('/api/me/news').expect(503);

      await visitor.get('/api/health').expect(200);
      await homeowner.get('/api/auth/me').expect(200);
      expect((await visitor.get('/api/maintenance').expect(200)).body.enabled).toBe(true);
      await admin.get('/api/admin/analytics').expect(200);
      await admin.get('/api/me/news').expect(200);
      // Public routes too: the maintenance guard reads the session there.
      await admin.get('/api/jobs/recent').expect(200);
      await homeowner.get('/api/jobs/recent').expect(503);

      await call(admin, 'put', '/api/admin/maintenance', { enabled: false }).expect(200);
      await visitor.get('/api/jobs/recent').expect(200);
      const audit = await admin.get('/api/admin/audit').expect(200);
      const actions = audit.body.items.map((i: { action: string }) => i.action);
      expect(actions.slice(0, 2)).toEqual(['maintenance.off', 'maintenance.on']);
    });

    it('another instance sees the switch within its cache time', async () => {
      const other = t.app.get(MaintenanceMode);
      await t.query(`UPDATE maintenance_mode SET enabled = true WHERE id = 1`);
      await waitFor(() => other.isOn(), 5_000);
      await t.query(`UPDATE maintenance_mode SET enabled = false WHERE id = 1`);
      await waitFor(async () => !(await other.isOn()), 5_000);
    });
  });

  describe('users', () => {
    it('bans with a reason the user sees, unbans, and audits both', async () => {
      const client = await t.client();
      const user = await registerAs(client, homeownerRegistration({ firstName: 'Banjo' }));
      await admin
        .post(`/api/admin/users/${user.id}/ban`, { reason: 'Abusive messages' })
        .expect(200);
      const login = await (
        await t.client()
      )
        .post('/api/auth/login', { email: user.email, password: GOOD_PASSWORD })
        .expect(403);
      expect(login.body).toMatchObject({ code: 'AUTH.BANNED' });
      expect(login.body.message).toContain('Abusive messages');
      const detail = await admin.get(`/api/admin/users/${user.id}`).expect(200);
      expect(detail.body.user).toMatchObject({ status: 'banned', banReason: 'Abusive messages' });
      await admin
        .post(`/api/admin/users/${user.id}/unban`, { reason: 'Appeal accepted' })
        .expect(200);
      const audit = await admin.get(`/api/admin/audit?targetId=${user.id}`).expect(200);
      expect(
        audit.body.items.map((i: { action: string; reason: string }) => [i.action, i.reason]),
      ).toEqual([
        ['user.unban', 'Appeal accepted'],
        ['user.ban', 'Abusive messages'],
      ]);
      // The log names a user target, so the admin page never shows a bare id.
      expect(audit.body.items[0].targetName).toBe(`Banjo Nguyen (${user.email})`);
    });

    it("shows a homeowner's jobs and a tradie's bought leads with their job titles", async () => {
      const m = marketplace(t.app);
      const homeowner = await m.homeowner();
      const tradie = await m.tradie(50);
      const jobId = await m.job(homeowner, { title: 'Replace the hot water system' });
      const { lead } = await t.app.get(LeadsService).buy(jobId, tradie);
      const owner = await admin.get(`/api/admin/users/${homeowner}`).expect(200);
      expect(owner.body.user.jobs).toMatchObject([
        { id: jobId, title: 'Replace the hot water system', category: 'plumbing', status: 'open' },
      ]);
      expect(owner.body.user.leads).toEqual([]);
      const buyer = await admin.get(`/api/admin/users/${tradie}`).expect(200);
      expect(buyer.body.user.leads).toMatchObject([
        { id: lead.id, jobId, jobTitle: 'Replace the hot water system', status: 'active' },
      ]);
      expect(buyer.body.user.leads[0].priceCredits).toBeGreaterThan(0);
    });

    it('finds users by name, email and ABN', async () => {
      const reg = tradieRegistration({ firstName: 'Zebedee', businessName: 'Zeb Sparks' });
      const user = await registerAs(await t.client(), reg);
      for (const q of ['zebedee', reg.email, 'zeb sparks', String(reg.abn)]) {
        const res = await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}`).expect(200);
        expect(res.body.items.map((u: { id: string }) => u.id)).toContain(user.id);
      }
      const none = await admin.get('/api/admin/users?q=nobody-called-this').expect(200);
      expect(none.body.items).toEqual([]);
    });

    it('adjusts credits with an admin_adjustment ledger row, once per request id, audited', async () => {
      const user = await registerAs(await t.client(), homeownerRegistration());
      const requestId = randomUUID();
      const body = { amount: 7, reason: 'Goodwill after outage', requestId };
      const first = await admin.post(`/api/admin/users/${user.id}/credits`, body).expect(200);
      expect(first.body).toMatchObject({
        replayed: false,
        entry: { type: 'admin_adjustment', amount: 7, balanceAfter: 7 },
      });
      const again = await admin.post(`/api/admin/users/${user.id}/credits`, body).expect(200);
      expect(again.body.replayed).toBe(true);
      await admin
        .post(`/api/admin/users/${user.id}/credits`, {
          amount: -2,
          reason: 'Correction',
          requestId: randomUUID(),
        })
        .expect(200);
      const refused = await admin
        .post(`/api/admin/users/${user.id}/credits`, {
          amount: -100,
          reason: 'Too much',
          requestId: randomUUID(),
        })
        .expect(402);
      expect(refused.body.code).toBe('CREDITS.INSUFFICIENT');
      const rows = await t.query<{ type: string; amount: number }>(
        'SELECT type, amount FROM credit_transactions WHERE user_id = $1 ORDER BY created_at',
        [user.id],
      );
      expect(rows).toEqual([
        { type: 'admin_adjustment', amount: 7 },
        { type: 'admin_adjustment', amount: -2 },
      ]);
      const audit = await admin
        .get(`/api/admin/audit?action=credits.adjust&targetId=${user.id}`)
        .expect(200);
      expect(audit.body.items).toHaveLength(2);
      await expect(t.query('DELETE FROM admin_audit_log')).rejects.toThrow(/append-only/);
    });
  });

  describe('news consent and unsubscribing', () => {
    it('is off by default and on when the user opts in', async () => {
      const client = await t.client();
      await registerAs(client, homeownerRegistration());
      expect((await client.get('/api/me/news').expect(200)).body).toEqual({ subscribed: false });
      await call(client, 'put', '/api/me/news', { subscribed: true }).expect(200);
      expect((await client.get('/api/me/news').expect(200)).body).toEqual({ subscribed: true });
    });

    it('unsubscribes without a session, idempotently, and refuses bad or expired tokens', async () => {
      const client = await t.client();
      const user = await registerAs(client, homeownerRegistration());
      await call(client, 'put', '/api/me/news', { subscribed: true }).expect(200);
      const token = t.app.get(UnsubscribeTokens).issue(user.id);
      const anonymous = (await t.client()).agent;
      const url = `/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
      // RFC 8058: a bare POST with the one-click body, no cookie, no CSRF token.
      for (let i = 0; i < 2; i++) {
        const res = await anonymous
          .post(url)
          .type('form')
          .send('List-Unsubscribe=One-Click')
          .expect(200);
        expect(res.body).toEqual({ unsubscribed: true });
      }
      expect((await client.get('/api/me/news').expect(200)).body).toEqual({ subscribed: false });
      const forged = await anonymous
        .post(`/api/email/unsubscribe?token=${token.slice(0, -2)}xx`)
        .expect(400);
      expect(forged.body.message).toContain('token');
      t.clock.advance(366 * 24 * 3600 * 1000);
      try {
        await anonymous.post(url).expect(400);
      } finally {
        t.clock.advance(-366 * 24 * 3600 * 1000);
      }
    });
  });

  describe('bulk email', () => {
    it('previews, sends to consenting NSW tradies only, with unsubscribe headers, and audits', async () => {
      const consenting: string[] = [];
      for (const [state, consent] of [
        ['NSW', true],
        ['NSW', true],
        ['NSW', true],
        ['NSW', false],
        ['VIC', true],
      ] as const) {
        const client = await t.client();
        const user = await registerAs(client, tradieRegistration({ licenceState: state }));
        await t.query(`UPDATE tradie_profiles SET verification_status = 'approved' WHERE id = $1`, [
          user.id,
        ]);
        if (consent) await call(client, 'put', '/api/me/news', { subscribed: true }).expect(200);
        if (consent && state === 'NSW') consenting.push(user.email);
      }
      const audience = { group: 'tradies', states: ['NSW'] };
      const preview = await admin.post('/api/admin/bulk-emails/preview', { audience }).expect(200);
      expect(preview.body.recipients).toBe(3);

      await admin
        .post('/api/admin/bulk-emails/test', {
          subject: 'Winter offer',
          body: '**Half price** leads',
        })
        .expect(204);
      const [test] = await t.query<{ subject: string }>(
        'SELECT subject FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [t.config.admin.email],
      );
      expect(test.subject).toBe('[Test] Winter offer');

      const sent = await admin
        .post('/api/admin/bulk-emails', {
          subject: 'Winter offer',
          body: '**Half price** leads this week',
          audience,
        })
        .expect(201);
      expect(sent.body).toMatchObject({ status: 'sending', total: 3 });
      await waitFor(
        async () =>
          (await admin.get(`/api/admin/bulk-emails/${sent.body.id}`)).body.status === 'done',
      );
      const done = await admin.get(`/api/admin/bulk-emails/${sent.body.id}`).expect(200);
      expect(done.body.progress).toEqual({ sent: 3, failed: 0, skipped: 0, pending: 0 });
      const mails = await t.query<{
        to_address: string;
        html_body: string;
        text_body: string;
        headers: Record<string, string>;
      }>(
        `SELECT to_address, html_body, text_body, headers FROM mail_outbox WHERE subject = 'Winter offer'`,
      );
      expect(mails.map((m) => m.to_address).sort()).toEqual([...consenting].sort());
      for (const mail of mails) {
        expect(mail.html_body).toContain('<strong>Half price</strong>');
        expect(mail.text_body).toContain('/unsubscribe?token=');
        expect(mail.text_body).toContain('Sent by Tradiehub');
        expect(mail.headers['List-Unsubscribe']).toMatch(
          /^<http.*\/api\/email\/unsubscribe\?token=.+>$/,
        );
        expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      }
      const audit = await admin.get('/api/admin/audit?action=bulk_email.send').expect(200);
      expect(audit.body.items[0]).toMatchObject({ targetId: sent.body.id });
      await admin.post(`/api/admin/bulk-emails/${sent.body.id}/cancel`).expect(409);
    });

    it('refuses an audience nobody consented in', async () => {
      const res = await admin
        .post('/api/admin/bulk-emails', {
          subject: 'Nobody hears this',
          body: 'There is nobody here.',
          audience: { group: 'homeowners', states: ['NT'] },
        })
        .expect(400);
      expect(res.body.code).toBe('BULKMAIL.NO_RECIPIENTS');
    });

    it('never blocks transactional mail for users who opted out', async () => {
      const client = await t.client();
      const user = await registerAs(client, homeownerRegistration());
      await (await t.client()).post('/api/auth/forgot-password', { email: user.email }).expect(202);
      // The verification link and the reset link, both transactional.
      const mails = await t.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [user.email]);
      expect(mails).toHaveLength(2);
    });
  });
});
