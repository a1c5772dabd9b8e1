import { parseTrustProxy, type RateLimitConfig } from '#config/rate-limit.config.js';
import { limitKey, ratePolicies } from './rate-limits.js';

const config: RateLimitConfig = {
  login: 10,
  forgotPassword: 5,
  windowMs: 60_000,
  scale: 1,
  trustProxy: false,
};

describe('rate limit policies', () => {
  it('keeps the login and forgot-password overrides as they are, and scales the rest', () => {
    const policies = ratePolicies({ ...config, login: 3, scale: 100 });
    expect(policies.login).toMatchObject({ points: 3, windowSeconds: 60, by: 'ip+email' });
    expect(policies.forgotPassword.points).toBe(5);
    expect(policies['jobs.post'].points).toBe(2000);
    expect(policies.register.code).toBe('AUTH.RATE_LIMITED');
    expect(policies.messages.code).toBe('REQUESTS.RATE_LIMITED');
  });

  it('counts by account when signed in, by address otherwise', () => {
    const { messages, unsubscribe, login } = ratePolicies(config);
    expect(limitKey(messages, { accountId: 'u1', ip: '10.0.0.1' })).toBe('account:u1');
    expect(limitKey(messages, { ip: '10.0.0.1' })).toBe('ip:10.0.0.1');
    expect(limitKey(unsubscribe, { accountId: 'u1', ip: '10.0.0.1' })).toBe('ip:10.0.0.1');
    expect(limitKey(login, { ip: '10.0.0.1', email: ' Mia@Example.com ' })).toBe(
      'ip:10.0.0.1|mia@example.com',
    );
    expect(limitKey(login, { email: ['not', 'text'] })).toBe('ip:unknown|');
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7,::1', ['10.0.0.0/8', '192.168.1.7', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('reads %j as %j', (raw, trust) => {
    expect(parseTrustProxy(raw)).toEqual(trust);
  });

  it.each(['true', '*', '10.0.0.0/33', 'proxy.local', '1.2.3.4/8/1', '100'])(
    'refuses %j',
    (raw) => {
      expect(parseTrustProxy(raw)).toBeNull();
    },
  );
});
