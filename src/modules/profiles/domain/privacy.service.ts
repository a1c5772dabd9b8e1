import type { AccountDataContributors } from '#shared/domain/account-data.js';
import type { Clock } from '#shared/domain/clock.js';
import type { FileStorage, StoredFile } from '#shared/domain/file-storage.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import type { DeparturesService } from '#modules/admin/domain/departures.js';
import { EXPORT_TTL_MS } from './profile-rules.js';
import { ProfilesErrors } from './profiles-errors.js';
import type { BackgroundWork, DataExport, DataExports, ProfilesMail } from './ports.js';

/** The format version of the export file, for whoever reads it later. */
const EXPORT_FORMAT = 1;

/** The export file's sections in their order; a section no module filled is left out. */
const EXPORT_SECTIONS = [
  'account',
  'tradieProfile',
  'workPhotos',
  'jobs',
  'leads',
  'ledger',
  'payments',
  'reviews',
  'enquiries',
  'rewards',
  'leaderboard',
  'notifications',
  'identityDocument',
  'messages',
];

/** The sections in the file's order, any a new module adds after them. */
function ordered(sections: Record<string, unknown>): Record<string, unknown> {
  const known = EXPORT_SECTIONS.filter((name) => name in sections);
  const added = Object.keys(sections).filter((name) => !EXPORT_SECTIONS.includes(name));
  return Object.fromEntries([...known, ...added].map((name) => [name, sections[name]]));
}

/**
 * Australian Privacy Principles 12 and 13 as buttons: a copy of everything we hold about a
 * person (built in the background, link by email), and erasure of the account. Each module
 * contributes its own tables to both.
 */
export class PrivacyService {
  constructor(
    private readonly accounts: AccountService,
    private readonly departures: DeparturesService,
    private readonly exports: DataExports,
    private readonly contributors: AccountDataContributors,
    private readonly storage: FileStorage,
    private readonly mail: ProfilesMail,
    private readonly background: BackgroundWork,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * Queues an export and starts building it after the answer; the sweep (`buildPending`)
   * picks up any that a restart interrupted.
   */
  async requestExport(userId: string): Promise<DataExport> {
    const created = await this.exports.create(userId, this.clock.now());
    this.background.schedule('data-export', () => this.buildOrFail(created.id));
    return created;
  }

  private async buildOrFail(exportId: string): Promise<boolean> {
    try {
      return await this.build(exportId);
    } catch (error) {
      await this.exports.markFailed(exportId);
      throw error;
    }
  }

  listExports(userId: string): Promise<DataExport[]> {
    return this.exports.listForUser(userId);
  }

  async download(userId: string, exportId: string): Promise<StoredFile> {
    const found = await this.exports.find(exportId);
    // Someone else's export is "not found", not "forbidden": ids reveal nothing.
    if (!found || found.userId !== userId) throw ProfilesErrors.exportNotFound();
    const expired = found.expiresAt !== null && found.expiresAt <= this.clock.now();
    if (found.status !== 'ready' || !found.storageKey || expired) {
      throw ProfilesErrors.exportNotReady();
    }
    const file = await this.storage.get(found.storageKey);
    if (!file) throw ProfilesErrors.exportNotReady();
    return file;
  }

  /** Builds the pending exports (oldest first); returns how many it finished. */
  async buildPending(limit = 10): Promise<number> {
    let built = 0;
    for (const id of await this.exports.pending(limit)) {
      // A failure is marked on the export (the person sees it and asks again); logged above.
      if (await this.buildOrFail(id)) built += 1;
    }
    return built;
  }

  /** Builds one export exactly once (claimed under a row lock), stores it and mails the link. */
  async build(exportId: string): Promise<boolean> {
    const done = await this.unitOfWork.run(async () => {
      const claimed = await this.exports.claim(exportId);
      if (!claimed) return null;
      const now = this.clock.now();
      const sections: Record<string, unknown> = {
        messages: { note: 'Messaging is not available here, so there are none.' },
      };
      // One after the other: inside the transaction they share one connection.
      for (const contributor of this.contributors.all()) {
        Object.assign(sections, await contributor.exportSections(claimed.userId));
      }
      const document = {
        format: EXPORT_FORMAT,
        generatedAt: now.toISOString(),
        ...ordered(sections),
      };
      const bytes = Buffer.from(JSON.stringify(document, null, 2), 'utf8');
      const key = `exports/${claimed.userId}/${claimed.id}`;
      await this.storage.put(key, { bytes, contentType: 'application/json' });
      await this.exports.markReady(
        claimed.id,
        key,
        bytes.length,
        now,
        new Date(now.getTime() + EXPORT_TTL_MS),
      );
      return claimed;
    });
    if (!done) return false;
    const account = await this.accounts.getAccount(done.userId);
    await this.mail.exportReady(account, done.id);
    return true;
  }

  /**
   * Erases the account after re-authentication: personal fields erased or de-identified,
   * ledger, reviews and job history kept without them, every session ended, files deleted.
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    const account = await this.accounts.verifyPassword(userId, password, 'password');
    if (account.isAdmin) throw ProfilesErrors.adminCannotDelete();
    const { fileKeys } = await this.unitOfWork.run(async () => {
      // Nobody is left to hire on an open job: it is withdrawn and its buyers credited back.
      await this.departures.withdrawJobsOf(userId, 'owner_erased');
      // Each module erases or de-identifies what it holds; identity replaces the email, so
      // the others get the address as it was.
      const erased = { userId, email: account.email, at: this.clock.now() };
      const fileKeys: string[] = [];
      for (const contributor of this.contributors.all()) {
        fileKeys.push(...(await contributor.erase(erased)).fileKeys);
      }
      return { fileKeys };
    });
    // After the commit: a failed delete leaves an orphan file, never a half-erased account.
    for (const key of fileKeys) await this.storage.delete(key);
  }
}
