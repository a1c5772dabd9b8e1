import {
  deviceName,
  isSessionLive,
  needsTouch,
  normaliseOrigin,
  type Session,
  SESSION_TOUCH_INTERVAL_MS,
} from './session.js';

const at = new Date('2026-06-01T09:00:00Z');
const session = (overrides: Partial<Session> = {}): Session => ({
  id: 's1',
  userId: 'u1',
  createdAt: at,
  lastSeenAt: at,
  expiresAt: new Date(at.getTime() + 60_000),
  userAgent: null,
  ip: null,
  revokedAt: null,
  ...overrides,
});
const later = (ms: number) => new Date(at.getTime() + ms);

describe('session rules', () => {
  it('is live until it is ended or expires', () => {
    expect(isSessionLive(session(), at)).toBe(true);
    expect(isSessionLive(session({ revokedAt: at }), at)).toBe(false);
    expect(isSessionLive(session(), later(60_000))).toBe(false);
  });

  it('notes activity at most every few minutes', () => {
    expect(needsTouch(session(), later(SESSION_TOUCH_INTERVAL_MS - 1))).toBe(false);
    expect(needsTouch(session(), later(SESSION_TOUCH_INTERVAL_MS))).toBe(true);
  });

  it('stores a bounded user agent and blanks as null', () => {
    expect(normaliseOrigin({ userAgent: '  ', ip: '' })).toEqual({ userAgent: null, ip: null });
    expect(normaliseOrigin({ userAgent: 'x'.repeat(1000) }).userAgent).toHaveLength(400);
  });

  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:130.0) Gecko/20100101 Firefox/130.0',
      'Firefox on macOS',
    ],
    ['curl/8.5.0', 'curl'],
    [null, 'Unknown device'],
  ])('names %s as %s', (userAgent, name) => {
    expect(deviceName(userAgent)).toBe(name);
  });
});
