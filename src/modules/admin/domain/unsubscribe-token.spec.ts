import { FixedClock } from '#shared/domain/clock.js';
import { HmacMessageSigner } from '../infra/hmac-message-signer.js';
import { UNSUBSCRIBE_TTL_MS, UnsubscribeTokens } from './unsubscribe-token.js';

const USER = '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4';

describe('unsubscribe tokens', () => {
  const clock = new FixedClock(new Date('2026-11-01T00:00:00Z'));
  const tokens = new UnsubscribeTokens(new HmacMessageSigner('secret-a', 'unsubscribe'), clock);

  it('names the user it was issued for', () => {
    expect(tokens.verify(tokens.issue(USER))).toBe(USER);
  });

  it('refuses a changed user, a changed expiry, a forged signature and another key', () => {
    const token = tokens.issue(USER);
    const [, expires, signature] = token.split('.');
    const other = '00000000-0000-4000-8000-000000000000';
    expect(() => tokens.verify(`${other}.${expires}.${signature}`)).toThrow(
      expect.objectContaining({ code: 'UNSUBSCRIBE.INVALID_TOKEN', field: 'token' }),
    );
    expect(() => tokens.verify(`${USER}.${Number(expires) + 1}.${signature}`)).toThrow();
    expect(() => tokens.verify(`${USER}.${expires}.${signature.slice(0, -1)}A`)).toThrow();
    expect(() => tokens.verify('garbage')).toThrow();
    const elsewhere = new UnsubscribeTokens(
      new HmacMessageSigner('secret-b', 'unsubscribe'),
      clock,
    );
    expect(() => elsewhere.verify(token)).toThrow();
  });

  it('expires after a year', () => {
    const issuedAt = new FixedClock(new Date('2026-11-01T00:00:00Z'));
    const t = new UnsubscribeTokens(new HmacMessageSigner('secret-a', 'unsubscribe'), issuedAt);
    const token = t.issue(USER);
    issuedAt.advance(UNSUBSCRIBE_TTL_MS - 1000);
    expect(t.verify(token)).toBe(USER);
    issuedAt.advance(2000);
    expect(() => t.verify(token)).toThrow(
      expect.objectContaining({ code: 'UNSUBSCRIBE.INVALID_TOKEN' }),
    );
  });
});
