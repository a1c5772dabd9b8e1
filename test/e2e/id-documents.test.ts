import { IdDocumentRetentionScheduler } from '#modules/id-documents/infra/id-document-retention.scheduler.js';
import { homeownerRegistration, registerAs, tradieRegistration } from '../support/fixtures.js';
import { idDocumentPng } from '../support/id-document.js';
import { type ApiClient, startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

describe('identity documents over HTTP', () => {
  let t: TestApp;
  let admin: ApiClient;
  let png: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.admin();
    png = await idDocumentPng();
  });
  afterAll(() => t.close());

  async function tradie() {
    const client = await t.client();
    const body = tradieRegistration();
    const user = await registerAs(client, body);
    return { client, id: user.id, email: body.email, password: body.password };
  }

  const upload = (client: ApiClient, bytes: Buffer, filename = 'licence.png') =>
    client.agent
      .post('/api/me/id-document')
      .set('X-CSRF-Token', client.csrfToken)
      .attach('document', bytes, { filename, contentType: 'image/png' });

  const adminFile = (client: ApiClient, id: string) =>
    client.get(`/api/admin/tradies/${id}/id-document/file`);

  describe('bad input: 400 naming the field', () => {
    it.each([
      ['a PDF named .png', Buffer.from('%PDF-1.7\n1 0 obj\n'), 'IDDOCS.UNSUPPORTED_TYPE'],
      ['HTML sent as image/png', Buffer.from('<svg onload=alert(1)>'), 'IDDOCS.UNSUPPORTED_TYPE'],
      [
        'a broken PNG',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]),
        'IDDOCS.UNSUPPORTED_TYPE',
      ],
      ['more than 8 MB', Buffer.alloc(8 * 1024 * 1024 + 1, 0xff), 'IDDOCS.TOO_LARGE'],
    ])('refuses %s', async (_name, bytes, code) => {
      const { client } = await tradie();
      const res = await upload(client, bytes).expect(400);
      expect(res.body).toMatchObject({ code, field: 'document' });
    });

    it('refuses an upload without a file', async () => {
      const { client } = await tradie();
      const res = await client.post('/api/me/id-document').expect(400);
      expect(res.body).toMatchObject({ code: 'IDDOCS.FILE_REQUIRED', field: 'document' });
    });
  });

  it('role matrix: the tradie uploads their own; only admins view it, only while pending; 404 once deleted', async () => {
    const owner = await tradie();
    const other = await tradie();
    const homeowner = await t.client();
    await registerAs(homeowner, homeownerRegistration());
    const anonymous = await t.client();

    expect((await owner.client.get('/api/me/id-document').expect(200)).body).toMatchObject({
      status: 'missing',
      requested: true,
    });
    await adminFile(admin, owner.id).expect(404);
    const uploaded = await upload(owner.client, png).expect(201);
    expect(uploaded.body).toMatchObject({ status: 'pending', requested: false });

    for (const [who, client, status] of [
      ['anonymous', anonymous, 401],
      ['homeowner', homeowner, 403],
      ['the owner', owner.client, 403],
      ['another tradie', other.client, 403],
    ] as const) {
      const res = await adminFile(client, owner.id);
      expect([who, res.status]).toEqual([who, status]);
      expect((await client.get(`/api/admin/tradies/${owner.id}/id-document`)).status).toBe(status);
    }
    expect((await homeowner.get('/api/me/id-document')).status).toBe(403);
    expect((await anonymous.get('/api/me/id-document')).status).toBe(401);

    const viewed = await adminFile(admin, owner.id).expect(200);
    expect(viewed.headers['cache-control']).toBe('no-store');
    expect(viewed.headers['content-type']).toBe('image/png');
    expect(viewed.headers['x-content-type-options']).toBe('nosniff');
    const body = viewed.body as Buffer;
    expect(body.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(body.includes(Buffer.from('serial-XY-998877'))).toBe(false);
    const audit = await admin
      .get(`/api/admin/audit?action=id_document.view&targetId=${owner.id}`)
      .expect(200);
    expect(audit.body.items).toHaveLength(1);
    expect(
      (await admin.get(`/api/admin/tradies/${owner.id}/id-document`).expect(200)).body,
    ).toMatchObject({ status: 'pending', viewable: true, checkable: false });

    // The decision ends viewing; the document is deleted 30 days later.
    await admin.post(`/api/admin/tradies/${owner.id}/approve`).expect(200);
    await adminFile(admin, owner.id).expect(404);
    expect((await owner.client.get('/api/me/id-document').expect(200)).body).toMatchObject({
      status: 'decided',
      requested: false,
    });
    t.clock.advance(30 * DAY + 1000);
    try {
      await t.app.get(IdDocumentRetentionScheduler).tick();
    } finally {
      t.clock.advance(-(30 * DAY + 1000));
    }
    expect(
      (await admin.get(`/api/admin/tradies/${owner.id}/id-document`).expect(200)).body,
    ).toMatchObject({ status: 'deleted', viewable: false });
    await adminFile(admin, owner.id).expect(404);
    // A later view attempt is not audited as a view.
    const after = await admin
      .get(`/api/admin/audit?action=id_document.view&targetId=${owner.id}`)
      .expect(200);
    expect(after.body.items).toHaveLength(1);
  });

  it('a rejected tradie cannot upload; an unknown tradie is 404', async () => {
    const owner = await tradie();
    await admin.post(`/api/admin/tradies/${owner.id}/reject`, { reason: 'No licence' }).expect(200);
    expect((await upload(owner.client, png).expect(409)).body.code).toBe('IDDOCS.NOT_ACCEPTING');
    await admin
      .get('/api/admin/tradies/00000000-0000-4000-8000-000000000000/id-document')
      .expect(404);
  });

  it('a tradie approved without a document keeps access 30 days from their next visit, then must upload', async () => {
    const owner = await tradie();
    await admin.post(`/api/admin/tradies/${owner.id}/approve`).expect(200);
    const asked = await owner.client.get('/api/me/id-document').expect(200);
    expect(asked.body).toMatchObject({ status: 'missing', requested: true, overdue: false });
    const deadline = new Date(asked.body.deadline as string).getTime();
    expect(Math.abs(deadline - (t.clock.now().getTime() + 30 * DAY))).toBeLessThan(60_000);
    await owner.client.get('/api/leads/mine').expect(200);

    t.clock.advance(30 * DAY + 1000);
    try {
      // Sessions last 30 days as well: both sign in again.
      owner.client = await t.client();
      await owner.client
        .post('/api/auth/login', { email: owner.email, password: owner.password })
        .expect(200);
      admin = await t.admin();
      const refused = await owner.client.get('/api/leads/mine').expect(403);
      expect(refused.body.code).toBe('IDDOCS.REQUIRED');
      // Their account and the upload stay open.
      await owner.client.get('/api/auth/me').expect(200);
      expect((await owner.client.get('/api/me/id-document')).body.overdue).toBe(true);
      await upload(owner.client, png).expect(201);
      await owner.client.get('/api/leads/mine').expect(200);

      // An admin checks it: listed and viewable until then, the check starts its retention.
      const listed = await admin.get('/api/admin/id-documents').expect(200);
      expect(listed.body.items.map((i: { tradieId: string }) => i.tradieId)).toContain(owner.id);
      expect((await admin.get(`/api/admin/tradies/${owner.id}/id-document`)).body).toMatchObject({
        status: 'pending',
        viewable: true,
        checkable: true,
      });
      await adminFile(admin, owner.id).expect(200);
      await admin.post(`/api/admin/tradies/${owner.id}/id-document/checked`).expect(200);
      // Once only: nothing waits for a decision any more (and no second audit row).
      await admin.post(`/api/admin/tradies/${owner.id}/id-document/checked`).expect(404);
      const after = await admin.get('/api/admin/id-documents').expect(200);
      expect(after.body.items.map((i: { tradieId: string }) => i.tradieId)).not.toContain(owner.id);
      await adminFile(admin, owner.id).expect(404);
      expect((await upload(owner.client, png)).status).toBe(409);
    } finally {
      t.clock.advance(-(30 * DAY + 1000));
    }
  });
});
