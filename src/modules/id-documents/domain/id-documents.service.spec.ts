import { RecordingAuditLog } from '#test/fakes/admin.fakes.js';
import { verificationWorld } from '#test/fakes/verification.fakes.js';
import type { Actor } from '#shared/domain/actor.js';
import { InMemoryFiles } from '#test/fakes/file-storage.fake.js';
import {
  MarkerSanitiser,
  MemoryDocuments,
  ReversingCipher,
} from '#test/fakes/id-documents.fakes.js';
import { GRACE_MS, MAX_DOCUMENT_BYTES, RETENTION_MS } from './document-rules.js';
import { StoreDecidedTradieDocuments } from '../infra/store-decided-tradie-documents.js';
import { IdDocumentsService } from './id-documents.service.js';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('photo META')]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('p'),
]);

function setup() {
  const world = verificationWorld();
  const store = new MemoryDocuments();
  const storage = new InMemoryFiles();
  const audit = new RecordingAuditLog();
  const service = new IdDocumentsService(
    store,
    storage,
    new ReversingCipher(),
    new MarkerSanitiser(),
    world.accounts,
    audit,
    world.unitOfWork,
    world.clock,
  );
  const actor = (id: string): Actor => ({
    id,
    email: 'x@example.com',
    type: 'tradie',
    status: 'active',
    emailVerified: true,
  });
  return { ...world, service, store, storage, audit, actor };
}

const refusal = (code: string) => expect.objectContaining({ code });

describe('IdDocumentsService.upload', () => {
  it('holds the picture stripped and sealed, waiting for a decision', async () => {
    const { service, tradie, storage, store } = setup();
    const { id } = await tradie();
    const view = await service.upload(id, JPEG);
    expect(view).toMatchObject({ status: 'pending', requested: false });
    const key = store.rows.get(id)!.storageKey!;
    expect(key).toMatch(new RegExp(`^id-documents/${id}/[0-9a-f]{32}$`));
    const sealed = storage.files.get(key)!.bytes;
    expect(sealed.toString('latin1')).not.toContain('photo');
    expect(Buffer.from(new ReversingCipher().open(sealed)).toString('latin1')).toMatch(/photo $/);
  });

  it('refuses no file, a file too large, and anything but JPEG or PNG, naming the field', async () => {
    const { service, tradie } = setup();
    const { id } = await tradie();
    const field = { field: 'document' };
    await expect(service.upload(id, undefined)).rejects.toMatchObject({
      code: 'IDDOCS.FILE_REQUIRED',
      ...field,
    });
    await expect(service.upload(id, new Uint8Array())).rejects.toMatchObject({
      code: 'IDDOCS.FILE_REQUIRED',
    });
    const huge = Buffer.concat([JPEG, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    await expect(service.upload(id, huge)).rejects.toMatchObject({
      code: 'IDDOCS.TOO_LARGE',
      ...field,
    });
    await expect(service.upload(id, Buffer.from('%PDF-1.7'))).rejects.toMatchObject({
      code: 'IDDOCS.UNSUPPORTED_TYPE',
      ...field,
    });
    const broken = Buffer.concat([PNG, Buffer.from('BROKEN')]);
    await expect(service.upload(id, broken)).rejects.toEqual(refusal('IDDOCS.UNSUPPORTED_TYPE'));
  });

  it('is for tradies only (IDDOCS.NOT_A_TRADIE)', async () => {
    const { service, accounts } = setup();
    const homeowner = await accounts.register({
      email: 'olivia@example.com',
      password: 'Harbour-bridge-42',
      firstName: 'Olivia',
      lastName: 'Smith',
      type: 'homeowner',
    });
    for (const id of [homeowner.id, 'nobody']) {
      await expect(service.upload(id, JPEG)).rejects.toEqual(refusal('IDDOCS.NOT_A_TRADIE'));
      await expect(service.ownView(id)).rejects.toEqual(refusal('IDDOCS.NOT_A_TRADIE'));
    }
  });

  it('replaces an undecided document and deletes the earlier file', async () => {
    const { service, tradie, storage } = setup();
    const { id } = await tradie();
    await service.upload(id, JPEG);
    await service.upload(id, PNG);
    expect(storage.files.size).toBe(1);
  });

  it('takes nothing from a rejected tradie, nor a second one once an approved tradie’s was checked', async () => {
    const { service, tradie, accounts } = setup();
    const rejected = await tradie();
    await accounts.rejectTradie('admin-1', rejected.id, 'No');
    await expect(service.upload(rejected.id, JPEG)).rejects.toEqual(
      refusal('IDDOCS.NOT_ACCEPTING'),
    );
    const approved = await tradie();
    await accounts.approveTradie('admin-1', approved.id);
    await service.upload(approved.id, JPEG);
    await service.upload(approved.id, PNG);
    await service.markChecked('admin-1', approved.id);
    await expect(service.upload(approved.id, JPEG)).rejects.toEqual(
      refusal('IDDOCS.NOT_ACCEPTING'),
    );
  });

  it('deletes the new file when saving it fails', async () => {
    const { service, tradie, storage, store } = setup();
    const { id } = await tradie();
    store.saveUpload = () => Promise.reject(new Error('deadlock'));
    await expect(service.upload(id, JPEG)).rejects.toThrow('deadlock');
    expect(storage.files.size).toBe(0);
  });
});

describe('IdDocumentsService: what is asked of a tradie', () => {
  it('asks a pending tradie without a document, with no deadline', async () => {
    const { service, tradie } = setup();
    const { id } = await tradie();
    expect(await service.ownView(id)).toMatchObject({
      status: 'missing',
      requested: true,
      deadline: null,
      overdue: false,
    });
  });

  it('gives an approved tradie without one a grace period, then refuses access (IDDOCS.REQUIRED)', async () => {
    const { service, tradie, accounts, clock, actor } = setup();
    const { id } = await tradie();
    await accounts.approveTradie('admin-1', id);
    const deadline = new Date(clock.now().getTime() + GRACE_MS);
    expect(await service.ownView(id)).toMatchObject({ requested: true, deadline, overdue: false });
    await expect(service.assertTradieAccess(actor(id))).resolves.toBeUndefined();
    clock.set(deadline);
    expect(await service.ownView(id)).toMatchObject({ overdue: true });
    await expect(service.assertTradieAccess(actor(id))).rejects.toEqual(refusal('IDDOCS.REQUIRED'));
    await service.upload(id, JPEG);
    await expect(service.assertTradieAccess(actor(id))).resolves.toBeUndefined();
  });

  it('starts the grace period at the first access check, and reads the store once until the deadline', async () => {
    const { service, tradie, accounts, clock, actor, store } = setup();
    const { id } = await tradie();
    await accounts.approveTradie('admin-1', id);
    await service.assertTradieAccess(actor(id));
    expect(store.rows.get(id)?.graceDeadline).toEqual(new Date(clock.now().getTime() + GRACE_MS));
    const reads = store.reads;
    clock.advance(GRACE_MS - 1);
    await service.assertTradieAccess(actor(id));
    expect(store.reads).toBe(reads);
    clock.advance(1);
    await expect(service.assertTradieAccess(actor(id))).rejects.toEqual(refusal('IDDOCS.REQUIRED'));
  });

  it('leaves everyone but active tradies alone', async () => {
    const { service, actor, store } = setup();
    await service.assertTradieAccess({ ...actor('t1'), status: 'pending' });
    await service.assertTradieAccess({ ...actor('h1'), type: 'homeowner' });
    expect(store.reads).toBe(0);
  });
});

describe('IdDocumentsService: admins', () => {
  it('opens a pending document decrypted, auditing the view first', async () => {
    const { service, tradie, audit } = setup();
    const { id } = await tradie();
    await service.upload(id, JPEG);
    const file = await service.openForAdmin('admin-1', id);
    expect(file.contentType).toBe('image/jpeg');
    expect(file.bytes.toString('latin1')).toMatch(/photo $/);
    expect(audit.entries).toEqual([
      expect.objectContaining({ actorId: 'admin-1', action: 'id_document.view', targetId: id }),
    ]);
  });

  it('refuses to open a missing or decided document (IDDOCS.NOT_FOUND)', async () => {
    const { service, tradie, clock, audit, store } = setup();
    const { id } = await tradie();
    await expect(service.openForAdmin('admin-1', id)).rejects.toEqual(refusal('IDDOCS.NOT_FOUND'));
    await service.upload(id, JPEG);
    await new StoreDecidedTradieDocuments(store).verificationDecided(id, clock.now());
    await expect(service.openForAdmin('admin-1', id)).rejects.toEqual(refusal('IDDOCS.NOT_FOUND'));
    expect(audit.entries).toEqual([]);
  });

  it('checks an approved tradie’s document (audited; retention starts) but not a pending one’s', async () => {
    const { service, tradie, accounts, store, clock, audit } = setup();
    const pending = await tradie();
    await service.upload(pending.id, JPEG);
    expect(await service.adminView(pending.id)).toMatchObject({ viewable: true, checkable: false });
    await expect(service.markChecked('admin-1', pending.id)).rejects.toEqual(
      refusal('IDDOCS.NOT_CHECKABLE'),
    );
    const approved = await tradie();
    await accounts.approveTradie('admin-1', approved.id);
    await expect(service.markChecked('admin-1', approved.id)).rejects.toEqual(
      refusal('IDDOCS.NOT_FOUND'),
    );
    await service.upload(approved.id, JPEG);
    expect((await service.toCheck()).map((d) => d.tradieId)).toEqual([approved.id]);
    const view = await service.markChecked('admin-1', approved.id);
    expect(view).toEqual({
      status: 'decided',
      uploadedAt: clock.now(),
      viewable: false,
      checkable: false,
    });
    expect(store.rows.get(approved.id)?.deleteAfter).toEqual(
      new Date(clock.now().getTime() + RETENTION_MS),
    );
    expect(audit.entries.at(-1)).toMatchObject({
      action: 'id_document.check',
      targetId: approved.id,
    });
    expect(await service.toCheck()).toEqual([]);
  });

  it('deletes documents once their retention ends, and only then', async () => {
    const { service, tradie, clock, storage, store } = setup();
    const { id } = await tradie();
    await service.upload(id, JPEG);
    await new StoreDecidedTradieDocuments(store).verificationDecided(id, clock.now());
    clock.advance(RETENTION_MS - 1);
    expect(await service.sweep()).toBe(0);
    clock.advance(1);
    expect(await service.sweep()).toBe(1);
    expect(storage.files.size).toBe(0);
    expect(await service.ownView(id)).toMatchObject({ status: 'deleted' });
  });
});
