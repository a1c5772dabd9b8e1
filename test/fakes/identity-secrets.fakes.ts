import { createHash } from 'node:crypto';
import { VerifiedTradieBonus } from '#modules/identity/domain/email-verification.service.js';
import {
  EmailVerificationTokenStore,
  PasswordHasher,
  SecretTokenGenerator,
  type SessionClaims,
  SessionTokens,
} from '#modules/identity/domain/ports.js';

/**
 * In-memory stand-ins for identity's secrets: tokens, password hashes, email links and the
 * verified tradie's bonus. The contract suites hold them to the real adapters.
 */

/** Readable, unsigned tokens: fine where the signature is not what is under test. */
export class PlainSessionTokens extends SessionTokens {
  async sign(claims: SessionClaims): Promise<string> {
    return JSON.stringify(claims);
  }
  async verify(token: string): Promise<SessionClaims | null> {
    let claims: Partial<SessionClaims> | null;
    try {
      claims = JSON.parse(token) as Partial<SessionClaims> | null;
    } catch {
      return null;
    }
    // Anything but the three claims is not a token of ours, as the real verifier answers.
    const { userId, sessionId, version } = claims ?? {};
    if (typeof userId !== 'string' || typeof sessionId !== 'string') return null;
    return typeof version === 'number' ? { userId, sessionId, version } : null;
  }
}

/** Reversible and fast; fine where the hash function is not what is under test. */
export class PlainTextHasher extends PasswordHasher {
  async hash(password: string): Promise<string> {
    return `plain:${password}`;
  }
  async verify(hash: string, password: string): Promise<boolean> {
    return hash === `plain:${password}`;
  }
}

/** Predictable secrets, hashed as the real ones are (the stores keep 64 hex characters). */
export class SequentialSecretTokens extends SecretTokenGenerator {
  private issued = 0;
  generate(): { token: string; hash: string } {
    this.issued += 1;
    const token = `secret-${this.issued}-${'x'.repeat(32)}`;
    return { token, hash: this.hash(token) };
  }
  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}

interface Link {
  userId: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Holds the same rules as the SQL store: only the newest link of a user is open. */
export class MemoryEmailLinks extends EmailVerificationTokenStore {
  readonly links: Link[] = [];
  async replace(userId: string, email: string, tokenHash: string, expiresAt: Date) {
    for (const link of this.links) {
      if (link.userId === userId && !link.usedAt) link.usedAt = new Date(0);
    }
    this.links.push({ userId, email, tokenHash, expiresAt, usedAt: null });
  }
  async consume(tokenHash: string, now: Date) {
    const link = this.links.find((l) => l.tokenHash === tokenHash);
    if (!link) return { kind: 'unknown' as const };
    if (link.usedAt) return { kind: 'used' as const };
    if (link.expiresAt <= now) return { kind: 'expired' as const };
    link.usedAt = now;
    return { kind: 'ok' as const, userId: link.userId, email: link.email };
  }
}

/** Who was granted the bonus, once each; refuses when told to (a failing ledger). */
export class RecordingBonus extends VerifiedTradieBonus {
  readonly granted: string[] = [];
  failing = false;
  async grant(tradieId: string) {
    if (this.failing) throw new Error('ledger down');
    if (!this.granted.includes(tradieId)) this.granted.push(tradieId);
  }
}
