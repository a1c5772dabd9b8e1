import { describe, expect, it } from '@jest/globals';
import { toApiError } from '@/shared/api/errors';
import { readSessionHint, sessionAfterError } from './session';

const KEY = 'tradiehub.session';

describe('readSessionHint', () => {
  it.each(['homeowner', 'tradie', 'admin'] as const)('reads a %s hint', (userType) => {
    localStorage.setItem(KEY, JSON.stringify({ loggedIn: true, userType }));
    expect(readSessionHint()).toEqual({ loggedIn: true, userType });
  });

  it('drops anything else the hint may hold', () => {
    localStorage.setItem(KEY, JSON.stringify({ loggedIn: true, userType: 'tradie', token: 'x' }));
    expect(readSessionHint()).toEqual({ loggedIn: true, userType: 'tradie' });
  });

  it.each([
    ['no hint', null],
    ['corrupted JSON', '{"loggedIn":tr'],
    ['not an object', '"loggedIn"'],
    ['null', 'null'],
    ['an array', '[true,"homeowner"]'],
    ['logged out', '{"loggedIn":false,"userType":"homeowner"}'],
    ['loggedIn as text', '{"loggedIn":"true","userType":"homeowner"}'],
    ['an unknown user type', '{"loggedIn":true,"userType":"superuser"}'],
    ['no user type', '{"loggedIn":true}'],
  ])('is no hint for %s', (_case, raw) => {
    if (raw !== null) localStorage.setItem(KEY, raw);
    expect(readSessionHint()).toBeNull();
  });
});

describe('sessionAfterError', () => {
  it('ends the session on AUTH.UNAUTHENTICATED and on a 401 without a code', () => {
    const anonymous = { kind: 'anonymous', confirmed: true };
    expect(
      sessionAfterError(toApiError(401, { code: 'AUTH.UNAUTHENTICATED', message: 'x' })),
    ).toEqual(anonymous);
    expect(sessionAfterError(toApiError(401, null))).toEqual(anonymous);
  });

  it('bans on AUTH.BANNED', () => {
    expect(sessionAfterError(toApiError(403, { code: 'AUTH.BANNED', message: 'x' }))).toEqual({
      kind: 'banned',
      message: 'x',
    });
  });

  it('leaves the session alone for other refusals and for non-API errors', () => {
    expect(
      sessionAfterError(toApiError(401, { code: 'AUTH.INVALID_CREDENTIALS', message: 'x' })),
    ).toBeNull();
    expect(sessionAfterError(toApiError(403, { code: 'AUTH.CSRF', message: 'x' }))).toBeNull();
    expect(sessionAfterError(toApiError(403, { message: 'x' }))).toBeNull();
    expect(sessionAfterError(toApiError(500, null))).toBeNull();
    expect(sessionAfterError(new Error('boom'))).toBeNull();
  });
});
