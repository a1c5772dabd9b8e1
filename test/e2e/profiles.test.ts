import sharp from 'sharp';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import {
  GOOD_PASSWORD,
  homeownerRegistration,
  registerAs,
  tradieRegistration,
} from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

/** The parts of the data export file these tests read. */
interface ExportFile {
  account: { email: string; first_name: string };
  tradieProfile: { business_name: string } | null;
  jobs: { posted: unknown[]; workedOn: unknown[] };
  leads: { bought: unknown[] };
  ledger: { balance: number; transactions: { amount: number }[] };
  reviews: { written: unknown[]; received: { rating: number }[] };
  enquiries: unknown[];
  messages: unknown;
}

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function pictureWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: 'orange' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 53/1 44/1' },
    })
    .toBuffer();
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 100; i += 1) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('profiles, directory and privacy over HTTP', () => {
  let t: TestApp;
  let admin: ApiClient;
  let anonymous: ApiClient;

  async function signedUp(body: Record<string, unknown>) {
    const client = await t.client();
    const user = await registerAs(client, body);
    return { client, id: user.id, email: user.email };
  }

  async function approvedTradie(overrides: Record<string, unknown> = {}) {
    const tradie = await signedUp(tradieRegistration(overrides));
    await admin.post(`/api/admin/tradies/${tradie.id}/approve`).expect(200);
    return tradie;
  }

  /** A completed job of `homeownerId` done by `tradieId`, with a review of `rating` stars. */
  async function reviewedJob(homeownerId: string, tradieId: string, rating: number) {
    const [job] = await t.query<{ id: string }>(
      `INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
         budget_cents, status, assigned_tradie_id, published_at, assigned_at, completed_at)
       VALUES ($1, 'Replace a hot water system', 'The old electric unit is leaking from the base.',
         'plumbing', 'Newtown', 'NSW', '2042', 150000, 'completed', $2, now(), now(), now())
       RETURNING id`,
      [homeownerId, tradieId],
    );
    await t.query(
      `INSERT INTO reviews (job_id, homeowner_id, tradie_id, rating, comment, reply, replied_at)
       VALUES ($1, $2, $3, $4, 'Turned up on time and did a tidy job.', $5, $6)`,
      [
        job.id,
        homeownerId,
        tradieId,
        rating,
        rating === 5 ? 'Thanks Sarah!' : null,
        rating === 5 ? new Date() : null,
      ],
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    anonymous = await t.client();
  });
  afterAll(() => t.close());

  describe('role matrix', () => {
    let homeowner: Awaited<ReturnType<typeof signedUp>>;
    let tradie: Awaited<ReturnType<typeof approvedTradie>>;
    let rival: Awaited<ReturnType<typeof approvedTradie>>;
    let pending: Awaited<ReturnType<typeof signedUp>>;

    beforeAll(async () => {
      homeowner = await signedUp(homeownerRegistration());
      tradie = await approvedTradie();
      rival = await approvedTradie({ businessName: 'Rival Plumbing' });
      pending = await signedUp(tradieRegistration());
    });

    it('needs a session for one’s own profile and privacy controls', async () => {
      await anonymous.get('/api/profile').expect(401);
      await anonymous.patch('/api/profile', { firstName: 'X' }).expect(401);
      await anonymous.post('/api/privacy/exports').expect(401);
      await anonymous
        .post('/api/privacy/delete-account', { password: 'x', confirm: 'DELETE' })
        .expect(401);
      await anonymous.patch(`/api/tradies/${tradie.id}/profile`, { about: 'x' }).expect(401);
    });

    it('lets a tradie edit only their own tradie profile (403 for anyone else)', async () => {
      const res = await rival.client
        .patch(`/api/tradies/${tradie.id}/profile`, { about: 'Hijacked' })
        .expect(403);
      expect(res.body.code).toBe('PROFILES.NOT_YOURS');
      await rival.client.agent
        .put(`/api/tradies/${tradie.id}/logo`)
        .set('X-CSRF-Token', rival.client.csrfToken)
        .attach('image', await pictureWithGps(), 'logo.jpg')
        .expect(403);
      await rival.client.post(`/api/tradies/${tradie.id}/photos`).expect(403);
      const asHomeowner = await homeowner.client
        .patch(`/api/tradies/${tradie.id}/profile`, { about: 'x' })
        .expect(403);
      expect(asHomeowner.body.code).toBe('AUTH.FORBIDDEN');
      await admin.patch(`/api/tradies/${tradie.id}/profile`, { about: 'x' }).expect(403);
      // A pending tradie may already polish their own profile.
      await pending.client
        .patch(`/api/tradies/${pending.id}/profile`, { about: 'Licensed plumber.' })
        .expect(200);
    });

    it('shows public profiles of approved tradies only (404 for unknown and unapproved)', async () => {
      await anonymous.get(`/api/tradies/${tradie.id}/profile`).expect(200);
      await anonymous.get(`/api/tradies/${UNKNOWN}/profile`).expect(404);
      await anonymous.get(`/api/tradies/${pending.id}/profile`).expect(404);
      await anonymous.get(`/api/tradies/${homeowner.id}/profile`).expect(404);
      await anonymous.get(`/api/tradies/${pending.id}/logo`).expect(404);
      await anonymous.get('/api/tradies/not-a-uuid/profile').expect(400);
    });
  });

  describe('homeowner profile', () => {
    it('saves personal details and names the bad field', async () => {
      const { client } = await signedUp(homeownerRegistration());
      const res = await client
        .patch('/api/profile', { firstName: 'Sally', phone: '0412 345 678', postcode: '2000' })
        .expect(200);
      expect(res.body).toMatchObject({
        firstName: 'Sally',
        phone: '0412 345 678',
        postcode: '2000',
      });
      const bad = await client.patch('/api/profile', { phone: '12345' }).expect(400);
      expect(bad.body.message).toMatch(/phone/);
      const unknown = await client.patch('/api/profile', { postcode: '0001' }).expect(400);
      expect(unknown.body).toMatchObject({ code: 'PROFILES.UNKNOWN_POSTCODE', field: 'postcode' });
      const nulled = await client.patch('/api/profile', { firstName: null }).expect(400);
      expect(nulled.body.message).toMatch(/firstName/);
      const cleared = await client.patch('/api/profile', { phone: '' }).expect(200);
      expect(cleared.body.phone).toBeNull();
    });

    it('stores the avatar re-encoded without metadata, and refuses what is not a picture', async () => {
      const { client } = await signedUp(homeownerRegistration());
      const res = await client.agent
        .put('/api/profile/avatar')
        .set('X-CSRF-Token', client.csrfToken)
        .attach('image', await pictureWithGps(), 'me.jpg')
        .expect(200);
      expect(res.body.avatarUrl).toMatch(/^\/api\/profile\/avatar\?v=/);
      const avatar = await client.get('/api/profile/avatar').expect(200);
      expect(avatar.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(avatar.body as Buffer).metadata();
      expect(meta.exif).toBeUndefined();
      const bad = await client.agent
        .put('/api/profile/avatar')
        .set('X-CSRF-Token', client.csrfToken)
        .attach('image', Buffer.from('<svg onload=alert(1)>'), 'evil.jpg')
        .expect(400);
      expect(bad.body).toMatchObject({ code: 'PROFILES.UNSUPPORTED_IMAGE', field: 'image' });
    });

    it('changes the password only with the current one and ends other sessions', async () => {
      const body = homeownerRegistration();
      const { client } = await signedUp(body);
      const other = await t.client();
      await other
        .post('/api/auth/login', { email: body.email, password: GOOD_PASSWORD })
        .expect(200);
      const wrong = await client
        .post('/api/auth/change-password', {
          currentPassword: 'nope',
          newPassword: 'Fresh-tide-77',
        })
        .expect(400);
      expect(wrong.body).toMatchObject({ code: 'AUTH.WRONG_PASSWORD', field: 'currentPassword' });
      await client
        .post('/api/auth/change-password', {
          currentPassword: GOOD_PASSWORD,
          newPassword: 'Fresh-tide-77',
        })
        .expect(204);
      await client.get('/api/auth/me').expect(200);
      await other.get('/api/auth/me').expect(401);
      await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: 'Fresh-tide-77' })
        .expect(200);
    });

    it('changes the email once the link sent to the new address is opened', async () => {
      const { client, email } = await signedUp(homeownerRegistration());
      const newEmail = `moved-${Date.now()}@example.com`;
      await client.post('/api/profile/email', { newEmail, password: 'wrong' }).expect(400);
      await client.post('/api/profile/email', { newEmail, password: GOOD_PASSWORD }).expect(202);
      const [mail] = await t.query<{ text_body: string }>(
        'SELECT text_body FROM mail_outbox WHERE to_address = $1',
        [newEmail],
      );
      const token = /token=([^\s]+)/.exec(mail.text_body)?.[1];
      expect(token).toBeDefined();
      expect((await client.get('/api/profile').expect(200)).body.email).toBe(email);
      const confirmed = await anonymous
        .post('/api/profile/email/confirm', { token: decodeURIComponent(token!) })
        .expect(200);
      expect(confirmed.body.email).toBe(newEmail);
      await anonymous
        .post('/api/profile/email/confirm', { token: decodeURIComponent(token!) })
        .expect(400);
      await (
        await t.client()
      )
        .post('/api/auth/login', { email: newEmail, password: GOOD_PASSWORD })
        .expect(200);
    });
  });

  describe('tradie profile and public profile', () => {
    it('edits the profile, logo and photos; a licence change waits for review, profile stays up', async () => {
      const tradie = await approvedTradie({ licenceNumber: 'PL111111' });
      const { client, id } = tradie;
      const saved = await client
        .patch(`/api/tradies/${id}/profile`, {
          businessName: 'Harbour Plumbing',
          about: 'Family business, 20 years on the north shore.',
          yearsInBusiness: 20,
          categories: ['plumbing', 'handyman'],
          serviceRadiusKm: 40,
          licenceNumber: 'PL222222',
        })
        .expect(200);
      expect(saved.body.tradie).toMatchObject({
        businessName: 'Harbour Plumbing',
        licenceNumber: 'PL111111',
        pendingLicence: { licenceNumber: 'PL222222', licenceState: 'NSW' },
        verificationStatus: 'approved',
        abnValid: true,
      });
      const bad = await client
        .patch(`/api/tradies/${id}/profile`, { yearsInBusiness: -1 })
        .expect(400);
      expect(bad.body.message).toMatch(/yearsInBusiness/);
      await client.patch(`/api/tradies/${id}/profile`, { businessName: null }).expect(400);
      await client.patch(`/api/tradies/${id}/profile`, { serviceRadiusKm: null }).expect(400);
      const badTrade = await client
        .patch(`/api/tradies/${id}/profile`, { categories: ['astrology'] })
        .expect(400);
      expect(badTrade.body.message).toMatch(/categories/);

      await client.agent
        .put(`/api/tradies/${id}/logo`)
        .set('X-CSRF-Token', client.csrfToken)
        .attach('image', await pictureWithGps(), 'logo.jpg')
        .expect(200);
      const withPhoto = await client.agent
        .post(`/api/tradies/${id}/photos`)
        .set('X-CSRF-Token', client.csrfToken)
        .attach('image', await pictureWithGps(), 'deck.jpg')
        .expect(200);
      expect(withPhoto.body.tradie.photos).toHaveLength(1);

      const pub = await anonymous.get(`/api/tradies/${id}/profile`).expect(200);
      expect(pub.body).toMatchObject({
        businessName: 'Harbour Plumbing',
        about: 'Family business, 20 years on the north shore.',
        yearsInBusiness: 20,
        ticks: { identity: true, abn: true, licence: true },
      });
      expect(JSON.stringify(pub.body)).not.toContain('PL222222');
      const logo = await anonymous.get(pub.body.logoUrl as string).expect(200);
      expect((await sharp(logo.body as Buffer).metadata()).exif).toBeUndefined();
      await anonymous.get(pub.body.photos[0].url as string).expect(200);

      // The change is in the verification queue; approving it makes it live.
      const queue = await admin.get('/api/admin/tradies?status=pending').expect(200);
      expect(queue.body.items.map((i: { id: string }) => i.id)).toContain(id);
      await admin.post(`/api/admin/tradies/${id}/approve`).expect(200);
      const after = await client.get('/api/profile').expect(200);
      expect(after.body.tradie).toMatchObject({ licenceNumber: 'PL222222', pendingLicence: null });
      await anonymous.get(`/api/tradies/${id}/profile`).expect(200);
    });

    it('refuses a 13th photo of past work', async () => {
      const { client, id } = await approvedTradie();
      const photo = await sharp({
        create: { width: 8, height: 8, channels: 3, background: 'blue' },
      })
        .png()
        .toBuffer();
      for (let i = 0; i < 12; i += 1) {
        await client.agent
          .post(`/api/tradies/${id}/photos`)
          .set('X-CSRF-Token', client.csrfToken)
          .attach('image', photo, `p${i}.png`)
          .expect(200);
      }
      const res = await client.agent
        .post(`/api/tradies/${id}/photos`)
        .set('X-CSRF-Token', client.csrfToken)
        .attach('image', photo, 'p13.png')
        .expect(409);
      expect(res.body.code).toBe('PROFILES.TOO_MANY_PHOTOS');
    });

    it('summarises ratings with a distribution, replies and jobs completed, and no badges', async () => {
      const homeowner = await signedUp(homeownerRegistration());
      const tradie = await approvedTradie();
      await reviewedJob(homeowner.id, tradie.id, 5);
      await reviewedJob(homeowner.id, tradie.id, 5);
      await reviewedJob(homeowner.id, tradie.id, 3);
      const res = await homeowner.client.get(`/api/tradies/${tradie.id}/profile`).expect(200);
      expect(res.body).toMatchObject({ averageRating: 4.3, reviewCount: 3, jobsCompleted: 3 });
      expect(res.body.distribution).toEqual([
        { stars: 5, count: 2 },
        { stars: 4, count: 0 },
        { stars: 3, count: 1 },
        { stars: 2, count: 0 },
        { stars: 1, count: 0 },
      ]);
      expect(
        res.body.reviews.some((r: { reply: string | null }) => r.reply === 'Thanks Sarah!'),
      ).toBe(true);
      expect(JSON.stringify(res.body).toLowerCase()).not.toContain('badge');
    });
  });

  describe('find a tradie', () => {
    it('finds approved tradies near a postcode, by trade and rating, paginated', async () => {
      const homeowner = await signedUp(homeownerRegistration());
      const near = await approvedTradie({
        businessName: 'Newtown Sparkies',
        categories: ['electrical'],
        servicePostcode: '2042',
        serviceRadiusKm: 5,
      });
      const far = await approvedTradie({
        businessName: 'Perth Sparkies',
        categories: ['electrical'],
        servicePostcode: '6000',
        serviceRadiusKm: 20,
      });
      const unapproved = await signedUp(
        tradieRegistration({ categories: ['electrical'], servicePostcode: '2042' }),
      );
      await reviewedJob(homeowner.id, near.id, 4);

      const res = await homeowner.client
        .get('/api/tradies?trade=electrical&postcode=2000&radiusKm=10&sort=distance')
        .expect(200);
      const ids = res.body.items.map((i: { id: string }) => i.id);
      expect(ids).toContain(near.id);
      expect(ids).not.toContain(far.id);
      expect(ids).not.toContain(unapproved.id);
      const entry = res.body.items.find((i: { id: string }) => i.id === near.id);
      expect(entry).toMatchObject({ averageRating: 4, reviewCount: 1 });
      expect(entry.distanceKm).toBeGreaterThan(0);
      expect(entry.distanceKm).toBeLessThan(10);

      const rated = await homeowner.client
        .get('/api/tradies?trade=electrical&minRating=5')
        .expect(200);
      expect(rated.body.items.map((i: { id: string }) => i.id)).not.toContain(near.id);

      const page = await anonymous.get('/api/tradies?page=1').expect(200);
      expect(page.body).toMatchObject({ page: 1, pageSize: 12 });
      expect(page.body.total).toBeGreaterThanOrEqual(page.body.items.length);

      const bad = await anonymous.get('/api/tradies?postcode=20&sort=price').expect(400);
      expect(bad.body.message).toMatch(/postcode|sort/);
      const unknown = await anonymous.get('/api/tradies?postcode=0001').expect(400);
      expect(unknown.body.field).toBe('postcode');
    });
  });

  describe('privacy controls', () => {
    it('exports a user’s data in the background, mails the link, and only they can download it', async () => {
      const homeowner = await signedUp(homeownerRegistration());
      const tradie = await approvedTradie();
      await reviewedJob(homeowner.id, tradie.id, 4);
      const requested = await tradie.client.post('/api/privacy/exports').expect(202);
      expect(requested.body.status).toBe('pending');
      const ready = await waitFor(async () => {
        const list = await tradie.client.get('/api/privacy/exports').expect(200);
        const item = (list.body.items as { id: string; status: string; downloadUrl: string }[])[0];
        return item?.status === 'ready' ? item : undefined;
      }, 'the export');
      const file = await tradie.client.get(ready.downloadUrl).expect(200);
      expect(file.headers['content-disposition']).toMatch(/attachment/);
      const data = JSON.parse(
        Buffer.isBuffer(file.body) ? file.body.toString('utf8') : (file.text ?? ''),
      ) as ExportFile;
      expect(data.account.email).toBe(tradie.email);
      expect(data.tradieProfile?.business_name).toBe('Mitchell Plumbing');
      expect(data.reviews.received).toHaveLength(1);
      expect(data.ledger).toHaveProperty('transactions');
      expect(data).toHaveProperty('messages');
      expect(JSON.stringify(data)).not.toContain('argon2');
      await homeowner.client.get(ready.downloadUrl).expect(404);
      const mails = await t.query(
        'SELECT 1 FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2',
        [tradie.email, '%data is ready%'],
      );
      expect(mails).toHaveLength(1);
    });

    it('deletes an account after re-authentication: erased, signed out, cannot log in', async () => {
      const body = tradieRegistration();
      const tradie = await signedUp(body);
      await admin.post(`/api/admin/tradies/${tradie.id}/approve`).expect(200);
      const homeowner = await signedUp(homeownerRegistration());
      await reviewedJob(homeowner.id, tradie.id, 5);
      await t.app.get(CreditLedger).credit(tradie.id, 7, 'purchase', 'test', `fund:${tradie.id}`);
      const [before] = await t.query<{ sum: number }>(
        'SELECT coalesce(sum(amount), 0)::int AS sum FROM credit_transactions WHERE user_id = $1',
        [tradie.id],
      );
      const second = await t.client();
      await second
        .post('/api/auth/login', { email: body.email, password: GOOD_PASSWORD })
        .expect(200);

      const wrong = await tradie.client
        .post('/api/privacy/delete-account', { password: 'nope', confirm: 'DELETE' })
        .expect(400);
      expect(wrong.body.field).toBe('password');
      await tradie.client
        .post('/api/privacy/delete-account', { password: GOOD_PASSWORD, confirm: 'delete' })
        .expect(400);
      await tradie.client
        .post('/api/privacy/delete-account', { password: GOOD_PASSWORD, confirm: 'DELETE' })
        .expect(204);

      await tradie.client.get('/api/auth/me').expect(401);
      await second.get('/api/auth/me').expect(401);
      await (
        await t.client()
      )
        .post('/api/auth/login', { email: body.email, password: GOOD_PASSWORD })
        .expect(401);
      await anonymous.get(`/api/tradies/${tradie.id}/profile`).expect(404);

      const [row] = await t.query<Record<string, unknown>>(
        `SELECT u.email, u.first_name, u.last_name, u.phone, t.business_name, t.abn, t.licence_number
         FROM users u JOIN tradie_profiles t ON t.id = u.id WHERE u.id = $1`,
        [tradie.id],
      );
      expect(JSON.stringify(row)).not.toMatch(/Dave|Mitchell|PL123456|824753556/);
      const [after] = await t.query<{ sum: number }>(
        'SELECT coalesce(sum(amount), 0)::int AS sum FROM credit_transactions WHERE user_id = $1',
        [tradie.id],
      );
      expect(after.sum).toBe(before.sum);
      const [{ count }] = await t.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM reviews WHERE tradie_id = $1',
        [tradie.id],
      );
      expect(count).toBe(1);
    });

    it('does not delete admin accounts from here', async () => {
      const { TEST_ADMIN } = await import('../support/test-app.js');
      const res = await admin
        .post('/api/privacy/delete-account', { password: TEST_ADMIN.password, confirm: 'DELETE' })
        .expect(409);
      expect(res.body.code).toBe('PROFILES.ADMIN_CANNOT_DELETE');
    });
  });
});
