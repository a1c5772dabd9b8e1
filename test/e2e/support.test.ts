import { homeownerRegistration, registerAs } from '../support/fixtures.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('contact and feedback', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const contact = {
    name: 'Olivia Smith',
    email: 'olivia@example.com',
    subject: 'Question about credits',
    message: 'How many credits does an emergency lead cost?',
  };

  it('stores a message from a visitor and forwards it to the admin address', async () => {
    const res = await (await t.client()).post('/api/contact', contact).expect(201);
    const [row] = await t.query('SELECT kind, user_id, subject FROM enquiries WHERE id = $1', [
      res.body.id,
    ]);
    expect(row).toEqual({ kind: 'contact', user_id: null, subject: contact.subject });
    const mails = await t.query(
      'SELECT 1 FROM mail_outbox WHERE to_address = $1 AND text_body LIKE $2',
      [t.config.admin.email, `%${res.body.id}%`],
    );
    expect(mails).toHaveLength(1);
  });

  it('records who sent feedback when signed in', async () => {
    const client = await t.client();
    const user = await registerAs(client, homeownerRegistration());
    const res = await client
      .post('/api/feedback', { rating: 5, message: 'Great start!' })
      .expect(201);
    const [row] = await t.query('SELECT user_id, email, rating FROM enquiries WHERE id = $1', [
      res.body.id,
    ]);
    expect(row).toEqual({ user_id: user.id, email: user.email, rating: 5 });
  });

  it('serves public routes without reading a broken session cookie', async () => {
    const client = await t.client();
    await client.agent.get('/api/meta').set('Cookie', 'tradiehub_session=garbage').expect(200);
    await client.agent
      .post('/api/contact')
      .set('Cookie', `tradiehub_session=garbage; csrf_token=${client.csrfToken}`)
      .set('X-CSRF-Token', client.csrfToken)
      .send(contact)
      .expect(201);
  });

  it.each([
    ['name', { name: 'x' }],
    ['email', { email: 'nope' }],
    ['subject', { subject: undefined }],
    ['message', { message: 'short' }],
  ])('answers 400 naming %s', async (field, patch) => {
    const res = await (await t.client()).post('/api/contact', { ...contact, ...patch }).expect(400);
    expect(res.body.message).toContain(field);
  });

  it('answers 400 naming rating for feedback out of range', async () => {
    const res = await (
      await t.client()
    )
      .post('/api/feedback', { rating: 6, message: 'Too good' })
      .expect(400);
    expect(res.body.message).toContain('rating');
  });
});
