import { withClient } from '../support/database-server.js';
import { homeownerRegistration, registerAs } from '../support/fixtures.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

// The landing teaser is cached in memory on every instance and revalidated by ETag. Two
// instances of one deployment share a database here: whatever one of them (or any other
// writer) commits, the other's very next answer shows.
describe('GET /api/jobs/open, cached across instances', () => {
  let a: TestApp;
  let b: TestApp;
  let owner: ApiClient;
  let reader: ApiClient;

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, {}, a.db);
    owner = await a.client();
    await registerAs(owner, homeownerRegistration());
    reader = await b.client();
  }, 60_000);
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const post = async (title: string) =>
    (
      await owner
        .post('/api/jobs', {
          title,
          description: 'A job for the landing teaser, described at enough length to be taken.',
          category: 'plumbing',
          location: 'Newtown',
          state: 'NSW',
          postcode: '2042',
          budget: 25_000,
          isEmergency: false,
          privacyConsent: true,
        })
        .expect(201)
    ).body.job.id as string;
  const listed = async () =>
    ((await reader.get('/api/jobs/open').expect(200)).body as { id: string }[]).map((j) => j.id);

  it('answers 304 to a matching ETag, and a new job changes the ETag and shows at once', async () => {
    const first = await reader.get('/api/jobs/open').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=5');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await reader.get('/api/jobs/open').set('If-None-Match', etag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    const jobId = await post('Hang a new front door');
    const changed = await reader.get('/api/jobs/open').set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.body as { id: string; title: string }[])[0]).toMatchObject({
      id: jobId,
      title: 'Hang a new front door',
    });
    // The new tag is the one the other instance gives for the same listing.
    const fromA = await (await a.client()).get('/api/jobs/open').expect(200);
    expect(fromA.headers.etag).toBe(changed.headers.etag);
  });

  it('never lists a job once its cancellation on the other instance has answered', async () => {
    const jobId = await post('Replace a cracked basin');
    expect(await listed()).toContain(jobId);
    await owner.post(`/api/jobs/${jobId}/cancel`).expect(200);
    expect(await listed()).not.toContain(jobId);
  });

  it('lists a job until its closing transaction commits, and never after', async () => {
    const assigned = await post('Regrout the shower');
    const withdrawn = await post('Patch a plaster wall');
    expect(await listed()).toEqual(expect.arrayContaining([assigned, withdrawn]));
    await withClient(a.db.url, async (writer) => {
      await writer.query('BEGIN');
      // Written straight to the table, as no instance's code: the version is the database's.
      // (Any account fills the assigned tradie here; only the listing is looked at.)
      await writer.query(
        `UPDATE jobs SET status = 'assigned', assigned_tradie_id = homeowner_id WHERE id = $1`,
        [assigned],
      );
      await writer.query(
        `UPDATE jobs SET status = 'withdrawn', withdrawn_at = now(), withdrawn_reason = 'owner_banned'
         WHERE id = $1`,
        [withdrawn],
      );
      // Not committed: the jobs are still open for everyone else.
      expect(await listed()).toEqual(expect.arrayContaining([assigned, withdrawn]));
      await writer.query('COMMIT');
    });
    const after = await listed();
    expect(after).not.toContain(assigned);
    expect(after).not.toContain(withdrawn);
  });
});
