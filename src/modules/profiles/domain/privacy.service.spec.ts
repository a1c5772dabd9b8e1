import { accountsOverFakes } from '#test/fakes/identity.fakes.js';
import { InMemoryFiles } from '#test/fakes/file-storage.fake.js';
import {
  HeldBackgroundWork,
  MemoryExports,
  RecordingProfilesMail,
} from '#test/fakes/profiles.fakes.js';
import { departureFakes } from '#test/fakes/admin-departures.fakes.js';
import { DeparturesService } from '#modules/admin/domain/departures.js';
import { AccountDataContributors, type ErasedAccount } from '#shared/domain/account-data.js';
import { EXPORT_TTL_MS } from './profile-rules.js';
import { PrivacyService } from './privacy.service.js';

function setup() {
  const world = accountsOverFakes();
  // The departing homeowner has no open job here: only the withdrawal itself is noted.
  const { calls: withdrawn, jobs, refunds, conversations, fees } = departureFakes();
  const departures = new DeparturesService(jobs, refunds, conversations, fees, world.unitOfWork);
  const exports = new MemoryExports();
  const contributors = new AccountDataContributors();
  const erasures: ErasedAccount[] = [];
  contributors.register({
    exportSections: async (userId) => ({ jobs: [{ owner: userId }], account: { id: userId } }),
    erase: async (account) => {
      erasures.push(account);
      return { fileKeys: ['avatars/a.png'] };
    },
  });
  contributors.register({
    exportSections: async () => ({ extraModule: true }),
    erase: async () => ({ fileKeys: ['photos/p.jpg'] }),
  });
  const storage = new InMemoryFiles();
  const mail = new RecordingProfilesMail();
  const background = new HeldBackgroundWork();
  const service = new PrivacyService(
    world.accounts,
    departures,
    exports,
    contributors,
    storage,
    mail,
    background,
    world.unitOfWork,
    world.clock,
  );
  return {
    ...world,
    service,
    exports,
    storage,
    mail,
    background,
    withdrawn,
    erasures,
    contributors,
  };
}

describe('PrivacyService exports', () => {
  it('queues an export and builds it after the answer: stored, marked ready for a week, mailed', async () => {
    const { service, homeowner, background, exports, storage, mail, clock } = setup();
    const { id, email } = await homeowner();
    const requested = await service.requestExport(id);
    expect(requested.status).toBe('pending');
    expect(background.tasks.map((t) => t.name)).toEqual(['data-export']);
    await background.tasks[0].task();
    const ready = exports.rows.get(requested.id)!;
    expect(ready).toMatchObject({
      status: 'ready',
      storageKey: `exports/${id}/${requested.id}`,
      expiresAt: new Date(clock.now().getTime() + EXPORT_TTL_MS),
    });
    expect(mail.ready).toEqual([{ email, exportId: requested.id }]);
    const file = await service.download(id, requested.id);
    expect(file).toEqual(storage.files.get(ready.storageKey!));
  });

  it('writes the sections in the file’s order, a new module’s after them', async () => {
    const { service, homeowner, background } = setup();
    const { id } = await homeowner();
    const requested = await service.requestExport(id);
    await background.tasks[0].task();
    const document = JSON.parse(
      (await service.download(id, requested.id)).bytes.toString(),
    ) as object;
    expect(Object.keys(document)).toEqual([
      'format',
      'generatedAt',
      'account',
      'jobs',
      'messages',
      'extraModule',
    ]);
  });

  it('builds an export once: a second build, or one another worker holds, does nothing', async () => {
    const { service, homeowner, exports, mail } = setup();
    const { id } = await homeowner();
    const first = await service.requestExport(id);
    const second = await service.requestExport(id);
    exports.lockedElsewhere.add(second.id);
    expect(await service.buildPending()).toBe(1);
    expect(await service.build(first.id)).toBe(false);
    expect(mail.ready).toHaveLength(1);
  });

  it('marks an export failed when building it throws', async () => {
    const { service, homeowner, exports, storage } = setup();
    const { id } = await homeowner();
    const requested = await service.requestExport(id);
    storage.put = () => Promise.reject(new Error('disk full'));
    await expect(service.buildPending()).rejects.toThrow('disk full');
    expect(exports.rows.get(requested.id)?.status).toBe('failed');
  });

  it('refuses someone else’s export as not found (PROFILES.EXPORT_NOT_FOUND)', async () => {
    const { service, homeowner } = setup();
    const owner = await homeowner();
    const other = await homeowner();
    const requested = await service.requestExport(owner.id);
    for (const [userId, exportId] of [
      [other.id, requested.id],
      [owner.id, 'export-404'],
    ] as const) {
      await expect(service.download(userId, exportId)).rejects.toMatchObject({
        code: 'PROFILES.EXPORT_NOT_FOUND',
      });
    }
  });

  it('refuses an export not built yet, expired, or whose file is gone (PROFILES.EXPORT_NOT_READY)', async () => {
    const { service, homeowner, clock, storage, exports } = setup();
    const { id } = await homeowner();
    const requested = await service.requestExport(id);
    await expect(service.download(id, requested.id)).rejects.toMatchObject({
      code: 'PROFILES.EXPORT_NOT_READY',
    });
    await service.build(requested.id);
    storage.files.clear();
    await expect(service.download(id, requested.id)).rejects.toMatchObject({
      code: 'PROFILES.EXPORT_NOT_READY',
    });
    const again = await service.requestExport(id);
    await service.build(again.id);
    clock.advance(EXPORT_TTL_MS);
    await expect(service.download(id, again.id)).rejects.toMatchObject({
      code: 'PROFILES.EXPORT_NOT_READY',
    });
    expect(await service.listExports(id)).toHaveLength(exports.rows.size);
  });
});

/** Files the erasure will name (the contributors above name the first two). */
async function storeFiles(storage: InMemoryFiles, keys: string[]) {
  for (const key of keys) {
    await storage.put(key, { bytes: Buffer.from(key), contentType: 'image/png' });
  }
}

describe('PrivacyService.deleteAccount', () => {
  it('withdraws the person’s jobs, has every module erase, then deletes their files', async () => {
    const { service, homeowner, withdrawn, erasures, storage, clock } = setup();
    const { id, email } = await homeowner();
    await storeFiles(storage, ['avatars/a.png', 'photos/p.jpg', 'avatars/someone-else.png']);
    await service.deleteAccount(id, 'Harbour-bridge-42');
    expect(withdrawn).toEqual([`withdraw ${id} owner_erased: `]);
    expect(erasures).toEqual([{ userId: id, email, at: clock.now() }]);
    expect([...storage.files.keys()]).toEqual(['avatars/someone-else.png']);
  });

  it('deletes no file when an erasure fails (the transaction does not commit)', async () => {
    const { service, homeowner, storage, contributors } = setup();
    const { id } = await homeowner();
    await storeFiles(storage, ['avatars/a.png', 'photos/p.jpg']);
    contributors.register({
      exportSections: async () => ({}),
      erase: () => Promise.reject(new Error('deadlock')),
    });
    await expect(service.deleteAccount(id, 'Harbour-bridge-42')).rejects.toThrow('deadlock');
    expect([...storage.files.keys()]).toEqual(['avatars/a.png', 'photos/p.jpg']);
  });

  it('asks for the password again (AUTH.WRONG_PASSWORD naming the field) and erases nothing', async () => {
    const { service, homeowner, erasures } = setup();
    const { id } = await homeowner();
    await expect(service.deleteAccount(id, 'wrong')).rejects.toMatchObject({
      code: 'AUTH.WRONG_PASSWORD',
      field: 'password',
    });
    expect(erasures).toEqual([]);
  });

  it('refuses an admin account (PROFILES.ADMIN_CANNOT_DELETE)', async () => {
    const { service, accounts, repository, erasures } = setup();
    await accounts.ensureAdmin('admin@example.com', 'Admin-password-42');
    const admin = await repository.findByEmail('admin@example.com');
    await expect(service.deleteAccount(admin!.id, 'Admin-password-42')).rejects.toMatchObject({
      code: 'PROFILES.ADMIN_CANNOT_DELETE',
    });
    expect(erasures).toEqual([]);
  });
});
