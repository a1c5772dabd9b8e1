import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function waitFor<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('review moderation over HTTP', () => {
  let t: TestApp;
  let admin: ApiClient;
  let anonymous: ApiClient;
  let owner: ApiClient;
  let ownerId: string;
  let tradie: ApiClient;
  let tradieId: string;
  let rival: ApiClient;

  async function approvedTradie(overrides: Record<string, unknown> = {}) {
    const client = await t.client();
    const user = await registerAs(client, tradieRegistration(overrides));
    await admin.post(`/api/admin/tradies/${user.id}/approve`).expect(200);
    return { client, id: user.id };
  }

  /** A completed job the homeowner reviews over HTTP; returns the job and review ids. */
  async function reviewed(rating: number, comment: string) {
    const [job] = await t.query<{ id: string }>(
      `INSERT INTO jobs (homeowner_id, title, description, category, location, state, postcode,
         budget_cents, status, assigned_tradie_id, published_at, assigned_at, completed_at)
       VALUES ($1, 'Replace a hot water system', 'The old electric unit is leaking from the base.',
         'plumbing', 'Newtown', 'NSW', '2042', 150000, 'completed', $2, now(), now(), now())
       RETURNING id`,
      [ownerId, tradieId],
    );
    const res = await owner.post(`/api/jobs/${job.id}/review`, { rating, comment }).expect(201);
    return { jobId: job.id, reviewId: res.body.review.id as string };
  }

  const profile = async () =>
    (await anonymous.get(`/api/tradies/${tradieId}/profile`).expect(200)).body;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    anonymous = await t.client();
    owner = await t.client();
    ownerId = (await registerAs(owner, homeownerRegistration({ firstName: 'Olivia' }))).id;
    ({ client: tradie, id: tradieId } = await approvedTradie({
      businessName: 'Reported Plumbing',
    }));
    ({ client: rival } = await approvedTradie({ businessName: 'Rival Plumbing' }));
  }, 60_000);
  afterAll(() => t.close());

  it('lets the tradie report a review and the admin hide it: out of the rating, shown to both', async () => {
    await reviewed(5, 'Tidy, quick and fair on price.');
    const { jobId, reviewId } = await reviewed(1, 'He is a crook and a liar, avoid him.');
    expect(await profile()).toMatchObject({ averageRating: 3, reviewCount: 2 });

    // Failed before review moderation existed: 404 on the report route.
    const reported = await tradie
      .post(`/api/reviews/${reviewId}/report`, { reason: 'Name-calling, nothing about the job.' })
      .expect(201);
    expect(reported.body.report).toMatchObject({ reviewId, status: 'open' });
    const again = await tradie
      .post(`/api/reviews/${reviewId}/report`, { reason: 'Please look at this one.' })
      .expect(409);
    expect(again.body.code).toBe('REVIEWS.ALREADY_REPORTED');

    const queue = await admin.get('/api/admin/review-reports').expect(200);
    const item = queue.body.items.find((i: { id: string }) => i.id === reported.body.report.id);
    expect(item).toMatchObject({
      reason: 'Name-calling, nothing about the job.',
      status: 'open',
      review: { id: reviewId, rating: 1, comment: 'He is a crook and a liar, avoid him.' },
      tradieName: 'Reported Plumbing',
      reviewerFirstName: 'Olivia',
    });

    const hidden = await admin
      .post(`/api/admin/review-reports/${item.id}/hide`, { reason: 'Abuse, not about the work.' })
      .expect(200);
    expect(hidden.body.report).toMatchObject({
      status: 'hidden',
      decisionReason: 'Abuse, not about the work.',
    });
    const twice = await admin
      .post(`/api/admin/review-reports/${item.id}/keep`, { reason: 'Changed my mind.' })
      .expect(409);
    expect(twice.body.code).toBe('REVIEWS.REPORT_DECIDED');
    const queueAfter = await admin.get('/api/admin/review-reports').expect(200);
    expect(queueAfter.body.items.map((i: { id: string }) => i.id)).not.toContain(item.id);

    // Out of the average, the count, the stars breakdown, the public list and the directory.
    const after = await profile();
    expect(after).toMatchObject({ averageRating: 5, reviewCount: 1 });
    expect(after.reviews.map((r: { id: string }) => r.id)).not.toContain(reviewId);
    expect(after.distribution).toContainEqual({ stars: 1, count: 0 });
    const directory = await anonymous.get('/api/tradies?trade=plumbing&sort=reviews').expect(200);
    expect(directory.body.items.find((e: { id: string }) => e.id === tradieId)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });

    // Both parties see the decision and its reason.
    const ownersView = await owner.get(`/api/jobs/${jobId}/review`).expect(200);
    expect(ownersView.body.review).toMatchObject({ hiddenReason: 'Abuse, not about the work.' });
    const mine = await tradie.get('/api/reviews/mine').expect(200);
    expect(mine.body.items.find((r: { id: string }) => r.id === reviewId)).toMatchObject({
      hiddenReason: 'Abuse, not about the work.',
      report: { status: 'hidden', decisionReason: 'Abuse, not about the work.' },
    });
    const hiddenAgain = await tradie
      .post(`/api/reviews/${reviewId}/report`, { reason: 'Once more, please.' })
      .expect(409);
    expect(hiddenAgain.body.code).toBe('REVIEWS.ALREADY_HIDDEN');

    // Audited, and both told.
    const audit = await admin.get(`/api/admin/audit?targetId=${reviewId}`).expect(200);
    expect(audit.body.items).toEqual([
      expect.objectContaining({ action: 'review.hide', reason: 'Abuse, not about the work.' }),
    ]);
    const told = await waitFor('both notified', async () => {
      const rows = await t.query<{ user_id: string }>(
        `SELECT user_id FROM notifications WHERE type = 'review_moderated'`,
      );
      return rows.length >= 2 ? rows.map((r) => r.user_id).sort() : undefined;
    });
    expect(told).toEqual([ownerId, tradieId].sort());
    // The hidden 1-star review's leaderboard points (-25) are taken back.
    const net = await waitFor('points taken back', async () => {
      const [row] = await t.query<{ n: number; points: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(points), 0)::int AS points
           FROM leaderboard_points WHERE reference = $1`,
        [reviewId],
      );
      return row.n === 2 ? row.points : undefined;
    });
    expect(net).toBe(0);
  });

  it('refuses bad reports and decisions with typed codes; a kept review stays', async () => {
    const { reviewId } = await reviewed(2, 'Arrived late and left a mess behind.');
    const url = `/api/reviews/${reviewId}/report`;

    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const res = await tradie.post(url, body).expect(400);
      expect(res.body).toMatchObject({ code: 'REVIEWS.INVALID_REASON', field: 'reason' });
    }
    const good = { reason: 'The job was on time; the photos show it.' };
    expect((await rival.post(url, good).expect(403)).body.code).toBe('REVIEWS.NOT_YOUR_REVIEW');
    await owner.post(url, good).expect(403);
    await anonymous.post(url, good).expect(401);
    expect((await tradie.post(`/api/reviews/${UNKNOWN}/report`, good).expect(404)).body.code).toBe(
      'REVIEWS.NOT_FOUND',
    );
    await tradie.post(url, good).expect(201);

    const [report] = await t.query<{ id: string }>(
      `SELECT id FROM review_reports WHERE review_id = $1`,
      [reviewId],
    );
    const decide = (verb: string, body: object) =>
      admin.post(`/api/admin/review-reports/${report.id}/${verb}`, body);
    expect((await decide('keep', {}).expect(400)).body).toMatchObject({
      code: 'REVIEWS.INVALID_REASON',
      field: 'reason',
    });
    expect(
      (await admin.post(`/api/admin/review-reports/${UNKNOWN}/hide`, good).expect(404)).body.code,
    ).toBe('REVIEWS.REPORT_NOT_FOUND');
    await tradie.post(`/api/admin/review-reports/${report.id}/keep`, good).expect(403);

    const kept = await decide('keep', { reason: 'An honest account of the visit.' }).expect(200);
    expect(kept.body.report).toMatchObject({ status: 'kept' });
    const shown = await profile();
    expect(shown.reviews.map((r: { id: string }) => r.id)).toContain(reviewId);
    const audit = await admin.get(`/api/admin/audit?targetId=${reviewId}`).expect(200);
    expect(audit.body.items[0]).toMatchObject({ action: 'review.keep' });
    // A kept review may be reported again (say, with new facts); one open report at a time.
    await tradie.post(url, { reason: 'New facts: the invoice shows the time.' }).expect(201);
  });
});
