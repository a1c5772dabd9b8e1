import type { Clock } from '#shared/domain/clock.js';
import { AdminErrors } from './admin-errors.js';

/** Keyed MACs over short strings (HMAC-SHA256 in infra); `verify` compares in constant time. */
export abstract class MessageSigner {
  abstract sign(message: string): string;
  abstract verify(message: string, signature: string): boolean;
}

/**
 * The Spam Act asks that an unsubscribe keeps working for at least 30 days after a message is
 * sent; links live a year so an old newsletter still works.
 */
export const UNSUBSCRIBE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * One-click unsubscribe tokens: `userId.expirySeconds.signature`, usable without signing in.
 * They only ever turn news off, so a leaked token can do no harm beyond that.
 */
export class UnsubscribeTokens {
  constructor(
    private readonly signer: MessageSigner,
    private readonly clock: Clock,
  ) {}

  issue(userId: string): string {
    const expires = Math.floor((this.clock.now().getTime() + UNSUBSCRIBE_TTL_MS) / 1000);
    const body = `${userId}.${expires}`;
    return `${body}.${this.signer.sign(`unsubscribe:${body}`)}`;
  }

  /** The user id of a valid, unexpired token; refuses anything else with a 400. */
  verify(token: string): string {
    const parts = token.split('.');
    if (parts.length !== 3) throw AdminErrors.invalidUnsubscribeToken();
    const [userId, expires, signature] = parts;
    if (!UUID.test(userId) || !/^\d{1,12}$/.test(expires)) {
      throw AdminErrors.invalidUnsubscribeToken();
    }
    if (!this.signer.verify(`unsubscribe:${userId}.${expires}`, signature)) {
      throw AdminErrors.invalidUnsubscribeToken();
    }
    if (Number(expires) * 1000 <= this.clock.now().getTime()) {
      throw AdminErrors.invalidUnsubscribeToken();
    }
    return userId;
  }
}
