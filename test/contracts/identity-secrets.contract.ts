import { randomBytes } from 'node:crypto';
import type { VerifiedTradieBonus } from '#modules/identity/domain/email-verification.service.js';
import type {
  EmailVerificationTokenStore,
  PasswordHasher,
  SecretTokenGenerator,
  SessionTokens,
} from '#modules/identity/domain/ports.js';

/** A token hash as the stores keep them (SHA-256, hex), unique per call. */
const tokenHash = () => randomBytes(32).toString('hex');

/** What every EmailVerificationTokenStore must do, in memory or on PostgreSQL. */
export function emailVerificationTokenStoreContract(
  name: string,
  make: () => Promise<{ store: EmailVerificationTokenStore; userId: () => Promise<string> }>,
) {
  describe(`EmailVerificationTokenStore contract: ${name}`, () => {
    const now = new Date('2026-05-01T10:00:00Z');
    const later = (ms: number) => new Date(now.getTime() + ms);
    const DAY = 24 * 3600 * 1000;
    let store: EmailVerificationTokenStore;
    let userId: () => Promise<string>;
    beforeEach(async () => {
      ({ store, userId } = await make());
    });

    it('spends a link once, answering its user and the address it was sent to', async () => {
      const user = await userId();
      const hash = tokenHash();
      await store.replace(user, 'grace@example.com', hash, later(DAY));
      expect(await store.consume(hash, later(1000))).toEqual({
        kind: 'ok',
        userId: user,
        email: 'grace@example.com',
      });
      expect(await store.consume(hash, later(2000))).toEqual({ kind: 'used' });
    });

    it('answers "unknown" for a link never sent and "expired" for one past its time', async () => {
      const user = await userId();
      const hash = tokenHash();
      await store.replace(user, 'grace@example.com', hash, later(DAY));
      expect(await store.consume(tokenHash(), now)).toEqual({ kind: 'unknown' });
      expect(await store.consume(hash, later(DAY))).toEqual({ kind: 'expired' });
      // Expired is not spent: it stays expired, never "used".
      expect(await store.consume(hash, later(DAY + 1))).toEqual({ kind: 'expired' });
    });

    it('keeps only the newest link of a user open; other users’ links stay open', async () => {
      const [user, other] = [await userId(), await userId()];
      const [first, second, theirs] = [tokenHash(), tokenHash(), tokenHash()];
      await store.replace(user, 'old@example.com', first, later(DAY));
      await store.replace(other, 'them@example.com', theirs, later(DAY));
      await store.replace(user, 'new@example.com', second, later(DAY));
      expect(await store.consume(first, later(1))).toEqual({ kind: 'used' });
      expect(await store.consume(second, later(1))).toMatchObject({
        kind: 'ok',
        email: 'new@example.com',
      });
      expect(await store.consume(theirs, later(1))).toMatchObject({ kind: 'ok', userId: other });
    });
  });
}

/**
 * What every VerifiedTradieBonus must do: `grants` counts the bonuses the tradie holds (the
 * ledger's signup_bonus rows, or what the fake recorded).
 */
export function verifiedTradieBonusContract(
  name: string,
  make: () => Promise<{
    bonus: VerifiedTradieBonus;
    tradieId: () => Promise<string>;
    grants: (tradieId: string) => Promise<number>;
  }>,
) {
  describe(`VerifiedTradieBonus contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      subject = await make();
    });

    it('grants a tradie the bonus once, however often asked', async () => {
      const { bonus, tradieId, grants } = subject;
      const tradie = await tradieId();
      expect(await grants(tradie)).toBe(0);
      await bonus.grant(tradie);
      await bonus.grant(tradie);
      expect(await grants(tradie)).toBe(1);
    });

    it('grants each tradie their own', async () => {
      const { bonus, tradieId, grants } = subject;
      const [a, b] = [await tradieId(), await tradieId()];
      await bonus.grant(a);
      expect([await grants(a), await grants(b)]).toEqual([1, 0]);
    });
  });
}

/** What every PasswordHasher must do (the real one's strength is its own spec's business). */
export function passwordHasherContract(name: string, make: () => PasswordHasher) {
  describe(`PasswordHasher contract: ${name}`, () => {
    const hasher = make();

    it('verifies the password it hashed, and no other', async () => {
      const hash = await hasher.hash('Harbour-bridge-42');
      expect(hash).not.toBe('Harbour-bridge-42');
      expect(await hasher.verify(hash, 'Harbour-bridge-42')).toBe(true);
      expect(await hasher.verify(hash, 'harbour-bridge-42')).toBe(false);
      expect(await hasher.verify(hash, '')).toBe(false);
    });

    it('keeps every character of a long, non-ASCII password', async () => {
      const password = `Ünïcødé-パスワード-${'x'.repeat(100)}`;
      const hash = await hasher.hash(password);
      expect(await hasher.verify(hash, password)).toBe(true);
      expect(await hasher.verify(hash, password.slice(0, -1))).toBe(false);
    });

    it('answers false for something that is not one of its hashes, never throwing', async () => {
      await expect(hasher.verify('', 'Harbour-bridge-42')).resolves.toBe(false);
      await expect(hasher.verify('not-a-hash', 'Harbour-bridge-42')).resolves.toBe(false);
    });
  });
}

/** What every SessionTokens must do (expiry and signing keys are the real one's own spec). */
export function sessionTokensContract(name: string, make: () => SessionTokens) {
  describe(`SessionTokens contract: ${name}`, () => {
    const tokens = make();
    const claims = {
      userId: '9b2f6a52-0d7e-4c43-9d0e-3f1b8a7c5e21',
      sessionId: '1c8e4f0a-6b2d-4e9f-8a3c-7d5b2e1f0a94',
      version: 0,
    };

    it('verifies the claims it signed, as they were', async () => {
      expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
      const bumped = { ...claims, version: 3 };
      expect(await tokens.verify(await tokens.sign(bumped))).toEqual(bumped);
    });

    it('answers null for anything it did not sign, never throwing', async () => {
      for (const garbage of ['', 'garbage', '{}', 'null', 'a.b.c']) {
        await expect(tokens.verify(garbage)).resolves.toBeNull();
      }
    });
  });
}

/** What every SecretTokenGenerator must do. */
export function secretTokenGeneratorContract(name: string, make: () => SecretTokenGenerator) {
  describe(`SecretTokenGenerator contract: ${name}`, () => {
    const secrets = make();

    it('makes a new URL-safe secret each time, with the hash that `hash` gives it', () => {
      const [a, b] = [secrets.generate(), secrets.generate()];
      expect(a.token).not.toBe(b.token);
      expect(a.hash).not.toBe(b.hash);
      for (const { token, hash } of [a, b]) {
        expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
        expect(secrets.hash(token)).toBe(hash);
      }
    });

    it('hashes to what the token stores keep: 64 hex characters, never the token itself', () => {
      const { token, hash } = secrets.generate();
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).not.toContain(token);
      expect(secrets.hash(`${token}x`)).not.toBe(hash);
    });
  });
}
