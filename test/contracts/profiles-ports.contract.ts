import { randomUUID } from 'node:crypto';
import type { Account } from '#modules/identity/domain/account.js';
import type {
  DataExports,
  EmailChangeTokens,
  ProfileStore,
} from '#modules/profiles/domain/ports.js';

let n = 0;
const unique = () => `${Date.now().toString(36)}${(n++).toString(36)}`;

export interface ProfileStoreSubject {
  store: ProfileStore;
  homeowner: () => Promise<string>;
  /** A tradie not yet approved. */
  tradie: () => Promise<string>;
  /** The account as identity reads it (the fields the store writes are identity's). */
  account: (id: string) => Promise<Account>;
  /** A completed job of the tradie, reviewed with `rating` stars (null: not reviewed). */
  completedJob: (tradieId: string, rating: number | null) => Promise<void>;
}

/**
 * What the profile pages rely on in the store: edits read back through identity's account,
 * picture keys swapped (the previous one answered for deletion), work photos per tradie, the
 * public stats and the email change. Row locks are the real adapter's alone.
 */
export function profileStoreContract(name: string, make: () => Promise<ProfileStoreSubject>) {
  describe(`ProfileStore contract: ${name}`, () => {
    let s: ProfileStoreSubject;
    let store: ProfileStore;
    beforeEach(async () => {
      s = await make();
      store = s.store;
    });

    it('starts with no extras, photos, ratings or jobs done', async () => {
      const [homeowner, tradie] = [await s.homeowner(), await s.tradie()];
      const none = { avatarKey: null, logoKey: null, about: null, yearsInBusiness: null };
      expect(await store.extras(homeowner)).toEqual(none);
      expect(await store.extras(tradie)).toEqual(none);
      expect(await store.photos(tradie)).toEqual([]);
      expect(await store.lockPhotoCount(tradie)).toBe(0);
      expect(await store.publicStats(tradie)).toEqual({ ratingCounts: [], jobsCompleted: 0 });
    });

    it('changes the personal fields given, leaving the others', async () => {
      const id = await s.homeowner();
      const before = await s.account(id);
      await store.updatePersonal(id, { firstName: 'Zoe', suburb: 'Carlton', state: 'VIC' });
      await store.updatePersonal(id, { postcode: '3053', phone: null });
      expect(await s.account(id)).toMatchObject({
        firstName: 'Zoe',
        lastName: before.lastName,
        suburb: 'Carlton',
        state: 'VIC',
        postcode: '3053',
        phone: null,
        email: before.email,
      });
    });

    it('changes the tradie’s fields; about and years in business are extras', async () => {
      const id = await s.tradie();
      await store.updateTradie(id, {
        businessName: 'Harbour Tiling',
        categories: ['tiling', 'plastering'],
        servicePostcode: '2042',
        serviceRadiusKm: 40,
        about: 'Bathrooms and kitchens',
        yearsInBusiness: 12,
      });
      await store.updateTradie(id, { about: null });
      expect((await s.account(id)).tradie).toMatchObject({
        businessName: 'Harbour Tiling',
        categories: ['tiling', 'plastering'],
        servicePostcode: '2042',
        serviceRadiusKm: 40,
      });
      expect(await store.extras(id)).toMatchObject({ about: null, yearsInBusiness: 12 });
    });

    it('applies a licence, holds one for review, withdraws it, and replaces the other licences', async () => {
      const id = await s.tradie();
      await store.writeLicence(id, { kind: 'apply', licenceNumber: 'NEW9', licenceState: 'NSW' });
      const at = new Date('2026-06-01T09:00:00Z');
      await store.writeLicence(id, {
        kind: 'review',
        licenceNumber: 'REV7',
        licenceState: 'VIC',
        at,
      });
      expect((await s.account(id)).tradie).toMatchObject({
        licenceNumber: 'NEW9',
        licenceState: 'NSW',
        pendingLicence: { licenceNumber: 'REV7', licenceState: 'VIC', requestedAt: at },
      });
      await store.writeLicence(id, { kind: 'withdraw' });
      expect((await s.account(id)).tradie?.pendingLicence).toBeNull();
      const others = [
        { licenceNumber: 'QLD123', licenceState: 'QLD' as const, approvedAt: null },
        { licenceNumber: 'WA456', licenceState: 'WA' as const, approvedAt: null },
      ];
      await store.writeOtherLicences(id, others);
      expect((await s.account(id)).tradie?.otherLicences).toEqual(others);
      await store.writeOtherLicences(id, []);
      expect((await s.account(id)).tradie?.otherLicences).toEqual([]);
    });

    it('swaps avatar and logo keys, answering the previous one', async () => {
      const [homeowner, tradie] = [await s.homeowner(), await s.tradie()];
      expect(await store.setAvatarKey(homeowner, 'avatars/a1')).toBeNull();
      expect(await store.setAvatarKey(homeowner, 'avatars/a2')).toBe('avatars/a1');
      expect((await store.extras(homeowner)).avatarKey).toBe('avatars/a2');
      expect(await store.setAvatarKey(homeowner, null)).toBe('avatars/a2');
      expect((await store.extras(homeowner)).avatarKey).toBeNull();
      expect(await store.setLogoKey(tradie, 'logos/l1')).toBeNull();
      expect(await store.setLogoKey(tradie, 'logos/l2')).toBe('logos/l1');
      expect(await store.extras(tradie)).toMatchObject({ logoKey: 'logos/l2', avatarKey: null });
    });

    it('keeps each tradie’s work photos in the order added; only their owner removes one', async () => {
      const [tradie, other] = [await s.tradie(), await s.tradie()];
      const photo = (key: string) => ({ storageKey: key, width: 640, height: 480, bytes: 2048 });
      const first = await store.addPhoto(tradie, photo('work-photos/1'));
      const second = await store.addPhoto(tradie, photo('work-photos/2'));
      expect(first).toEqual({
        id: expect.any(String),
        storageKey: 'work-photos/1',
        width: 640,
        height: 480,
        createdAt: expect.any(Date),
      });
      expect(await store.photos(tradie)).toEqual([first, second]);
      expect(await store.lockPhotoCount(tradie)).toBe(2);
      expect(await store.photos(other)).toEqual([]);
      expect(await store.removePhoto(other, first.id)).toBeNull();
      expect(await store.removePhoto(tradie, first.id)).toEqual(first);
      expect(await store.removePhoto(tradie, first.id)).toBeNull();
      expect(await store.photos(tradie)).toEqual([second]);
    });

    it('counts a tradie’s reviews by stars and their completed jobs', async () => {
      const [tradie, other] = [await s.tradie(), await s.tradie()];
      for (const rating of [5, 4, 5, null]) await s.completedJob(tradie, rating);
      const stats = await store.publicStats(tradie);
      expect([...stats.ratingCounts].sort((a, b) => a.rating - b.rating)).toEqual([
        { rating: 4, count: 1 },
        { rating: 5, count: 2 },
      ]);
      expect(stats.jobsCompleted).toBe(4);
      expect(await store.publicStats(other)).toEqual({ ratingCounts: [], jobsCompleted: 0 });
    });

    it('changes the email, refusing one another account holds (AUTH.EMAIL_TAKEN)', async () => {
      const [id, other] = [await s.homeowner(), await s.homeowner()];
      const email = `new-${unique()}@example.com`;
      await store.setEmail(id, email);
      expect((await s.account(id)).email).toBe(email);
      const taken = (await s.account(other)).email;
      await expect(store.setEmail(id, taken)).rejects.toMatchObject({ code: 'AUTH.EMAIL_TAKEN' });
      expect((await s.account(id)).email).toBe(email);
    });
  });
}

export interface EmailChangeTokensSubject {
  tokens: EmailChangeTokens;
  userId: () => Promise<string>;
}

/** The email-change links: spent once, never expired, only the newest request counting. */
export function emailChangeTokensContract(
  name: string,
  make: () => Promise<EmailChangeTokensSubject>,
) {
  describe(`EmailChangeTokens contract: ${name}`, () => {
    const now = new Date('2026-06-01T09:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    const hash = () => `${unique()}${randomUUID()}`.replace(/-/g, '').padEnd(64, '0').slice(0, 64);
    let s: EmailChangeTokensSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('spends a saved link once, answering its user and new address', async () => {
      const user = await s.userId();
      const token = hash();
      await s.tokens.save(user, 'new@example.com', token, later(3600_000));
      expect(await s.tokens.consume(token, now)).toEqual({
        userId: user,
        newEmail: 'new@example.com',
      });
      expect(await s.tokens.consume(token, now)).toBeNull();
    });

    it('refuses an expired or unknown link', async () => {
      const user = await s.userId();
      const token = hash();
      await s.tokens.save(user, 'late@example.com', token, later(1000));
      expect(await s.tokens.consume(token, later(1000))).toBeNull();
      expect(await s.tokens.consume(hash(), now)).toBeNull();
    });

    it('spends the user’s other open links with it, not another user’s', async () => {
      const [user, other] = [await s.userId(), await s.userId()];
      const [a, b, c] = [hash(), hash(), hash()];
      await s.tokens.save(user, 'first@example.com', a, later(3600_000));
      await s.tokens.save(user, 'second@example.com', b, later(3600_000));
      await s.tokens.save(other, 'theirs@example.com', c, later(3600_000));
      expect(await s.tokens.consume(b, now)).toEqual({
        userId: user,
        newEmail: 'second@example.com',
      });
      expect(await s.tokens.consume(a, now)).toBeNull();
      expect(await s.tokens.consume(c, now)).toEqual({
        userId: other,
        newEmail: 'theirs@example.com',
      });
    });
  });
}

export interface DataExportsSubject {
  exports: DataExports;
  userId: () => Promise<string>;
}

let minute = 0;
/** Request times, later in each call. */
const nextAt = () => new Date(Date.UTC(2026, 5, 1) + ++minute * 60_000);

/**
 * The export requests as the privacy page and the sweep use them: pending until built once,
 * ready with a file and an expiry, or failed. The sweep's row lock is the real adapter's alone.
 */
export function dataExportsContract(name: string, make: () => Promise<DataExportsSubject>) {
  describe(`DataExports contract: ${name}`, () => {
    let s: DataExportsSubject;
    let exports: DataExports;
    beforeEach(async () => {
      s = await make();
      exports = s.exports;
    });

    it('creates a pending export found by id; an unknown id is null', async () => {
      const user = await s.userId();
      const at = nextAt();
      const created = await exports.create(user, at);
      expect(created).toEqual({
        id: expect.any(String),
        userId: user,
        status: 'pending',
        storageKey: null,
        bytes: null,
        requestedAt: at,
        readyAt: null,
        expiresAt: null,
      });
      expect(await exports.find(created.id)).toEqual(created);
      expect(await exports.find(randomUUID())).toBeNull();
    });

    it('lists a user’s own exports, newest first', async () => {
      const [user, other] = [await s.userId(), await s.userId()];
      const older = await exports.create(user, nextAt());
      await exports.create(other, nextAt());
      const newer = await exports.create(user, nextAt());
      expect((await exports.listForUser(user)).map((e) => e.id)).toEqual([newer.id, older.id]);
    });

    it('gives the pending ones oldest first, and builds each once: ready, then not claimable', async () => {
      const user = await s.userId();
      const [a, b] = [await exports.create(user, nextAt()), await exports.create(user, nextAt())];
      const mine = (ids: string[]) => ids.filter((id) => id === a.id || id === b.id);
      expect(mine(await exports.pending(1000))).toEqual([a.id, b.id]);
      expect(await exports.pending(1)).toHaveLength(1);
      expect(await exports.claim(a.id)).toEqual(a);
      const [at, expiresAt] = [nextAt(), new Date(Date.UTC(2026, 5, 30))];
      await exports.markReady(a.id, `exports/${user}/${a.id}`, 1234, at, expiresAt);
      expect(await exports.find(a.id)).toEqual({
        ...a,
        status: 'ready',
        storageKey: `exports/${user}/${a.id}`,
        bytes: 1234,
        readyAt: at,
        expiresAt,
      });
      expect(await exports.claim(a.id)).toBeNull();
      expect(mine(await exports.pending(1000))).toEqual([b.id]);
      expect(await exports.claim(randomUUID())).toBeNull();
    });

    it('marks a pending export failed, never a ready one', async () => {
      const user = await s.userId();
      const [failing, ready] = [
        await exports.create(user, nextAt()),
        await exports.create(user, nextAt()),
      ];
      await exports.markFailed(failing.id);
      expect((await exports.find(failing.id))?.status).toBe('failed');
      expect(await exports.claim(failing.id)).toBeNull();
      await exports.markReady(ready.id, 'exports/x', 1, nextAt(), nextAt());
      await exports.markFailed(ready.id);
      expect((await exports.find(ready.id))?.status).toBe('ready');
      const pending = await exports.pending(1000);
      expect(pending).not.toContain(failing.id);
      expect(pending).not.toContain(ready.id);
    });
  });
}
