import {
  GOOD_PASSWORD,
  homeownerRegistration,
  registerAs,
  tradieRegistration,
} from '../support/fixtures.js';
import { startTestApp, TEST_ADMIN, type TestApp } from '../support/test-app.js';

const SESSION_COOKIE = 'tradiehub_session';

function cookieHeader(res: { headers: Record<string, unknown> }, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : [];
  return list.find((c) => c.startsWith(`${name}=`));
}

describe('auth over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('CSRF', () => {
    it('hands out a token and sets the csrf_token cookie', async () => {
      const res = await (await t.client()).get('/api/auth/csrf').expect(200);
      expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(cookieHeader(res, 'csrf_token')).toContain(res.body.token);
    });

    it('refuses a mutation without the header', async () => {
      const client = await t.client();
      const res = await client.agent
        .post('/api/auth/login')
        .send({ email: 'a@b.com', password: 'x' })
        .expect(403);
      expect(res.body.code).toBe('AUTH.CSRF');
    });

    it('refuses a header that does not match the cookie', async () => {
      const client = await t.client();
      const res = await client.agent
        .post('/api/auth/login')
        .set('X-CSRF-Token', 'x'.repeat(43))
        .send({ email: 'a@b.com', password: 'x' })
        .expect(403);
      expect(res.body.code).toBe('AUTH.CSRF');
    });

    it('keeps the same token for a client that already has one', async () => {
      const client = await t.client();
      const res = await client.get('/api/auth/csrf').expect(200);
      expect(res.body.token).toBe(client.csrfToken);
    });
  });

  describe('register', () => {
    it('creates a homeowner, signs them in and answers the user', async () => {
      const client = await t.client();
      const body = homeownerRegistration({ email: 'Sarah.Case@Example.com' });
      const res = await client.post('/api/auth/register', body).expect(201);
      expect(res.body.user).toMatchObject({
        email: 'sarah.case@example.com',
        firstName: 'Sarah',
        lastName: 'Nguyen',
        type: 'homeowner',
        status: 'active',
        tradie: null,
      });
      const cookie = cookieHeader(res, SESSION_COOKIE);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).not.toMatch(/Secure/i); // not production
      expect(res.body.user).not.toHaveProperty('passwordHash');
      const me = await client.get('/api/auth/me').expect(200);
      expect(me.body.user.id).toBe(res.body.user.id);
    });

    it('creates a pending tradie with its profile', async () => {
      const client = await t.client();
      const res = await client
        .post(
          '/api/auth/register',
          tradieRegistration({
            abn: '51 824 753 556',
            categories: ['plumbing', 'plumbing', 'tiling'],
          }),
        )
        .expect(201);
      expect(res.body.user).toMatchObject({ type: 'tradie', status: 'pending' });
      expect(res.body.user.tradie).toMatchObject({
        businessName: 'Mitchell Plumbing',
        abn: '51824753556',
        licenceNumber: 'PL123456',
        licenceState: 'NSW',
        categories: ['plumbing', 'tiling'],
        servicePostcode: '2000',
        serviceRadiusKm: 25,
      });
      const rows = await t.query('SELECT verification_status FROM tradie_profiles WHERE id = $1', [
        res.body.user.id,
      ]);
      expect(rows[0]).toEqual({ verification_status: 'pending' });
    });

    it('stores an argon2id hash, never the password', async () => {
      const client = await t.client();
      const user = await registerAs(client, homeownerRegistration());
      const [row] = await t.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [user.id],
      );
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(GOOD_PASSWORD);
    });

    it('answers 409 for a taken email, whatever its case', async () => {
      const client = await t.client();
      const body = homeownerRegistration();
      await client.post('/api/auth/register', body).expect(201);
      const res = await (
        await t.client()
      )
        .post('/api/auth/register', { ...body, email: body.email.toUpperCase() })
        .expect(409);
      expect(res.body).toMatchObject({ statusCode: 409, code: 'AUTH.EMAIL_TAKEN' });
      expect(res.body.message).toContain('email');
    });

    it('never lets two simultaneous sign-ups take the same email', async () => {
      const body = homeownerRegistration();
      const clients = await Promise.all([t.client(), t.client(), t.client()]);
      const results = await Promise.all(clients.map((c) => c.post('/api/auth/register', body)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    });

    const badHomeownerFields: [string, Record<string, unknown>][] = [
      ['email', { email: 'not-an-email' }],
      ['email', { email: undefined }],
      ['email', { email: `${'a'.repeat(250)}@example.com` }],
      ['password', { password: undefined }],
      ['password', { password: 'short1' }],
      ['password', { password: 'nodigitshere' }],
      ['password', { password: 'password123' }],
      ['password', { password: 12345678 }],
      ['password', { password: 'x1'.repeat(70) }],
      ['firstName', { firstName: '' }],
      ['firstName', { firstName: 'x'.repeat(81) }],
      ['lastName', { lastName: undefined }],
      ['type', { type: 'landlord' }],
      ['type', { type: undefined }],
      ['phone', { phone: '12345' }],
      ['suburb', { suburb: 'x' }],
      ['state', { state: 'XYZ' }],
      ['postcode', { postcode: '20000' }],
      ['postcode', { postcode: 'abcd' }],
      ['unexpected', { unexpected: true }],
    ];
    it.each(badHomeownerFields)('answers 400 naming %s for bad input %j', async (field, patch) => {
      const res = await (
        await t.client()
      )
        .post('/api/auth/register', homeownerRegistration(patch))
        .expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.message).toContain(field);
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
    });

    const badTradieFields: [string, Record<string, unknown>][] = [
      ['businessName', { businessName: undefined }],
      ['businessName', { businessName: 'x' }],
      ['abn', { abn: undefined }],
      ['abn', { abn: '1234' }],
      ['abn', { abn: '51824753557' }], // wrong check digits
      ['licenceNumber', { licenceNumber: undefined }],
      ['licenceNumber', { licenceNumber: '!!' }],
      ['licenceState', { licenceState: 'QQ' }],
      ['categories', { categories: [] }],
      ['categories', { categories: ['astrology'] }],
      ['categories', { categories: 'plumbing' }],
      ['servicePostcode', { servicePostcode: '123' }],
      ['serviceRadiusKm', { serviceRadiusKm: 0 }],
      ['serviceRadiusKm', { serviceRadiusKm: 501 }],
      ['serviceRadiusKm', { serviceRadiusKm: 'far' }],
    ];
    it.each(badTradieFields)('answers 400 naming %s for a tradie with %j', async (field, patch) => {
      const res = await (
        await t.client()
      )
        .post('/api/auth/register', tradieRegistration(patch))
        .expect(400);
      expect(res.body.message).toContain(field);
    });

    it('answers 400 for a body that is not JSON or not an object', async () => {
      const client = await t.client();
      const broken = await client.agent
        .post('/api/auth/register')
        .set('X-CSRF-Token', client.csrfToken)
        .set('Content-Type', 'application/json')
        .send('{"email":')
        .expect(400);
      expect(broken.body.message).toBe('body: is not valid JSON');
      const list = await client.post('/api/auth/register', [1, 2]).expect(400);
      expect(list.body.message).toContain('body');
    });

    it('stores nothing when the input is refused', async () => {
      const body = tradieRegistration({ abn: '51824753557' });
      await (await t.client()).post('/api/auth/register', body).expect(400);
      const rows = await t.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
      expect(rows).toHaveLength(0);
    });

    // Well-formed but in no postcode list: a service area there would match no job at all.
    it.each([
      ['postcode', homeownerRegistration({ postcode: '0001' })],
      ['servicePostcode', tradieRegistration({ servicePostcode: '0001' })],
      ['postcode', tradieRegistration({ postcode: '0000' })],
    ])('refuses an unknown %s with 400 naming it, creating nothing', async (field, body) => {
      const client = await t.client();
      const res = await client.post('/api/auth/register', body).expect(400);
      expect(res.body).toMatchObject({ code: 'AUTH.UNKNOWN_POSTCODE', field });
      expect(res.body.message).toBe(`${field}: is not an Australian postcode we know`);
      await client.get('/api/auth/me').expect(401);
      const rows = await t.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
      expect(rows).toHaveLength(0);
      await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: body.password })
        .expect(401);
    });
  });

  describe('login, me and logout', () => {
    it('logs in with the right password, case-insensitively by email', async () => {
      const body = homeownerRegistration();
      await registerAs(await t.client(), body);
      const client = await t.client();
      const res = await client
        .post('/api/auth/login', { email: body.email.toUpperCase(), password: body.password })
        .expect(200);
      expect(res.body.user.email).toBe(body.email);
      expect(cookieHeader(res, SESSION_COOKIE)).toBeDefined();
      await client.get('/api/auth/me').expect(200);
    });

    it('answers 401 for a wrong password and for an unknown email alike', async () => {
      const body = homeownerRegistration();
      await registerAs(await t.client(), body);
      const wrong = await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: 'Wrong-pass-1' })
        .expect(401);
      const unknown = await (
        await t.client()
      )
        .post('/api/auth/login', { email: 'nobody@example.com', password: 'Wrong-pass-1' })
        .expect(401);
      expect(wrong.body.message).toBe(unknown.body.message);
      expect(wrong.body.code).toBe('AUTH.INVALID_CREDENTIALS');
    });

    it.each([
      ['email', { email: 'nope', password: 'x' }],
      ['email', { password: 'x' }],
      ['password', { email: 'a@b.com' }],
      ['password', { email: 'a@b.com', password: '' }],
      ['password', { email: 'a@b.com', password: ['x'] }],
    ])('answers 400 naming %s for login body %j', async (field, body) => {
      const res = await (await t.client()).post('/api/auth/login', body).expect(400);
      expect(res.body.message).toContain(field);
    });

    it('answers 401 to me without a session, and with a forged one', async () => {
      const client = await t.client();
      await client.get('/api/auth/me').expect(401);
      const forged = await client.agent
        .get('/api/auth/me')
        .set('Cookie', `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidmVyIjowfQ.bad`)
        .expect(401);
      expect(forged.body.code).toBe('AUTH.UNAUTHENTICATED');
    });

    it('logs out: the cookie is cleared and me answers 401', async () => {
      const client = await t.client();
      await registerAs(client, homeownerRegistration());
      await client.get('/api/auth/me').expect(200);
      const res = await client.post('/api/auth/logout').expect(204);
      expect(cookieHeader(res, SESSION_COOKIE)).toMatch(/Expires=Thu, 01 Jan 1970/);
      await client.get('/api/auth/me').expect(401);
    });
  });

  describe('forgot and reset password', () => {
    async function requestReset(email: string): Promise<string> {
      await (await t.client()).post('/api/auth/forgot-password', { email }).expect(202);
      const [mail] = await t.query<{ text_body: string }>(
        'SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
      if (!token) throw new Error('no reset link in the mail');
      return token;
    }

    it('answers 202 for an unknown email and sends nothing', async () => {
      await (
        await t.client()
      )
        .post('/api/auth/forgot-password', { email: 'ghost@example.com' })
        .expect(202);
      const rows = await t.query('SELECT 1 FROM mail_outbox WHERE to_address = $1', [
        'ghost@example.com',
      ]);
      expect(rows).toHaveLength(0);
    });

    it('answers 400 naming email for a malformed one', async () => {
      const res = await (
        await t.client()
      )
        .post('/api/auth/forgot-password', { email: 'nope' })
        .expect(400);
      expect(res.body.message).toContain('email');
    });

    it('mails a link whose token is stored only hashed', async () => {
      const body = homeownerRegistration();
      const user = await registerAs(await t.client(), body);
      const token = await requestReset(body.email);
      const rows = await t.query<{ token_hash: string; expires_at: Date }>(
        'SELECT token_hash, expires_at FROM password_reset_tokens WHERE user_id = $1',
        [user.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).not.toContain(token);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      const ttl = rows[0].expires_at.getTime() - t.clock.now().getTime();
      expect(ttl).toBe(60 * 60 * 1000);
    });

    it('resets the password once; the token cannot be used again', async () => {
      const body = homeownerRegistration();
      const oldSession = await t.client();
      await registerAs(oldSession, body);
      const token = await requestReset(body.email);

      await (
        await t.client()
      )
        .post('/api/auth/reset-password', { token, password: 'Brand-new-pass-7' })
        .expect(204);
      const again = await (
        await t.client()
      )
        .post('/api/auth/reset-password', { token, password: 'Another-pass-8' })
        .expect(400);
      expect(again.body.code).toBe('AUTH.RESET_TOKEN_INVALID');
      expect(again.body.message).toContain('token');

      await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: body.password })
        .expect(401);
      await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: 'Brand-new-pass-7' })
        .expect(200);
      // Sessions signed before the reset end.
      await oldSession.get('/api/auth/me').expect(401);
    });

    it('refuses a token after one hour, accepts it just before', async () => {
      const body = homeownerRegistration();
      await registerAs(await t.client(), body);
      const token = await requestReset(body.email);
      t.clock.advance(60 * 60 * 1000 + 1000);
      try {
        const res = await (
          await t.client()
        )
          .post('/api/auth/reset-password', { token, password: 'Brand-new-pass-7' })
          .expect(400);
        expect(res.body.code).toBe('AUTH.RESET_TOKEN_INVALID');
      } finally {
        t.clock.advance(-(60 * 60 * 1000 + 1000));
      }
      t.clock.advance(59 * 60 * 1000);
      try {
        await (
          await t.client()
        )
          .post('/api/auth/reset-password', { token, password: 'Brand-new-pass-7' })
          .expect(204);
      } finally {
        t.clock.advance(-59 * 60 * 1000);
      }
    });

    it('spends older tokens when one is used', async () => {
      const body = homeownerRegistration();
      await registerAs(await t.client(), body);
      const first = await requestReset(body.email);
      const second = await requestReset(body.email);
      await (
        await t.client()
      )
        .post('/api/auth/reset-password', { token: second, password: 'Brand-new-pass-7' })
        .expect(204);
      await (
        await t.client()
      )
        .post('/api/auth/reset-password', { token: first, password: 'Other-new-pass-8' })
        .expect(400);
    });

    it('keeps the token usable when the new password is refused', async () => {
      const body = homeownerRegistration();
      await registerAs(await t.client(), body);
      const token = await requestReset(body.email);
      const weak = await (
        await t.client()
      )
        .post('/api/auth/reset-password', { token, password: 'weak' })
        .expect(400);
      expect(weak.body.message).toContain('password');
      await (
        await t.client()
      )
        .post('/api/auth/reset-password', { token, password: 'Brand-new-pass-7' })
        .expect(204);
    });

    it.each([
      ['token', { password: 'Brand-new-pass-7' }],
      ['token', { token: 'short', password: 'Brand-new-pass-7' }],
      ['token', { token: 'has spaces in it and is long enough', password: 'Brand-new-pass-7' }],
      ['token', { token: 'x'.repeat(43), password: 'Brand-new-pass-7' }],
      ['password', { token: 'x'.repeat(43) }],
    ])('answers 400 naming %s for %j', async (field, body) => {
      const res = await (await t.client()).post('/api/auth/reset-password', body).expect(400);
      expect(res.body.message).toContain(field);
    });
  });

  describe('roles, verification and bans', () => {
    it('keeps non-admins out of admin endpoints', async () => {
      const anonymous = await t.client();
      await anonymous.get('/api/admin/tradies').expect(401);
      const homeowner = await t.client();
      await registerAs(homeowner, homeownerRegistration());
      const res = await homeowner.get('/api/admin/tradies').expect(403);
      expect(res.body.code).toBe('AUTH.FORBIDDEN');
    });

    it('lets an admin approve a pending tradie', async () => {
      const tradie = await t.client();
      const user = await registerAs(tradie, tradieRegistration());
      const admin = await t.admin();
      const list = await admin.get('/api/admin/tradies?status=pending').expect(200);
      expect(list.body.items.map((i: { id: string }) => i.id)).toContain(user.id);
      const item = list.body.items.find((i: { id: string }) => i.id === user.id);
      expect(item).toMatchObject({
        businessName: 'Mitchell Plumbing',
        licenceNumber: 'PL123456',
        licenceState: 'NSW',
      });

      const approved = await admin.post(`/api/admin/tradies/${user.id}/approve`).expect(200);
      expect(approved.body.user.status).toBe('active');
      const me = await tradie.get('/api/auth/me').expect(200);
      expect(me.body.user.status).toBe('active');
      const again = await admin.post(`/api/admin/tradies/${user.id}/approve`).expect(409);
      expect(again.body.code).toBe('TRADIES.NOT_PENDING');
      await (await t.client()).get(`/api/tradies/${user.id}/profile`).expect(200);
    });

    it('lets an admin reject a tradie with a reason the tradie can read', async () => {
      const tradie = await t.client();
      const user = await registerAs(tradie, tradieRegistration());
      const admin = await t.admin();
      const missing = await admin.post(`/api/admin/tradies/${user.id}/reject`, {}).expect(400);
      expect(missing.body.message).toBe('reason: is required');
      const noBody = await admin.post(`/api/admin/tradies/${user.id}/reject`).expect(400);
      expect(noBody.body.message).toBe('reason: is required');
      await admin
        .post(`/api/admin/tradies/${user.id}/reject`, {
          reason: 'Licence not found on the register',
        })
        .expect(200);
      const me = await tradie.get('/api/auth/me').expect(200);
      expect(me.body.user.status).toBe('rejected');
      expect(me.body.user.tradie.rejectionReason).toBe('Licence not found on the register');
      await (await t.client()).get(`/api/tradies/${user.id}/profile`).expect(404);
    });

    it('answers 404 and 400 for unknown and malformed ids', async () => {
      const admin = await t.admin();
      await admin
        .post('/api/admin/tradies/00000000-0000-4000-8000-000000000000/approve')
        .expect(404);
      const bad = await admin.post('/api/admin/tradies/not-a-uuid/approve').expect(400);
      expect(bad.body.message).toContain('id');
      const status = await admin.get('/api/admin/tradies?status=weird').expect(400);
      expect(status.body.message).toContain('status');
    });

    it('locks a banned user out everywhere, then lets them back after unban', async () => {
      const body = homeownerRegistration();
      const victim = await t.client();
      const user = await registerAs(victim, body);
      const admin = await t.admin();
      await admin.post(`/api/admin/users/${user.id}/ban`, { reason: 'Spam' }).expect(200);

      const me = await victim.get('/api/auth/me').expect(403);
      expect(me.body.code).toBe('AUTH.BANNED');
      const login = await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: body.password })
        .expect(403);
      expect(login.body.code).toBe('AUTH.BANNED');
      // Public pages still answer, as for anyone.
      await victim.get('/api/jobs/open').expect(200);

      await admin.post(`/api/admin/users/${user.id}/unban`).expect(200);
      // The ban ended every session: back in only by logging in again.
      await victim.get('/api/auth/me').expect(401);
      await victim
        .post('/api/auth/login', { email: body.email, password: body.password })
        .expect(200);
      await victim.get('/api/auth/me').expect(200);
      // The reason is optional: no body at all is a ban without one.
      await admin.post(`/api/admin/users/${user.id}/ban`).expect(200);
      const banned = await t.query<{ ban_reason: string | null }>(
        'SELECT ban_reason FROM users WHERE id = $1',
        [user.id],
      );
      expect(banned[0]).toEqual({ ban_reason: null });
    });

    it('refuses to ban an admin', async () => {
      const admin = await t.admin();
      const me = await admin.get('/api/auth/me').expect(200);
      expect(me.body.user).toMatchObject({
        email: TEST_ADMIN.email,
        type: 'admin',
        status: 'active',
      });
      const res = await admin.post(`/api/admin/users/${me.body.user.id}/ban`, {}).expect(409);
      expect(res.body.code).toBe('USERS.CANNOT_BAN_ADMIN');
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ LOGIN_RATE_LIMIT: '3', FORGOT_PASSWORD_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 after too many logins for one email', async () => {
    const client = await t.client();
    const attempt = () =>
      client.post('/api/auth/login', { email: 'x@example.com', password: 'Wrong-1x' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('AUTH.RATE_LIMITED');
    // Another account from the same address is not affected.
    await client
      .post('/api/auth/login', { email: 'y@example.com', password: 'Wrong-1x' })
      .expect(401);
  });

  it('answers 429 after too many forgot-password requests', async () => {
    const client = await t.client();
    const attempt = () => client.post('/api/auth/forgot-password', { email: 'z@example.com' });
    expect((await attempt()).status).toBe(202);
    expect((await attempt()).status).toBe(202);
    expect((await attempt()).status).toBe(429);
  });
});
