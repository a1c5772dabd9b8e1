import { jest } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IdDocumentsService } from '#modules/id-documents/domain/id-documents.service.js';
import { IdDocumentStore } from '#modules/id-documents/domain/ports.js';
import type { Actor } from '#shared/domain/actor.js';
import { AccountRepository, PasswordHasher } from '#modules/identity/domain/ports.js';
import { TradieApprovalService } from '#modules/identity/domain/verification/tradie-approval.service.js';
import { PrivacyService } from '#modules/profiles/domain/privacy.service.js';
import { newAccount, TRADIE_PROFILE } from '../contracts/identity-ports.contract.js';
import { idDocumentPng } from '../support/id-document.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Harbour-bridge-42';

interface Row {
  storage_key: string | null;
  content_type: string | null;
  size_bytes: number | null;
  decided_at: Date | null;
  delete_after: Date | null;
  deleted_at: Date | null;
}

describe('identity documents on PostgreSQL: storage and the retention sweep', () => {
  let t: TestApp;
  let documents: IdDocumentsService;
  let png: Buffer;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp();
    documents = t.app.get(IdDocumentsService);
    png = await idDocumentPng();
    [{ id: adminId }] = await t.query<{ id: string }>(`SELECT id FROM users WHERE is_admin`);
  });
  afterAll(() => t.close());

  const filePath = (key: string) => join(t.config.dataDir, 'files', key);

  async function pendingTradie(): Promise<string> {
    const passwordHash = await t.app.get(PasswordHasher).hash(PASSWORD);
    const account = await t.app
      .get(AccountRepository)
      .create(newAccount({ passwordHash, tradie: TRADIE_PROFILE }));
    return account.id;
  }

  async function row(tradieId: string): Promise<Row | undefined> {
    const [found] = await t.query<Row>(`SELECT * FROM tradie_id_documents WHERE tradie_id = $1`, [
      tradieId,
    ]);
    return found;
  }

  /** Runs the sweep with the clock moved, putting the clock back afterwards. */
  async function sweepAt(offsetMs: number): Promise<number> {
    t.clock.advance(offsetMs);
    try {
      return await documents.sweep();
    } finally {
      t.clock.advance(-offsetMs);
    }
  }

  it('reads an approved tradie’s standing once per deadline, not on every request', async () => {
    const tradieId = await pendingTradie();
    const actor: Actor = {
      id: tradieId,
      type: 'tradie',
      email: 'x@example.com',
      status: 'active',
      emailVerified: true,
    };
    const find = jest.spyOn(t.app.get(IdDocumentStore), 'find');
    try {
      await documents.assertTradieAccess(actor); // unasked: the deadline is set
      await documents.assertTradieAccess(actor);
      await documents.assertTradieAccess(actor);
      expect(find.mock.calls.filter(([id]) => id === tradieId)).toHaveLength(1);
      // Past the deadline the store is read again, and access refused.
      t.clock.advance(30 * DAY + 1000);
      try {
        await expect(documents.assertTradieAccess(actor)).rejects.toMatchObject({
          code: 'IDDOCS.REQUIRED',
        });
        await expect(documents.assertTradieAccess(actor)).rejects.toMatchObject({
          code: 'IDDOCS.REQUIRED',
        });
      } finally {
        t.clock.advance(-(30 * DAY + 1000));
      }
      expect(find.mock.calls.filter(([id]) => id === tradieId)).toHaveLength(3);
    } finally {
      find.mockRestore();
    }
  });

  it('stores the document stripped and encrypted, under a private key, replacing an earlier one', async () => {
    const tradieId = await pendingTradie();
    await documents.upload(tradieId, png);
    const first = (await row(tradieId))!;
    expect(first).toMatchObject({ content_type: 'image/png', decided_at: null });
    expect(first.storage_key).toMatch(new RegExp(`^id-documents/${tradieId}/[0-9a-f]{32}$`));
    const onDisk = readFileSync(filePath(first.storage_key!));
    expect(onDisk.subarray(1, 4).toString('latin1')).not.toBe('PNG');
    expect(onDisk.includes(Buffer.from('serial-XY-998877'))).toBe(false);
    expect(readFileSync(`${filePath(first.storage_key!)}.type`, 'utf8')).toBe(
      'application/octet-stream',
    );

    const opened = await documents.openForAdmin(adminId, tradieId);
    expect(opened.contentType).toBe('image/png');
    expect(opened.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(opened.bytes.includes(Buffer.from('serial-XY-998877'))).toBe(false);

    await documents.upload(tradieId, png);
    const second = (await row(tradieId))!;
    expect(second.storage_key).not.toBe(first.storage_key);
    expect(existsSync(filePath(first.storage_key!))).toBe(false);
    expect(existsSync(filePath(second.storage_key!))).toBe(true);
  });

  it('starts retention with the decision and deletes the file 30 days later, and only then', async () => {
    const decided = await pendingTradie();
    const stillPending = await pendingTradie();
    await documents.upload(decided, png);
    await documents.upload(stillPending, png);
    await t.app.get(TradieApprovalService).reject(adminId, decided, 'Licence not found');

    const before = (await row(decided))!;
    expect(before.decided_at).not.toBeNull();
    expect(before.delete_after!.getTime() - before.decided_at!.getTime()).toBe(30 * DAY);
    const key = before.storage_key!;

    expect(await sweepAt(29 * DAY)).toBe(0);
    expect(existsSync(filePath(key))).toBe(true);

    expect(await sweepAt(30 * DAY + 1000)).toBe(1);
    expect(existsSync(filePath(key))).toBe(false);
    expect(await row(decided)).toMatchObject({ storage_key: null, content_type: null });
    expect((await row(decided))!.deleted_at).not.toBeNull();
    // The pending one is untouched, and a second sweep finds nothing.
    expect(existsSync(filePath((await row(stillPending))!.storage_key!))).toBe(true);
    expect(await sweepAt(30 * DAY + 1000)).toBe(0);
    expect((await documents.adminView(decided)).status).toBe('deleted');
  });

  it('erasure deletes the document and its record; the export lists it without the picture', async () => {
    const tradieId = await pendingTradie();
    await documents.upload(tradieId, png);
    const key = (await row(tradieId))!.storage_key!;
    const privacy = t.app.get(PrivacyService);

    const request = await privacy.requestExport(tradieId);
    await privacy.build(request.id);
    for (let i = 0; i < 100; i += 1) {
      const [r] = await t.query<{ status: string }>(
        'SELECT status FROM data_exports WHERE id = $1',
        [request.id],
      );
      if (r.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const exported = JSON.parse(
      (await privacy.download(tradieId, request.id)).bytes.toString('utf8'),
    ) as { identityDocument: Record<string, unknown> };
    expect(exported.identityDocument).toMatchObject({ content_type: 'image/png', held: true });
    expect(JSON.stringify(exported)).not.toContain(key);

    await privacy.deleteAccount(tradieId, PASSWORD);
    expect(await row(tradieId)).toBeUndefined();
    expect(existsSync(filePath(key))).toBe(false);
  });
});
