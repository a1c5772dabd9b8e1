import { DomainError } from '#shared/domain/domain-error.js';
import type {
  AccountRepository,
  NewAccount,
  ResetTokenStore,
  SessionStore,
} from '#modules/identity/domain/ports.js';

let n = 0;
export function newAccount(overrides: Partial<NewAccount> = {}): NewAccount {
  n += 1;
  return {
    email: `contract-${Date.now().toString(36)}-${n}@example.com`,
    passwordHash: 'hash-1',
    firstName: 'Grace',
    lastName: 'Patel',
    phone: null,
    suburb: 'Glenelg',
    state: 'SA',
    postcode: '5045',
    isAdmin: false,
    tradie: null,
    ...overrides,
  };
}

export const TRADIE_PROFILE: NonNullable<NewAccount['tradie']> = {
  businessName: 'Patel Tiling',
  abn: '51824753556',
  licenceNumber: 'TL123456',
  licenceState: 'SA',
  categories: ['tiling'],
  servicePostcode: '5045',
  serviceRadiusKm: 30,
};

/** What every AccountRepository must do, fake or real. */
export function accountRepositoryContract(
  make: () => Promise<AccountRepository> | AccountRepository,
) {
  describe('AccountRepository contract', () => {
    let repo: AccountRepository;
    beforeEach(async () => {
      repo = await make();
    });

    it('creates a homeowner found by id and by email', async () => {
      const created = await repo.create(newAccount());
      expect(created).toMatchObject({
        firstName: 'Grace',
        tradie: null,
        bannedAt: null,
        sessionVersion: 0,
      });
      expect(await repo.findById(created.id)).toEqual(created);
      expect(await repo.findByEmail(created.email)).toEqual(created);
    });

    it('finds the accounts among many ids that exist', async () => {
      const a = await repo.create(newAccount());
      const b = await repo.create(newAccount({ tradie: TRADIE_PROFILE }));
      const found = await repo.findByIds([a.id, '00000000-0000-4000-8000-000000000000', b.id]);
      expect(found.map((x) => x.id).sort()).toEqual([a.id, b.id].sort());
      expect(found.find((x) => x.id === b.id)).toEqual(b);
      expect(await repo.findByIds([])).toEqual([]);
    });

    it('holds an unbanned account, never a banned or unknown one', async () => {
      const created = await repo.create(newAccount());
      expect(await repo.holdUnbanned(created.id)).toBe(true);
      await repo.setBanned(created.id, new Date(), 'Spam');
      expect(await repo.holdUnbanned(created.id)).toBe(false);
      expect(await repo.holdUnbanned('00000000-0000-4000-8000-000000000000')).toBe(false);
    });

    it('answers null for unknown ids and emails', async () => {
      expect(await repo.findById('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await repo.findByEmail('nobody@example.com')).toBeNull();
    });

    it('creates a tradie with a pending profile', async () => {
      const created = await repo.create(newAccount({ tradie: TRADIE_PROFILE }));
      expect(created.tradie).toEqual({
        ...TRADIE_PROFILE,
        // Listed in every stated trade until a licence check decides.
        listedCategories: TRADIE_PROFILE.categories,
        verificationStatus: 'pending',
        rejectionReason: null,
        reviewedAt: null,
        pendingLicence: null,
        otherLicences: [],
      });
    });

    it('refuses a second account with the same email', async () => {
      const first = newAccount();
      await repo.create(first);
      await expect(repo.create({ ...first, firstName: 'Other' })).rejects.toMatchObject({
        code: 'AUTH.EMAIL_TAKEN',
      });
      await expect(repo.create(first)).rejects.toBeInstanceOf(DomainError);
    });

    it('changes the password, leaving the session version (sessions end by their records)', async () => {
      const created = await repo.create(newAccount());
      await repo.setPassword(created.id, 'hash-2');
      expect(await repo.findById(created.id)).toMatchObject({
        passwordHash: 'hash-2',
        sessionVersion: 0,
      });
    });

    it('bans and unbans', async () => {
      const created = await repo.create(newAccount());
      const at = new Date('2026-03-01T00:00:00Z');
      await repo.setBanned(created.id, at, 'Spam');
      expect(await repo.findById(created.id)).toMatchObject({ bannedAt: at, banReason: 'Spam' });
      await repo.setBanned(created.id, null, null);
      expect(await repo.findById(created.id)).toMatchObject({ bannedAt: null, banReason: null });
    });

    it('decides a verification once, only from pending', async () => {
      const admin = await repo.create(newAccount({ isAdmin: true }));
      const tradie = await repo.create(newAccount({ tradie: TRADIE_PROFILE }));
      const at = new Date('2026-03-02T00:00:00Z');
      expect(await repo.decideVerification(tradie.id, 'rejected', admin.id, 'No licence', at)).toBe(
        true,
      );
      expect(await repo.decideVerification(tradie.id, 'approved', admin.id, null, at)).toBe(false);
      expect((await repo.findById(tradie.id))?.tradie).toMatchObject({
        verificationStatus: 'rejected',
        rejectionReason: 'No licence',
        reviewedAt: at,
      });
    });

    it('lists tradies by verification status only', async () => {
      const homeowner = await repo.create(newAccount());
      const pending = await repo.create(newAccount({ tradie: TRADIE_PROFILE }));
      const ids = (await repo.listTradies('pending', 500)).map((a) => a.id);
      expect(ids).toContain(pending.id);
      expect(ids).not.toContain(homeowner.id);
      expect((await repo.listTradies('approved', 500)).map((a) => a.id)).not.toContain(pending.id);
    });
  });
}

/** What every ResetTokenStore must do, fake or real. */
export function resetTokenStoreContract(
  make: () => Promise<{ store: ResetTokenStore; userId: () => Promise<string> }>,
) {
  describe('ResetTokenStore contract', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    let store: ResetTokenStore;
    let userId: () => Promise<string>;
    let k = 0;
    const hash = () => (k++).toString(16).padStart(64, 'a');

    beforeEach(async () => {
      ({ store, userId } = await make());
    });

    it('peeks without spending, then consumes exactly once', async () => {
      const user = await userId();
      const token = hash();
      await store.save(user, token, later(3600_000));
      expect(await store.peek(token, now)).toBe(user);
      expect(await store.peek(token, now)).toBe(user);
      expect(await store.consume(token, now)).toBe(user);
      expect(await store.consume(token, now)).toBeNull();
      expect(await store.peek(token, now)).toBeNull();
    });

    it('refuses an expired token', async () => {
      const user = await userId();
      const token = hash();
      await store.save(user, token, later(1000));
      expect(await store.peek(token, later(1000))).toBeNull();
      expect(await store.consume(token, later(2000))).toBeNull();
    });

    it('refuses an unknown token', async () => {
      expect(await store.consume(hash(), now)).toBeNull();
    });

    it('spends the user’s other open tokens too', async () => {
      const user = await userId();
      const [a, b] = [hash(), hash()];
      await store.save(user, a, later(3600_000));
      await store.save(user, b, later(3600_000));
      expect(await store.consume(b, now)).toBe(user);
      expect(await store.consume(a, now)).toBeNull();
    });
  });
}

/**
 * What every SessionStore must do, fake, SQL or cached. An ended session reads as ended: a
 * cache may answer null where the table answers the row with `revokedAt` set.
 */
export function sessionStoreContract(
  make: () => Promise<{ store: SessionStore; userId: () => Promise<string> }>,
) {
  describe('SessionStore contract', () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    const DAY = 24 * 3600 * 1000;
    const origin = { userAgent: 'Firefox', ip: '10.0.0.1' };
    let store: SessionStore;
    let userId: () => Promise<string>;

    beforeEach(async () => {
      ({ store, userId } = await make());
    });

    const ended = async (id: string) => {
      const found = await store.find(id);
      return found === null || found.revokedAt !== null;
    };

    it('creates a session found by id, seen when created', async () => {
      const user = await userId();
      const session = await store.create(user, origin, now, later(DAY));
      expect(await store.find(session.id)).toEqual({
        id: session.id,
        userId: user,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: later(DAY),
        userAgent: 'Firefox',
        ip: '10.0.0.1',
        revokedAt: null,
      });
      expect(await store.find('00000000-0000-4000-8000-000000000000')).toBeNull();
      expect(await store.find('not-an-id')).toBeNull();
    });

    it('notes activity, only forward', async () => {
      const session = await store.create(await userId(), origin, now, later(DAY));
      await store.touch(session.id, later(60_000));
      await store.touch(session.id, later(1_000));
      expect((await store.find(session.id))?.lastSeenAt).toEqual(later(60_000));
    });

    it('ends one live session of its owner, once', async () => {
      const [owner, other] = [await userId(), await userId()];
      const session = await store.create(owner, origin, now, later(DAY));
      expect(await store.revoke(other, session.id, later(1))).toBe(false);
      expect(await ended(session.id)).toBe(false);
      expect(await store.revoke(owner, session.id, later(1))).toBe(true);
      expect(await store.revoke(owner, session.id, later(2))).toBe(false);
      expect(await ended(session.id)).toBe(true);
      expect(await store.listLive(owner, later(3))).toEqual([]);
    });

    it('ends every session of a user but one, and lists the live ones newest first', async () => {
      const [user, other] = [await userId(), await userId()];
      const kept = await store.create(user, origin, now, later(DAY));
      const a = await store.create(user, origin, now, later(DAY));
      const b = await store.create(user, origin, now, later(DAY));
      const elsewhere = await store.create(other, origin, now, later(DAY));
      const expired = await store.create(other, origin, now, later(1_000));
      await store.touch(elsewhere.id, later(5_000));

      expect((await store.revokeAll(user, later(10), kept.id)).sort()).toEqual([a.id, b.id].sort());
      expect((await store.listLive(user, later(20))).map((s) => s.id)).toEqual([kept.id]);
      expect(await ended(a.id)).toBe(true);
      expect((await store.listLive(other, later(2_000))).map((s) => s.id)).toEqual([elsewhere.id]);
      expect(await ended(expired.id)).toBe(false);

      expect(await store.revokeAll(user, later(30))).toEqual([kept.id]);
      expect(await store.listLive(user, later(40))).toEqual([]);
    });
  });
}
