import { accountsOverFakes } from '#test/fakes/identity.fakes.js';
import {
  DeparturesService,
  DepartingOwnerJobs,
  WithdrawnJobConversations,
  WithdrawnJobFees,
  WithdrawnJobRefunds,
} from '#modules/admin/domain/departures.js';
import { AccountDataContributors, type ErasedAccount } from '#shared/domain/account-data.js';
import { FileStorage, type StoredFile } from '#shared/domain/file-storage.js';
import { EXPORT_TTL_MS } from './profile-rules.js';
import { BackgroundWork, type DataExport, DataExports, ProfilesMail } from './ports.js';
import { PrivacyService } from './privacy.service.js';

class MemoryExports extends DataExports {
  readonly rows = new Map<string, DataExport>();
  /** Ids another worker holds (their claim answers null). */
  readonly lockedElsewhere = new Set<string>();
  private n = 0;
  async create(userId: string, at: Date) {
    const row: DataExport = {
      id: `export-${++this.n}`,
      userId,
      status: 'pending',
      storageKey: null,
      bytes: null,
      requestedAt: at,
      readyAt: null,
      expiresAt: null,
    };
    this.rows.set(row.id, row);
    return { ...row };
  }
  async find(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async listForUser(userId: string) {
    return [...this.rows.values()].filter((r) => r.userId === userId);
  }
  async pending(limit: number) {
    return [...this.rows.values()]
      .filter((r) => r.status === 'pending')
      .slice(0, limit)
      .map((r) => r.id);
  }
  async claim(id: string) {
    const row = this.rows.get(id);
    return row?.status === 'pending' && !this.lockedElsewhere.has(id) ? { ...row } : null;
  }
  async markReady(id: string, storageKey: string, bytes: number, at: Date, expiresAt: Date) {
    Object.assign(this.rows.get(id)!, {
      status: 'ready',
      storageKey,
      bytes,
      readyAt: at,
      expiresAt,
    });
  }
  async markFailed(id: string) {
    Object.assign(this.rows.get(id)!, { status: 'failed' });
  }
}

class MemoryFiles extends FileStorage {
  readonly files = new Map<string, StoredFile>();
  readonly deleted: string[] = [];
  async put(key: string, file: StoredFile) {
    this.files.set(key, file);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.deleted.push(key);
    this.files.delete(key);
  }
}

class RecordingMail extends ProfilesMail {
  readonly ready: { email: string; exportId: string }[] = [];
  async confirmEmailChange() {}
  async exportReady(to: { email: string }, exportId: string) {
    this.ready.push({ email: to.email, exportId });
  }
}

/** Keeps the scheduled work for the test to run. */
class HeldBackgroundWork extends BackgroundWork {
  readonly tasks: { name: string; task: () => Promise<unknown> }[] = [];
  schedule(name: string, task: () => Promise<unknown>) {
    this.tasks.push({ name, task });
  }
}

function setup() {
  const world = accountsOverFakes();
  const withdrawn: string[] = [];
  const departures = new DeparturesService(
    new (class extends DepartingOwnerJobs {
      async withdrawAll(homeownerId: string, reason: string) {
        withdrawn.push(`${homeownerId}:${reason}`);
        return [];
      }
    })(),
    new (class extends WithdrawnJobRefunds {
      async refundBuyers() {
        return 0;
      }
    })(),
    new (class extends WithdrawnJobConversations {
      async closeAll() {}
    })(),
    new (class extends WithdrawnJobFees {
      async cancelFor() {}
    })(),
    world.unitOfWork,
  );
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
  const storage = new MemoryFiles();
  const mail = new RecordingMail();
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
    expect(file).toBe(storage.files.get(ready.storageKey!));
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

describe('PrivacyService.deleteAccount', () => {
  it('withdraws the person’s jobs, has every module erase, then deletes their files', async () => {
    const { service, homeowner, withdrawn, erasures, storage, clock } = setup();
    const { id, email } = await homeowner();
    await service.deleteAccount(id, 'Harbour-bridge-42');
    expect(withdrawn).toEqual([`${id}:owner_erased`]);
    expect(erasures).toEqual([{ userId: id, email, at: clock.now() }]);
    expect(storage.deleted).toEqual(['avatars/a.png', 'photos/p.jpg']);
  });

  it('deletes no file when an erasure fails (the transaction does not commit)', async () => {
    const { service, homeowner, storage, contributors } = setup();
    const { id } = await homeowner();
    contributors.register({
      exportSections: async () => ({}),
      erase: () => Promise.reject(new Error('deadlock')),
    });
    await expect(service.deleteAccount(id, 'Harbour-bridge-42')).rejects.toThrow('deadlock');
    expect(storage.deleted).toEqual([]);
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
