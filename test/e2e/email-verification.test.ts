import { randomUUID } from 'node:crypto';
import {
  GOOD_PASSWORD,
  homeownerRegistration,
  registerAs,
  tradieRegistration,
  verificationToken,
} from '../support/fixtures.js';
import { EventRelay } from '#shared/infra/events/event-relay.js';
import { MailOutbox } from '#shared/domain/mailer.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const JOB = {
  title: 'Fix a leaking kitchen tap',
  description: 'The kitchen mixer tap drips constantly and the base is loose underneath.',
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  budget: 25_000,
  isEmergency: false,
  privacyConsent: true,
};

describe('email verification over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const balance = async (client: Awaited<ReturnType<TestApp['client']>>) =>
    (await client.get('/api/credits/balance').expect(200)).body.balance as number;

  // Failed before verification existed: the bonus came at sign-up and jobs posted at once.
  it('grants no bonus and posts no job until the link is opened, then the bonus once', async () => {
    const anonymous = await t.client();
    const spotsBefore = (await anonymous.get('/api/credits/signup-bonus').expect(200)).body
      .remaining as number;
    const tradie = await t.client();
    const user = await registerAs(tradie, tradieRegistration(), { verify: false });
    expect(await balance(tradie)).toBe(0);
    expect((await tradie.get('/api/auth/me').expect(200)).body.user.emailVerified).toBe(false);

    const homeowner = await t.client();
    await registerAs(homeowner, homeownerRegistration(), { verify: false });
    const refused = await homeowner.post('/api/jobs', JOB).expect(403);
    expect(refused.body.code).toBe('AUTH.EMAIL_NOT_VERIFIED');

    const token = await verificationToken(tradie, user.email);
    // The link works without being signed in (another device, another browser).
    await anonymous.post('/api/auth/verify-email', { token }).expect(204);
    expect(await balance(tradie)).toBe(5);
    expect((await tradie.get('/api/auth/me').expect(200)).body.user.emailVerified).toBe(true);
    const again = await anonymous.post('/api/auth/verify-email', { token }).expect(400);
    expect(again.body.code).toBe('AUTH.VERIFICATION_USED');
    expect(await balance(tradie)).toBe(5);
    const spotsAfter = (await anonymous.get('/api/credits/signup-bonus').expect(200)).body
      .remaining;
    expect(spotsAfter).toBe(spotsBefore - 1);
    const resend = await tradie.post('/api/auth/verify-email/resend').expect(409);
    expect(resend.body.code).toBe('AUTH.ALREADY_VERIFIED');
  });

  it('verifies a tradie and grants the bonus in one transaction: a failed grant undoes the verification', async () => {
    const tradie = await t.client();
    const user = await registerAs(tradie, tradieRegistration(), { verify: false });
    const token = await verificationToken(tradie, user.email);
    // The ledger refuses this tradie's bonus inside PostgreSQL.
    const name = `fail_bonus_${user.id.replaceAll('-', '')}`;
    await t.query(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'bonus refused for the test'; END $$`,
    );
    await t.query(
      `CREATE TRIGGER ${name} BEFORE INSERT ON credit_transactions FOR EACH ROW
       WHEN (NEW.user_id = '${user.id}' AND NEW.type = 'signup_bonus') EXECUTE FUNCTION ${name}()`,
    );
    const spots = async () =>
      (await tradie.get('/api/credits/signup-bonus').expect(200)).body.remaining as number;
    const spotsBefore = await spots();
    await tradie.post('/api/auth/verify-email', { token }).expect(500);
    expect((await tradie.get('/api/auth/me').expect(200)).body.user.emailVerified).toBe(false);
    expect(await spots()).toBe(spotsBefore);

    await t.query(`DROP TRIGGER ${name} ON credit_transactions`);
    await t.query(`DROP FUNCTION ${name}()`);
    // The link was not spent: it verifies now, with the bonus.
    await tradie.post('/api/auth/verify-email', { token }).expect(204);
    expect(await balance(tradie)).toBe(5);
    expect(await spots()).toBe(spotsBefore - 1);
  });

  it('mails the link of a sign-up whose first mail failed once the relay comes round', async () => {
    const tradie = await t.client();
    const registration = tradieRegistration();
    const email = registration.email.toLowerCase();
    // The mail store refuses mail to this address inside PostgreSQL (a transport that failed).
    const name = `fail_mail_${randomUUID().replaceAll('-', '')}`;
    await t.query(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION 'mail refused for the test'; END $$`,
    );
    await t.query(
      `CREATE TRIGGER ${name} BEFORE INSERT ON mail_outbox FOR EACH ROW
       WHEN (lower(NEW.to_address) = '${email}') EXECUTE FUNCTION ${name}()`,
    );
    await registerAs(tradie, registration, { verify: false });
    await expect(verificationToken(tradie, email)).rejects.toThrow('no verification mail');

    await t.query(`DROP TRIGGER ${name} ON mail_outbox`);
    await t.query(`DROP FUNCTION ${name}()`);
    await t.app.get(EventRelay).drain();
    const token = await verificationToken(tradie, email);
    await tradie.post('/api/auth/verify-email', { token }).expect(204);
    // Delivered once: another pass sends no second link.
    await t.app.get(EventRelay).drain();
    expect(await t.app.get(MailOutbox).latest(20, email)).toHaveLength(1);
  });

  it('refuses an expired link; a resent one works and the earlier one stops working', async () => {
    const homeowner = await t.client();
    const user = await registerAs(homeowner, homeownerRegistration(), { verify: false });
    const first = await verificationToken(homeowner, user.email);
    t.clock.advance(24 * 60 * 60 * 1000 + 60_000);
    const expired = await homeowner.post('/api/auth/verify-email', { token: first }).expect(400);
    expect(expired.body).toMatchObject({ code: 'AUTH.VERIFICATION_EXPIRED', field: 'token' });

    await homeowner.post('/api/auth/verify-email/resend').expect(202);
    const second = await verificationToken(homeowner, user.email);
    expect(second).not.toBe(first);
    await homeowner.post('/api/auth/verify-email/resend').expect(202);
    const third = await verificationToken(homeowner, user.email);
    const superseded = await homeowner
      .post('/api/auth/verify-email', { token: second })
      .expect(400);
    expect(superseded.body.code).toBe('AUTH.VERIFICATION_USED');
    await homeowner.post('/api/auth/verify-email', { token: third }).expect(204);
    await homeowner.post('/api/jobs', JOB).expect(201);
    const bogus = await homeowner
      .post('/api/auth/verify-email', { token: 'x'.repeat(43) })
      .expect(400);
    expect(bogus.body.code).toBe('AUTH.VERIFICATION_INVALID');
    await (await t.client()).post('/api/auth/verify-email/resend').expect(401);
  });

  it('refuses a lead to an approved tradie whose email is not verified', async () => {
    const tradie = await t.client();
    const user = await registerAs(tradie, tradieRegistration(), { verify: false });
    const admin = await t.admin();
    await admin.post(`/api/admin/tradies/${user.id}/approve`).expect(200);
    const refused = await tradie.post(`/api/jobs/${randomUUID()}/lead`).expect(403);
    expect(refused.body.code).toBe('AUTH.EMAIL_NOT_VERIFIED');
  });

  it('binds a link to its address: after an email change only a link to the new one verifies', async () => {
    const homeowner = await t.client();
    const user = await registerAs(homeowner, homeownerRegistration(), { verify: false });
    const oldLink = await verificationToken(homeowner, user.email);
    const newEmail = `moved-${Date.now()}@example.com`;
    await homeowner.post('/api/profile/email', { newEmail, password: GOOD_PASSWORD }).expect(202);
    const [mail] = await t.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE to_address = $1',
      [newEmail],
    );
    const change = decodeURIComponent(/token=([^\s]+)/.exec(mail.text_body)![1]);
    await homeowner.post('/api/profile/email/confirm', { token: change }).expect(200);

    const stale = await homeowner.post('/api/auth/verify-email', { token: oldLink }).expect(400);
    expect(stale.body.code).toBe('AUTH.VERIFICATION_USED');
    await homeowner.post('/api/auth/verify-email/resend').expect(202);
    const fresh = await verificationToken(homeowner, newEmail);
    await homeowner.post('/api/auth/verify-email', { token: fresh }).expect(204);
    expect((await homeowner.get('/api/auth/me').expect(200)).body.user).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
  });

  it('allows one active tradie account per ABN; a banned one frees it', async () => {
    const first = tradieRegistration();
    const holder = await registerAs(await t.client(), first, { verify: false });
    const taken = await (
      await t.client()
    )
      .post('/api/auth/register', tradieRegistration({ abn: first.abn }))
      .expect(409);
    expect(taken.body).toMatchObject({ code: 'TRADIES.ABN_TAKEN', field: 'abn' });

    const admin = await t.admin();
    await admin.post(`/api/admin/users/${holder.id}/ban`, { reason: 'Duplicate' }).expect(200);
    await registerAs(await t.client(), tradieRegistration({ abn: first.abn }), { verify: false });
  });
});
