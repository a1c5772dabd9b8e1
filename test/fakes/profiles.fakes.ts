import { randomUUID } from 'node:crypto';
import type { OtherLicence } from '#modules/identity/domain/account.js';
import { IdentityErrors } from '#modules/identity/domain/identity-errors.js';
import {
  BackgroundWork,
  type DataExport,
  DataExports,
  EmailChangeTokens,
  type LicenceWrite,
  type PersonalChanges,
  type ProfileExtras,
  ProfilesMail,
  ProfileStore,
  type TradieChanges,
  type WorkPhoto,
} from '#modules/profiles/domain/ports.js';
import type { InMemoryAccountRepository } from './identity.fakes.js';

const NO_EXTRAS: ProfileExtras = {
  avatarKey: null,
  logoKey: null,
  about: null,
  yearsInBusiness: null,
};

/**
 * The profile fields over the account fake's rows (identity owns them, as the tables);
 * `licenceWrites` notes the licence writes; `addCompletedJob` seeds the public stats.
 */
export class MemoryProfiles extends ProfileStore {
  readonly extrasOf = new Map<string, ProfileExtras>();
  readonly photosOf = new Map<string, WorkPhoto[]>();
  readonly licenceWrites: LicenceWrite[] = [];
  private readonly completed = new Map<string, (number | null)[]>();

  constructor(private readonly accounts: InMemoryAccountRepository) {
    super();
  }

  /** A completed job of the tradie, reviewed with `rating` stars (null: not reviewed). */
  addCompletedJob(tradieId: string, rating: number | null): void {
    this.completed.set(tradieId, [...(this.completed.get(tradieId) ?? []), rating]);
  }

  async extras(userId: string) {
    return { ...(this.extrasOf.get(userId) ?? NO_EXTRAS) };
  }

  async updatePersonal(userId: string, changes: PersonalChanges) {
    this.accounts.edit(userId, (row) => Object.assign(row, defined(changes)));
  }

  async updateTradie(userId: string, { about, yearsInBusiness, ...changes }: TradieChanges) {
    this.accounts.edit(userId, (row) => Object.assign(row.tradie!, defined(changes)));
    const extras = await this.extras(userId);
    this.extrasOf.set(userId, {
      ...extras,
      about: about === undefined ? extras.about : about,
      yearsInBusiness: yearsInBusiness === undefined ? extras.yearsInBusiness : yearsInBusiness,
    });
  }

  async writeOtherLicences(userId: string, licences: readonly OtherLicence[]) {
    this.accounts.edit(userId, (row) => {
      row.tradie!.otherLicences = structuredClone([...licences]);
    });
  }

  async writeLicence(userId: string, write: LicenceWrite) {
    this.licenceWrites.push(write);
    this.accounts.edit(userId, (row) => {
      const tradie = row.tradie!;
      if (write.kind === 'apply') {
        Object.assign(tradie, {
          licenceNumber: write.licenceNumber,
          licenceState: write.licenceState,
        });
      }
      if (write.kind === 'review') {
        tradie.pendingLicence = {
          licenceNumber: write.licenceNumber,
          licenceState: write.licenceState,
          requestedAt: write.at,
        };
      }
      if (write.kind === 'withdraw') tradie.pendingLicence = null;
    });
  }

  private async setKey(userId: string, field: 'avatarKey' | 'logoKey', key: string | null) {
    const extras = await this.extras(userId);
    this.extrasOf.set(userId, { ...extras, [field]: key });
    return extras[field];
  }

  setAvatarKey(userId: string, key: string | null) {
    return this.setKey(userId, 'avatarKey', key);
  }

  setLogoKey(userId: string, key: string | null) {
    return this.setKey(userId, 'logoKey', key);
  }

  async photos(tradieId: string) {
    return (this.photosOf.get(tradieId) ?? []).map((p) => ({ ...p }));
  }

  async lockPhotoCount(tradieId: string) {
    return (this.photosOf.get(tradieId) ?? []).length;
  }

  async addPhoto(tradieId: string, photo: Omit<WorkPhoto, 'id' | 'createdAt'> & { bytes: number }) {
    const row: WorkPhoto = {
      id: randomUUID(),
      storageKey: photo.storageKey,
      width: photo.width,
      height: photo.height,
      createdAt: new Date(),
    };
    this.photosOf.set(tradieId, [...(this.photosOf.get(tradieId) ?? []), row]);
    return { ...row };
  }

  async removePhoto(tradieId: string, photoId: string) {
    const photos = this.photosOf.get(tradieId) ?? [];
    const found = photos.find((p) => p.id === photoId) ?? null;
    this.photosOf.set(
      tradieId,
      photos.filter((p) => p.id !== photoId),
    );
    return found;
  }

  async publicStats(tradieId: string) {
    const jobs = this.completed.get(tradieId) ?? [];
    const counts = new Map<number, number>();
    for (const rating of jobs)
      if (rating !== null) counts.set(rating, (counts.get(rating) ?? 0) + 1);
    return {
      ratingCounts: [...counts].map(([rating, count]) => ({ rating, count })),
      jobsCompleted: jobs.length,
    };
  }

  async setEmail(userId: string, email: string) {
    const holder = await this.accounts.findByEmail(email);
    if (holder && holder.id !== userId) throw IdentityErrors.emailTaken();
    this.accounts.edit(userId, (row) => Object.assign(row, { email }));
  }
}

/** Only the fields given: an undefined change leaves the column as it is (as the SQL does). */
function defined<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/** Email-change links by hash; spending one spends the user's other open links too. */
export class MemoryEmailTokens extends EmailChangeTokens {
  readonly rows: {
    userId: string;
    newEmail: string;
    tokenHash: string;
    expiresAt: Date;
    used: boolean;
  }[] = [];

  async save(userId: string, newEmail: string, tokenHash: string, expiresAt: Date) {
    this.rows.push({ userId, newEmail, tokenHash, expiresAt, used: false });
  }

  async consume(tokenHash: string, now: Date) {
    const row = this.rows.find((r) => r.tokenHash === tokenHash && !r.used && r.expiresAt > now);
    if (!row) return null;
    for (const other of this.rows) if (other.userId === row.userId) other.used = true;
    return { userId: row.userId, newEmail: row.newEmail };
  }
}

/** Records the confirmation links and the export notices it was asked to mail. */
export class RecordingProfilesMail extends ProfilesMail {
  readonly confirmations: { email: string; token: string }[] = [];
  readonly ready: { email: string; exportId: string }[] = [];

  async confirmEmailChange(to: { email: string }, token: string) {
    this.confirmations.push({ email: to.email, token });
  }

  async exportReady(to: { email: string }, exportId: string) {
    this.ready.push({ email: to.email, exportId });
  }
}

/** The export requests in memory; `lockedElsewhere` are ids another worker holds. */
export class MemoryExports extends DataExports {
  readonly rows = new Map<string, DataExport>();
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

  /** The ten newest. */
  async listForUser(userId: string) {
    return this.byRequest()
      .filter((r) => r.userId === userId)
      .reverse()
      .slice(0, 10)
      .map((r) => ({ ...r }));
  }

  async pending(limit: number) {
    return this.byRequest()
      .filter((r) => r.status === 'pending')
      .slice(0, limit)
      .map((r) => r.id);
  }

  async claim(id: string) {
    const row = this.rows.get(id);
    return row?.status === 'pending' && !this.lockedElsewhere.has(id) ? { ...row } : null;
  }

  async markReady(id: string, storageKey: string, bytes: number, at: Date, expiresAt: Date) {
    const row = this.rows.get(id);
    if (row) Object.assign(row, { status: 'ready', storageKey, bytes, readyAt: at, expiresAt });
  }

  async markFailed(id: string) {
    const row = this.rows.get(id);
    if (row?.status === 'pending') row.status = 'failed';
  }

  /** Oldest request first (creation order among equal times). */
  private byRequest() {
    return [...this.rows.values()].sort(
      (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime(),
    );
  }
}

/** Holds the scheduled work: a spec runs `tasks` itself, or all of them with `runAll`. */
export class HeldBackgroundWork extends BackgroundWork {
  readonly tasks: { name: string; task: () => Promise<unknown> }[] = [];

  schedule(name: string, task: () => Promise<unknown>) {
    this.tasks.push({ name, task });
  }

  /** Runs and forgets the held tasks in order; a failure is the task's own (as when logged). */
  async runAll(): Promise<void> {
    for (const { task } of this.tasks.splice(0)) await task().catch(() => undefined);
  }
}
