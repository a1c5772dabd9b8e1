import sharp from 'sharp';
import { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { JobsService, type PostJobInput } from '#modules/jobs/domain/jobs.service.js';
import { JobEndings } from '#modules/leads/domain/job-endings.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PHONE = '0412 345 678';

const jobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Fix a leaking kitchen tap',
  description: `The kitchen mixer drips constantly and the base is loose. Text me on ${PHONE} or mail olivia@example.com.`,
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  budget: 25_000,
  isEmergency: false,
  privacyConsent: true,
  ...overrides,
});

const postInput = (i: number): PostJobInput => ({
  title: `Job number ${i} needs doing`,
  description: 'A plumbing job described at enough length for the form to take it.',
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  budgetCents: 20_000,
  isEmergency: false,
  privacyConsent: true,
});

async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: 'teal' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 53/1 44/1' },
    })
    .toBuffer();
}

describe('marketplace over HTTP', () => {
  let t: TestApp;
  let anonymous: ApiClient;
  let owner: ApiClient;
  let otherHomeowner: ApiClient;
  let tradie: ApiClient;
  let tradieId: string;
  let rival: ApiClient;
  let rivalId: string;
  let pending: ApiClient;
  let banned: ApiClient;
  let admin: ApiClient;

  const fund = (userId: string, credits: number) =>
    t.app
      .get(CreditLedger)
      .credit(userId, credits, 'purchase', 'test', `fund:${userId}:${credits}:${Date.now()}`);

  async function approvedTradie(overrides: Record<string, unknown> = {}) {
    const client = await t.client();
    const user = await registerAs(client, tradieRegistration(overrides));
    await admin.post(`/api/admin/tradies/${user.id}/approve`).expect(200);
    return { client, id: user.id };
  }

  /**
   * A tradie whose service postcode is in no postcode list: stored before registration and
   * profile edits checked postcodes against the dataset (they now refuse it).
   */
  async function tradieInUnknownArea() {
    const tradie = await approvedTradie();
    await t.query(`UPDATE tradie_profiles SET service_postcode = '0001' WHERE id = $1`, [
      tradie.id,
    ]);
    return tradie;
  }

  async function postJob(overrides: Record<string, unknown> = {}): Promise<string> {
    const res = await owner.post('/api/jobs', jobBody(overrides)).expect(201);
    return res.body.job.id as string;
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    anonymous = await t.client();
    owner = await t.client();
    await registerAs(owner, homeownerRegistration({ firstName: 'Olivia', suburb: 'Newtown' }));
    otherHomeowner = await t.client();
    await registerAs(otherHomeowner, homeownerRegistration());
    ({ client: tradie, id: tradieId } = await approvedTradie());
    ({ client: rival, id: rivalId } = await approvedTradie());
    pending = await t.client();
    await registerAs(pending, tradieRegistration());
    banned = await t.client();
    const bannedUser = await registerAs(banned, tradieRegistration());
    await admin.post(`/api/admin/tradies/${bannedUser.id}/approve`).expect(200);
    await admin.post(`/api/admin/users/${bannedUser.id}/ban`).expect(200);
  }, 60_000);
  afterAll(() => t.close());

  it('runs a job from posting to a review on the public profile', async () => {
    // Post, with a photo whose EXIF and GPS must not survive.
    const posted = await owner.post('/api/jobs', jobBody()).expect(201);
    const jobId = posted.body.job.id as string;
    expect(posted.body.job).toMatchObject({
      status: 'open',
      access: 'full',
      slotsTaken: 0,
      slotsTotal: 10,
      leadPriceCredits: 5,
      homeowner: { firstName: 'Olivia', suburb: 'Newtown' },
    });
    const photo = await photoWithGps();
    expect(photo.toString('latin1')).toContain('PhoneCo');
    const withImage = await owner.agent
      .post(`/api/jobs/${jobId}/images`)
      .set('X-CSRF-Token', owner.csrfToken)
      .attach('image', photo, { filename: 'tap.jpg', contentType: 'image/jpeg' })
      .expect(201);
    expect(withImage.body.job.images).toHaveLength(1);
    const imageUrl = withImage.body.job.images[0].url as string;

    // Before buying: a teaser with no contact detail, no images, no homeowner.
    const teaser = await tradie.get(`/api/jobs/${jobId}`).expect(200);
    expect(teaser.body.job).toMatchObject({
      access: 'teaser',
      homeowner: null,
      images: [],
      imageCount: 1,
    });
    expect(JSON.stringify(teaser.body)).not.toMatch(/0412|olivia@|Olivia/);
    await tradie.get(imageUrl).expect(403);
    const feed = await tradie.get('/api/leads/feed').expect(200);
    const card = feed.body.items.find((i: { id: string }) => i.id === jobId);
    expect(card).toMatchObject({
      leadPriceCredits: 5,
      slotsTaken: 0,
      slotsTotal: 10,
      boughtByMe: false,
    });
    expect(card.distanceKm).toBeGreaterThan(0);
    expect(card.distanceKm).toBeLessThan(25);
    expect(JSON.stringify(feed.body)).not.toMatch(/0412|olivia@|Olivia/);

    // Buy: the sign-up bonus pays for it.
    expect((await tradie.get('/api/credits/balance').expect(200)).body.balance).toBe(5);
    const bought = await tradie.post(`/api/jobs/${jobId}/lead`).expect(201);
    expect(bought.body).toMatchObject({
      homeowner: { firstName: 'Olivia', suburb: 'Newtown' },
      balance: 0,
      priceCredits: 5,
      job: { access: 'full', boughtByMe: true, slotsTaken: 1 },
    });
    expect(bought.body.job.description).toContain(PHONE);
    const again = await tradie.post(`/api/jobs/${jobId}/lead`).expect(409);
    expect(again.body.code).toBe('LEADS.ALREADY_BOUGHT');
    const image = await tradie.get(imageUrl).expect(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(image.body as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect((image.body as Buffer).toString('latin1')).not.toContain('PhoneCo');

    // Quotes: only from a buyer, once.
    const quote = await tradie
      .post(`/api/jobs/${jobId}/quotes`, {
        amountCents: 18_000,
        message: 'Can replace the cartridge Tuesday.',
      })
      .expect(201);
    expect(quote.body.quote).toMatchObject({
      status: 'sent',
      amountCents: 18_000,
      estimatedStart: null,
    });
    expect(
      (
        await tradie
          .post(`/api/jobs/${jobId}/quotes`, { amountCents: 1000, message: 'A second try' })
          .expect(409)
      ).body.code,
    ).toBe('QUOTES.ALREADY_SENT');
    expect(
      (
        await rival
          .post(`/api/jobs/${jobId}/quotes`, { amountCents: 1000, message: 'Without the lead' })
          .expect(403)
      ).body.code,
    ).toBe('LEADS.NOT_BOUGHT');
    await fund(rivalId, 5);
    await rival.post(`/api/jobs/${jobId}/lead`).expect(201);
    const rivalQuote = await rival
      .post(`/api/jobs/${jobId}/quotes`, {
        amountCents: 25_000,
        message: 'Whole new mixer, installed.',
        estimatedStart: '2099-01-15',
      })
      .expect(201);

    const quotes = await owner.get(`/api/jobs/${jobId}/quotes`).expect(200);
    expect(quotes.body.items.map((q: { tradie: { id: string } }) => q.tradie.id)).toEqual([
      tradieId,
      rivalId,
    ]);
    expect(quotes.body.items[0].tradie.businessName).toBe('Mitchell Plumbing');
    // The homeowner compares reputations too: no review yet is a null rating, not 0 stars.
    expect(quotes.body.items[0].tradie).toMatchObject({ rating: null, reviewCount: 0 });
    await otherHomeowner.get(`/api/jobs/${jobId}/quotes`).expect(403);

    // Revise: only its tradie, with valid fields; the homeowner is told.
    const quoteUrl = `/api/quotes/${rivalQuote.body.quote.id}`;
    const revisedBody = { amountCents: 22_000, message: 'Whole new mixer, installed, less.' };
    expect((await tradie.patch(quoteUrl, revisedBody).expect(403)).body.code).toBe(
      'QUOTES.NOT_YOURS',
    );
    expect((await owner.patch(quoteUrl, revisedBody).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    await rival.patch(`/api/quotes/${UNKNOWN}`, revisedBody).expect(404);
    await rival.patch('/api/quotes/not-a-uuid', revisedBody).expect(400);
    const tooCheap = await rival.patch(quoteUrl, { ...revisedBody, amountCents: 5 }).expect(400);
    expect(tooCheap.body.message).toContain('amountCents');
    const revised = await rival.patch(quoteUrl, revisedBody).expect(200);
    expect(revised.body.quote).toMatchObject({
      id: rivalQuote.body.quote.id,
      amountCents: 22_000,
      message: 'Whole new mixer, installed, less.',
      estimatedStart: null,
      status: 'sent',
      revisedAt: expect.any(String),
    });
    const [revisedEvent] = await t.query<{ payload: Record<string, unknown> }>(
      "SELECT payload FROM domain_events WHERE type = 'leads.quote_revised' AND aggregate_id = $1",
      [rivalQuote.body.quote.id],
    );
    expect(revisedEvent.payload).toMatchObject({
      amountCents: 22_000,
      previousAmountCents: 25_000,
    });

    // Hiring the rival's quote as first sent is refused with the amount it now asks.
    expect(revised.body.quote.revision).toBe(1);
    const stale = await owner
      .post(`/api/jobs/${jobId}/hire`, { quoteId: rivalQuote.body.quote.id, revision: 0 })
      .expect(409);
    expect(stale.body).toMatchObject({
      code: 'QUOTES.CHANGED',
      message: expect.stringContaining('A$220.00'),
    });
    const badRevision = await owner
      .post(`/api/jobs/${jobId}/hire`, { quoteId: rivalQuote.body.quote.id, revision: -1 })
      .expect(400);
    expect(badRevision.body.message).toContain('revision');

    // Hire: the job is assigned, the rival's quote not selected.
    const hired = await owner
      .post(`/api/jobs/${jobId}/hire`, { quoteId: quote.body.quote.id })
      .expect(200);
    expect(hired.body).toMatchObject({
      job: { status: 'assigned', assignedTradie: tradieId },
      quote: { status: 'accepted' },
    });
    expect(
      (
        await owner
          .post(`/api/jobs/${jobId}/hire`, { quoteId: rivalQuote.body.quote.id })
          .expect(409)
      ).body.code,
    ).toBe('JOBS.NOT_OPEN');
    // A settled quote cannot change any more.
    expect((await rival.patch(quoteUrl, revisedBody).expect(409)).body.code).toBe(
      'QUOTES.NOT_AVAILABLE',
    );
    // The hired tradie got the job the lead promised: nothing to dispute.
    const wonDispute = await tradie
      .post(`/api/leads/${bought.body.leadId}/dispute`, {
        reason: 'duplicate',
        details: 'Trying to get the credits back after winning.',
      })
      .expect(409);
    expect(wonDispute.body.code).toBe('DISPUTES.LEAD_WON');
    const rivalLeads = await rival.get('/api/leads/mine').expect(200);
    expect(rivalLeads.body.items[0]).toMatchObject({
      won: false,
      quote: { status: 'not_selected' },
      jobStatus: 'assigned',
    });
    const [hireEvent] = await t.query<{ payload: { notSelectedTradieIds: string[] } }>(
      "SELECT payload FROM domain_events WHERE type = 'jobs.tradie_hired' AND aggregate_id = $1",
      [jobId],
    );
    expect(hireEvent.payload.notSelectedTradieIds).toEqual([rivalId]);
    expect((await owner.post(`/api/jobs/${jobId}/cancel`).expect(409)).body.code).toBe(
      'JOBS.NOT_EDITABLE',
    );
    expect(
      (
        await owner
          .post(`/api/jobs/${jobId}/review`, { rating: 5, comment: 'Too early to say.' })
          .expect(409)
      ).body.code,
    ).toBe('REVIEWS.JOB_NOT_COMPLETED');

    // Complete, review once, reply once.
    await otherHomeowner.post(`/api/jobs/${jobId}/complete`).expect(403);
    expect((await owner.post(`/api/jobs/${jobId}/complete`).expect(200)).body.job.status).toBe(
      'completed',
    );
    expect((await owner.post(`/api/jobs/${jobId}/complete`).expect(409)).body.code).toBe(
      'JOBS.NOT_ASSIGNED',
    );
    const review = await owner
      .post(`/api/jobs/${jobId}/review`, { rating: 4, comment: 'Quick, tidy and fair on price.' })
      .expect(201);
    expect(
      (
        await owner
          .post(`/api/jobs/${jobId}/review`, { rating: 5, comment: 'Changed my mind.' })
          .expect(409)
      ).body.code,
    ).toBe('REVIEWS.ALREADY_REVIEWED');
    const reviewId = review.body.review.id as string;
    await rival.post(`/api/reviews/${reviewId}/reply`, { reply: 'Not mine' }).expect(403);
    await tradie.post(`/api/reviews/${reviewId}/reply`, { reply: 'Thanks Olivia!' }).expect(201);
    expect(
      (await tradie.post(`/api/reviews/${reviewId}/reply`, { reply: 'Again' }).expect(409)).body
        .code,
    ).toBe('REVIEWS.ALREADY_REPLIED');
    expect((await tradie.get(`/api/jobs/${jobId}/review`).expect(200)).body.review.reply).toBe(
      'Thanks Olivia!',
    );

    const profile = await anonymous.get(`/api/tradies/${tradieId}/profile`).expect(200);
    expect(profile.body).toMatchObject({ averageRating: 4, reviewCount: 1 });
    // Quote cards show the same reputation as the profile.
    const rated = (await owner.get(`/api/jobs/${jobId}/quotes`).expect(200)).body.items[0];
    expect(rated.tradie).toMatchObject({ id: tradieId, rating: 4, reviewCount: 1 });
    expect(profile.body.reviews[0]).toMatchObject({
      rating: 4,
      comment: 'Quick, tidy and fair on price.',
      reply: 'Thanks Olivia!',
      reviewerFirstName: 'Olivia',
    });
    const mine = await tradie.get('/api/leads/mine').expect(200);
    expect(mine.body.items[0]).toMatchObject({
      won: true,
      jobStatus: 'completed',
      quote: { status: 'accepted' },
    });

    const events = await t.query<{ type: string }>(
      `SELECT type FROM domain_events WHERE aggregate_id = $1 OR payload->>'jobId' = $1 ORDER BY seq`,
      [jobId],
    );
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set([
        'jobs.job_posted',
        'leads.lead_bought',
        'leads.quote_sent',
        'leads.quote_revised',
        'jobs.tradie_hired',
        'jobs.job_completed',
        'reviews.review_left',
        'reviews.review_replied',
      ]),
    );
  });

  it('keeps unpaid emergency jobs out of sight and charges 10 credits once they are paid', async () => {
    const jobId = await postJob({ isEmergency: true, title: 'Burst pipe under the house' });
    const own = await owner.get(`/api/jobs/${jobId}`).expect(200);
    expect(own.body.job).toMatchObject({ status: 'pending_payment', leadPriceCredits: 10 });
    expect((await tradie.get(`/api/jobs/${jobId}`).expect(403)).body.code).toBe('JOBS.NOT_VISIBLE');
    const feed = await tradie.get('/api/leads/feed?emergency=true').expect(200);
    expect(feed.body.items.map((i: { id: string }) => i.id)).not.toContain(jobId);
    expect((await tradie.post(`/api/jobs/${jobId}/lead`).expect(409)).body.code).toBe(
      'LEADS.JOB_NOT_OPEN',
    );

    await t.query(`UPDATE jobs SET status = 'open', published_at = now() WHERE id = $1`, [jobId]);
    const broke = await approvedTradie();
    const refused = await broke.client.post(`/api/jobs/${jobId}/lead`).expect(402);
    expect(refused.body.code).toBe('CREDITS.INSUFFICIENT');
    expect((await broke.client.get('/api/credits/balance')).body.balance).toBe(5);
    await fund(broke.id, 5);
    const bought = await broke.client.post(`/api/jobs/${jobId}/lead`).expect(201);
    expect(bought.body).toMatchObject({ balance: 0, priceCredits: 10 });
    const first = (await tradie.get('/api/leads/feed?emergency=true').expect(200)).body.items[0];
    expect(first.isEmergency).toBe(true);
  });

  it('closes a lead at its cap', async () => {
    const jobId = await postJob({ leadCap: 3 });
    const buyers = await Promise.all([0, 1, 2, 3].map(() => approvedTradie()));
    for (const buyer of buyers.slice(0, 3))
      await buyer.client.post(`/api/jobs/${jobId}/lead`).expect(201);
    const full = await buyers[3].client.post(`/api/jobs/${jobId}/lead`).expect(409);
    expect(full.body.code).toBe('LEADS.SOLD_OUT');
    const job = await owner.get(`/api/jobs/${jobId}`).expect(200);
    expect(job.body.job).toMatchObject({ slotsTaken: 3, slotsTotal: 3, leadOnSale: false });
    const feed = await buyers[3].client.get('/api/leads/feed').expect(200);
    expect(feed.body.items.map((i: { id: string }) => i.id)).not.toContain(jobId);
  }, 30_000);

  it('sells a lead only to a tradie whose trades and service area it matches', async () => {
    const jobId = await postJob();
    const refusals = [
      [{ categories: ['electrical'] }, 'LEADS.OUTSIDE_TRADES'],
      [{ servicePostcode: '6000' }, 'LEADS.OUTSIDE_SERVICE_AREA'], // Perth, ~3,300 km away
      ['unknown area', 'LEADS.SERVICE_AREA_UNKNOWN'],
    ] as const;
    for (const [overrides, code] of refusals) {
      const outsider =
        overrides === 'unknown area'
          ? await tradieInUnknownArea()
          : await approvedTradie(overrides);
      await fund(outsider.id, 10);
      const before = (await outsider.client.get('/api/credits/balance').expect(200)).body.balance;
      const refused = await outsider.client.post(`/api/jobs/${jobId}/lead`).expect(403);
      expect(refused.body.code).toBe(code);
      expect((await outsider.client.get('/api/credits/balance')).body.balance).toBe(before);
      // The feed offers them nothing they could not buy (not the whole country either).
      const feed = await outsider.client.get('/api/leads/feed').expect(200);
      expect(feed.body.items.map((i: { id: string }) => i.id)).not.toContain(jobId);
    }
    const unknownArea = await tradieInUnknownArea();
    expect((await unknownArea.client.get('/api/leads/feed').expect(200)).body.items).toEqual([]);
  }, 30_000);

  it('edits and cancels while unassigned, crediting back every buyer', async () => {
    const jobId = await postJob();
    const edited = await owner
      .patch(`/api/jobs/${jobId}`, { title: 'Fix two leaking taps', leadCap: 5, budget: 30_000 })
      .expect(200);
    expect(edited.body.job).toMatchObject({
      title: 'Fix two leaking taps',
      slotsTotal: 5,
      budget: 30_000,
    });
    expect((await owner.patch(`/api/jobs/${jobId}`, { leadCap: 10 }).expect(400)).body.code).toBe(
      'JOBS.CAP_RAISED',
    );
    expect(
      (await owner.patch(`/api/jobs/${jobId}`, { isEmergency: true }).expect(400)).body.code,
    ).toBe('JOBS.EMERGENCY_CHANGED');
    expect(
      (await owner.patch(`/api/jobs/${jobId}`, { postcode: '3000' }).expect(400)).body.code,
    ).toBe('JOBS.POSTCODE_STATE_MISMATCH');
    await otherHomeowner.patch(`/api/jobs/${jobId}`, { title: 'Not my job at all' }).expect(403);

    const buyer = await approvedTradie();
    await buyer.client.post(`/api/jobs/${jobId}/lead`).expect(201);
    expect((await buyer.client.get('/api/credits/balance')).body.balance).toBe(0);
    await otherHomeowner.post(`/api/jobs/${jobId}/cancel`).expect(403);
    expect((await owner.post(`/api/jobs/${jobId}/cancel`).expect(200)).body.job.status).toBe(
      'cancelled',
    );
    expect((await owner.post(`/api/jobs/${jobId}/cancel`).expect(409)).body.code).toBe(
      'JOBS.NOT_EDITABLE',
    );
    expect((await buyer.client.get('/api/credits/balance')).body.balance).toBe(5);
    const history = await buyer.client.get('/api/credits/transactions').expect(200);
    // The lead rows name their job, so the wallet can say what the credits were for.
    expect(
      history.body.items.map((i: { type: string; jobTitle: string | null }) => [
        i.type,
        i.jobTitle,
      ]),
    ).toEqual([
      ['refund', 'Fix two leaking taps'],
      ['lead_purchase', 'Fix two leaking taps'],
      ['signup_bonus', null],
    ]);
    const mine = await buyer.client.get('/api/leads/mine').expect(200);
    expect(mine.body.items[0]).toMatchObject({
      status: 'refunded',
      refundReason: 'job_cancelled',
      canDispute: false,
    });
    const list = await owner.get('/api/jobs/mine').expect(200);
    expect(list.body.items.find((j: { id: string }) => j.id === jobId)).toMatchObject({
      status: 'cancelled',
      quoteCount: 0,
    });
  });

  it('pages the homeowner’s jobs by group and the tradie’s leads by stage, with counts', async () => {
    const homeowner = await t.client();
    const { id: homeownerId } = await registerAs(homeowner, homeownerRegistration());
    const jobs = t.app.get(JobsService);
    const jobIds: string[] = [];
    for (let i = 0; i < 14; i++) jobIds.push((await jobs.post(homeownerId, postInput(i))).id);
    const endings = t.app.get(JobEndings);
    for (const id of jobIds.slice(0, 2)) await endings.cancel(id, homeownerId);

    const walk = async (client: ApiClient, path: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const after: string = cursor ? `&cursor=${cursor}` : '';
        const { body } = await client.get(`${path}&limit=5${after}`).expect(200);
        seen.push(
          ...(body.items as { id?: string; leadId?: string }[]).map((i) => i.id ?? i.leadId!),
        );
        cursor = body.nextCursor as string | null;
        pages += 1;
      } while (cursor);
      return { seen, pages };
    };
    const active = await walk(homeowner, '/api/jobs/mine?group=active');
    expect(active).toEqual({ seen: jobIds.slice(2).reverse(), pages: 3 });
    expect((await walk(homeowner, '/api/jobs/mine?group=past')).seen).toEqual(
      jobIds.slice(0, 2).reverse(),
    );
    expect((await homeowner.get('/api/jobs/mine').expect(200)).body.items).toHaveLength(14);

    const buyer = await approvedTradie();
    await fund(buyer.id, 100);
    for (const id of jobIds.slice(2, 10))
      await buyer.client.post(`/api/jobs/${id}/lead`).expect(201);
    for (const id of jobIds.slice(2, 5)) {
      await buyer.client
        .post(`/api/jobs/${id}/quotes`, { amountCents: 30_000, message: 'I can do it this week.' })
        .expect(201);
    }
    const toQuote = await buyer.client.get('/api/leads/mine?stage=to_quote&limit=5').expect(200);
    expect(toQuote.body.counts).toEqual({ to_quote: 5, quoted: 3, won: 0 });
    expect(toQuote.body.items).toHaveLength(5);
    expect(toQuote.body.nextCursor).toBeNull();
    const quoted = await walk(buyer.client, '/api/leads/mine?stage=quoted');
    expect(quoted.seen).toHaveLength(3);
    expect((await walk(buyer.client, '/api/leads/mine?')).seen).toHaveLength(8);

    for (const [client, path, field] of [
      [homeowner, '/api/jobs/mine?group=everything', 'group'],
      [homeowner, '/api/jobs/mine?cursor=nonsense', 'cursor'],
      [homeowner, '/api/jobs/mine?limit=0', 'limit'],
      [buyer.client, '/api/leads/mine?stage=lost', 'stage'],
      [buyer.client, '/api/leads/mine?cursor=bm9wZQ', 'cursor'],
    ] as const) {
      const { body } = await client.get(path).expect(400);
      expect(body.message).toContain(field);
    }
  });

  it('lets a buyer dispute a lead and an admin approve it once', async () => {
    const jobId = await postJob();
    const buyer = await approvedTradie();
    const { body } = await buyer.client.post(`/api/jobs/${jobId}/lead`).expect(201);
    const leadId = body.leadId as string;
    await rival
      .post(`/api/leads/${leadId}/dispute`, { reason: 'duplicate', details: 'Not my lead at all.' })
      .expect(403);
    await buyer.client
      .post(`/api/leads/${leadId}/dispute`, { reason: 'rude', details: 'Short' })
      .expect(400);
    const opened = await buyer.client
      .post(`/api/leads/${leadId}/dispute`, {
        reason: 'homeowner_unreachable',
        details: 'Three calls, no answer.',
      })
      .expect(201);
    expect(
      (
        await buyer.client
          .post(`/api/leads/${leadId}/dispute`, {
            reason: 'duplicate',
            details: 'Trying twice here.',
          })
          .expect(409)
      ).body.code,
    ).toBe('DISPUTES.ALREADY_OPENED');
    const queue = await admin.get('/api/admin/disputes').expect(200);
    expect(queue.body.items.map((d: { id: string }) => d.id)).toContain(opened.body.dispute.id);
    const disputeId = opened.body.dispute.id as string;
    await admin.post(`/api/admin/disputes/${disputeId}/approve`, {}).expect(400);
    const approved = await admin
      .post(`/api/admin/disputes/${disputeId}/approve`, { reason: 'No answer' })
      .expect(200);
    expect(approved.body.dispute).toMatchObject({ status: 'approved', leadStatus: 'refunded' });
    expect(
      (
        await admin
          .post(`/api/admin/disputes/${disputeId}/approve`, { reason: 'Again' })
          .expect(409)
      ).body.code,
    ).toBe('DISPUTES.ALREADY_DECIDED');
    expect((await buyer.client.get('/api/credits/balance')).body.balance).toBe(5);
    expect(
      (await admin.get('/api/admin/disputes?status=approved').expect(200)).body.items,
    ).toHaveLength(1);
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x' }, 'title'],
      [{ description: 'short' }, 'description'],
      [{ category: 'astrology' }, 'category'],
      [{ state: 'XX' }, 'state'],
      [{ postcode: '20420' }, 'postcode'],
      [{ postcode: '0000' }, 'postcode'],
      [{ budget: -1 }, 'budget'],
      [{ budget: 'lots' }, 'budget'],
      [{ isEmergency: 'yes' }, 'isEmergency'],
      [{ leadCap: 4 }, 'leadCap'],
      [{ privacyConsent: false }, 'privacyConsent'],
      [{ privacyConsent: undefined }, 'privacyConsent'],
      [{ extra: 1 }, 'extra'],
    ];
    for (const [override, field] of cases) {
      const res = await owner.post('/api/jobs', jobBody(override));
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.message).toContain(field);
    }
    for (const body of ['[]', '"text"', '{bad json']) {
      const res = await owner.agent
        .post('/api/jobs')
        .set('X-CSRF-Token', owner.csrfToken)
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
    }
    const jobId = await postJob();
    const notImage = await owner.agent
      .post(`/api/jobs/${jobId}/images`)
      .set('X-CSRF-Token', owner.csrfToken)
      .attach('image', Buffer.from('#!/bin/sh\necho not a picture'), {
        filename: 'x.jpg',
        contentType: 'image/jpeg',
      })
      .expect(400);
    expect(notImage.body.code).toBe('JOBS.UNSUPPORTED_IMAGE');
    expect((await owner.post(`/api/jobs/${jobId}/images`, {}).expect(400)).body.code).toBe(
      'JOBS.IMAGE_REQUIRED',
    );
    await tradie
      .post(`/api/jobs/${jobId}/lead`)
      .expect((res) => expect([201, 402]).toContain(res.status));
    for (const body of [
      {},
      { amountCents: 50, message: 'Too cheap to be real' },
      { amountCents: 5000, message: 'short' },
      { amountCents: 5000, message: 'Valid message here', estimatedStart: '2020-13-01' },
    ]) {
      await tradie.post(`/api/jobs/${jobId}/quotes`, body).expect(400);
    }
    await owner.post(`/api/jobs/${jobId}/hire`, { quoteId: 'nope' }).expect(400);
    await owner.post(`/api/jobs/${jobId}/hire`, { quoteId: UNKNOWN }).expect(404);
  });

  it('refuses bad query strings and cursors with 400, never 500', async () => {
    for (const query of [
      'category=astrology',
      'state=XX',
      'emergency=maybe',
      'distanceKm=0',
      'distanceKm=abc',
      'limit=500',
      'cursor=abc',
      `cursor=${Buffer.from('1|2026-02-30T00:00:00.000000Z|' + UNKNOWN).toString('base64url')}`,
      'cursor=' + 'x'.repeat(300),
    ]) {
      const res = await tradie.get(`/api/leads/feed?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
    }
    await admin.get('/api/admin/disputes?status=weird').expect(400);
  });

  it('pages the feed with its cursor, emergency first then newest', async () => {
    // The app's clock stands still unless moved: move it so "newest" is well defined.
    t.clock.advance(60_000);
    const first = await postJob({ title: 'Job one for paging' });
    t.clock.advance(60_000);
    const ids = [first, await postJob({ title: 'Job two for paging' })];
    const seen: string[] = [];
    let cursor: string | null = null;
    let emergencySeenAfterStandard = false;
    let standardSeen = false;
    do {
      const page = await tradie
        .get(`/api/leads/feed?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
        .expect(200);
      for (const item of page.body.items as { id: string; isEmergency: boolean }[]) {
        seen.push(item.id);
        if (!item.isEmergency) standardSeen = true;
        else if (standardSeen) emergencySeenAfterStandard = true;
      }
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(seen.indexOf(ids[1])).toBeLessThan(seen.indexOf(ids[0]));
    expect(emergencySeenAfterStandard).toBe(false);
    // A tradie whose radius does not reach Newtown sees none of it.
    const far = await approvedTradie({
      servicePostcode: '6000',
      serviceRadiusKm: 50,
      licenceState: 'WA',
    });
    expect((await far.client.get('/api/leads/feed').expect(200)).body.items).toEqual([]);
    // Another trade's tradie neither.
    const sparky = await approvedTradie({ categories: ['electrical'] });
    expect((await sparky.client.get('/api/leads/feed').expect(200)).body.items).toEqual([]);
  }, 30_000);

  describe('who may call what', () => {
    let jobId: string;
    beforeAll(async () => {
      jobId = await postJob();
    });

    const routes = () =>
      [
        ['POST', '/api/jobs', jobBody()],
        ['GET', '/api/jobs/mine'],
        ['GET', `/api/jobs/${jobId}`],
        ['PATCH', `/api/jobs/${jobId}`, { title: 'A new title here' }],
        ['POST', `/api/jobs/${jobId}/cancel`],
        ['POST', `/api/jobs/${jobId}/complete`],
        ['DELETE', `/api/jobs/${jobId}/images/${UNKNOWN}`],
        ['GET', '/api/leads/feed'],
        ['GET', '/api/leads/mine'],
        ['POST', `/api/jobs/${jobId}/lead`],
        ['POST', `/api/jobs/${jobId}/quotes`, { amountCents: 5000, message: 'A proper message' }],
        ['GET', `/api/jobs/${jobId}/quotes`],
        ['PATCH', `/api/quotes/${UNKNOWN}`, { amountCents: 5000, message: 'A proper message' }],
        ['POST', `/api/jobs/${jobId}/hire`, { quoteId: UNKNOWN }],
        [
          'POST',
          `/api/leads/${UNKNOWN}/dispute`,
          { reason: 'duplicate', details: 'Seen it twice already' },
        ],
        ['POST', `/api/jobs/${jobId}/review`, { rating: 5, comment: 'Great work overall' }],
        ['POST', `/api/reviews/${UNKNOWN}/reply`, { reply: 'Thanks' }],
        ['GET', `/api/jobs/${jobId}/review`],
        ['GET', '/api/admin/disputes'],
        ['POST', `/api/admin/disputes/${UNKNOWN}/approve`, { reason: 'Because' }],
        ['POST', `/api/admin/disputes/${UNKNOWN}/reject`, { reason: 'Because' }],
        ['GET', '/api/credits/balance'],
        ['GET', '/api/credits/transactions'],
      ] as [string, string, object?][];

    const call = (client: ApiClient, [method, path, body]: [string, string, object?]) => {
      switch (method) {
        case 'GET':
          return client.get(path);
        case 'PATCH':
          return client.patch(path, body);
        case 'DELETE':
          return client.delete(path);
        default:
          return client.post(path, body);
      }
    };

    it('answers 401 to anonymous visitors on every signed-in route', async () => {
      for (const route of routes()) {
        const res = await call(anonymous, route);
        expect({ route: route.slice(0, 2), status: res.status }).toEqual({
          route: route.slice(0, 2),
          status: 401,
        });
      }
    });

    it('answers 403 to banned users everywhere', async () => {
      for (const route of routes()) {
        const res = await call(banned, route);
        expect({ route: route.slice(0, 2), code: res.body.code }).toEqual({
          route: route.slice(0, 2),
          code: 'AUTH.BANNED',
        });
      }
    });

    it('answers 403 to the wrong role and to tradies awaiting verification', async () => {
      const homeownerOnly = [
        'POST /api/jobs',
        'GET /api/jobs/mine',
        `PATCH /api/jobs/${jobId}`,
        `POST /api/jobs/${jobId}/cancel`,
        `POST /api/jobs/${jobId}/complete`,
        `DELETE /api/jobs/${jobId}/images/${UNKNOWN}`,
        `POST /api/jobs/${jobId}/hire`,
        `POST /api/jobs/${jobId}/review`,
      ];
      const tradieOnly = [
        'GET /api/leads/feed',
        'GET /api/leads/mine',
        `POST /api/jobs/${jobId}/lead`,
        `POST /api/jobs/${jobId}/quotes`,
        `PATCH /api/quotes/${UNKNOWN}`,
        `POST /api/leads/${UNKNOWN}/dispute`,
        `POST /api/reviews/${UNKNOWN}/reply`,
      ];
      const adminOnly = [
        'GET /api/admin/disputes',
        `POST /api/admin/disputes/${UNKNOWN}/approve`,
        `POST /api/admin/disputes/${UNKNOWN}/reject`,
      ];
      let checked = 0;
      for (const route of routes()) {
        const path = `${route[0]} ${route[1]}`;
        if (homeownerOnly.includes(path)) {
          checked += 1;
          expect({ path, status: (await call(tradie, route)).status }).toEqual({
            path,
            status: 403,
          });
          expect({ path, status: (await call(admin, route)).status }).toEqual({
            path,
            status: 403,
          });
        }
        if (tradieOnly.includes(path)) {
          checked += 1;
          expect({ path, status: (await call(owner, route)).status }).toEqual({
            path,
            status: 403,
          });
          expect({ path, code: (await call(pending, route)).body.code }).toEqual({
            path,
            code: 'AUTH.NOT_VERIFIED',
          });
        }
        if (adminOnly.includes(path)) {
          checked += 1;
          expect({ path, status: (await call(owner, route)).status }).toEqual({
            path,
            status: 403,
          });
          expect({ path, status: (await call(tradie, route)).status }).toEqual({
            path,
            status: 403,
          });
        }
      }
      expect(checked).toBe(homeownerOnly.length + tradieOnly.length + adminOnly.length);
      // Another homeowner's job: not theirs to see or change.
      expect((await otherHomeowner.get(`/api/jobs/${jobId}`).expect(403)).body.code).toBe(
        'JOBS.NOT_VISIBLE',
      );
      expect((await otherHomeowner.get(`/api/jobs/${jobId}/quotes`).expect(403)).body.code).toBe(
        'JOBS.NOT_YOURS',
      );
      expect((await otherHomeowner.post(`/api/jobs/${jobId}/cancel`).expect(403)).body.code).toBe(
        'JOBS.NOT_YOURS',
      );
      // A pending tradie still reads their wallet.
      await pending.get('/api/credits/balance').expect(200);
    });

    it('answers 404 for unknown ids and 400 for malformed ones', async () => {
      const asOwner: [string, string, object?][] = [
        ['GET', `/api/jobs/${UNKNOWN}`],
        ['PATCH', `/api/jobs/${UNKNOWN}`, { title: 'A new title here' }],
        ['POST', `/api/jobs/${UNKNOWN}/cancel`],
        ['POST', `/api/jobs/${UNKNOWN}/complete`],
        ['GET', `/api/jobs/${UNKNOWN}/quotes`],
        ['POST', `/api/jobs/${UNKNOWN}/hire`, { quoteId: UNKNOWN }],
        ['POST', `/api/jobs/${UNKNOWN}/review`, { rating: 5, comment: 'Great work overall' }],
        ['GET', `/api/jobs/${jobId}/images/${UNKNOWN}`],
        ['DELETE', `/api/jobs/${jobId}/images/${UNKNOWN}`],
      ];
      for (const route of asOwner) {
        const res = await call(owner, route);
        expect({ route: route.slice(0, 2), status: res.status }).toEqual({
          route: route.slice(0, 2),
          status: 404,
        });
        const malformed = await call(owner, [
          route[0],
          route[1].replaceAll(UNKNOWN, 'not-a-uuid'),
          route[2],
        ]);
        expect({ route: route.slice(0, 2), status: malformed.status }).toEqual({
          route: route.slice(0, 2),
          status: 400,
        });
      }
      const asTradie: [string, string, object?][] = [
        ['POST', `/api/jobs/${UNKNOWN}/lead`],
        ['POST', `/api/jobs/${UNKNOWN}/quotes`, { amountCents: 5000, message: 'A proper message' }],
        [
          'POST',
          `/api/leads/${UNKNOWN}/dispute`,
          { reason: 'duplicate', details: 'Seen it twice already' },
        ],
        ['POST', `/api/reviews/${UNKNOWN}/reply`, { reply: 'Thanks' }],
      ];
      for (const route of asTradie) {
        expect({ route: route[1], status: (await call(tradie, route)).status }).toEqual({
          route: route[1],
          status: 404,
        });
        const malformed = await call(tradie, [route[0], route[1].replace(UNKNOWN, 'x'), route[2]]);
        expect(malformed.status).toBe(400);
      }
      await admin.post(`/api/admin/disputes/${UNKNOWN}/approve`, { reason: 'Because' }).expect(404);
      await admin.post('/api/admin/disputes/123/approve', { reason: 'Because' }).expect(400);
      await anonymous.get(`/api/tradies/${UNKNOWN}/profile`).expect(404);
      await anonymous.get('/api/tradies/zzz/profile').expect(400);
    });

    it('lets admins read any job in full, and nobody change it but its owner', async () => {
      const res = await admin.get(`/api/jobs/${jobId}`).expect(200);
      expect(res.body.job).toMatchObject({ access: 'full', homeowner: { firstName: 'Olivia' } });
    });
  });
});
