import { describe, expect, it } from '@jest/globals';
import { ApiError, apiErrorCode, isApiError, networkError, toApiError } from './errors';

describe('toApiError', () => {
  it('keeps the status, message, typed code and field of a contract body', () => {
    const error = toApiError(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'email: is already registered',
      code: 'AUTH.EMAIL_TAKEN',
      field: 'email',
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'email: is already registered',
      code: 'AUTH.EMAIL_TAKEN',
      field: 'email',
    });
    expect(error.fieldErrors).toEqual([{ field: 'email', message: 'is already registered' }]);
  });

  it('reads every `field: problem` of a validation message, in order, leaving out the body', () => {
    const error = toApiError(400, {
      statusCode: 400,
      message: 'email: must be a valid email address; password: is required; body: is too large',
    });
    expect(error.code).toBeUndefined();
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'must be a valid email address' },
      { field: 'password', message: 'is required' },
    ]);
  });

  it('keeps a field message that has no prefix whole, and names no field for plain messages', () => {
    expect(
      toApiError(400, { message: 'Password is too common', field: 'password' }).fieldErrors,
    ).toEqual([{ field: 'password', message: 'Password is too common' }]);
    expect(toApiError(401, { message: 'Incorrect email or password' }).fieldErrors).toEqual([]);
  });

  it('joins class-validator message lists', () => {
    expect(toApiError(400, { message: ['a: bad', 'b: worse', 3] }).message).toBe(
      'a: bad; b: worse',
    );
  });

  it('treats a code this build does not know, or a non-string one, as no code', () => {
    expect(toApiError(403, { message: 'x', code: 'AUTH.SOMETHING_NEW' }).code).toBeUndefined();
    expect(toApiError(403, { message: 'x', code: 42 }).code).toBeUndefined();
    expect(toApiError(403, { message: 'x', code: 'AUTH.BANNED' }).code).toBe('AUTH.BANNED');
  });

  it.each([
    [400, 'Some details are not right. Please check the form.'],
    [404, 'We could not find that.'],
    [429, 'Too many attempts. Please wait a minute and try again.'],
    [418, 'Something went wrong.'],
    [500, 'Our server had a problem. Please try again in a moment.'],
    [502, 'Our server had a problem. Please try again in a moment.'],
  ])('falls back to a readable message for %i without a usable body', (status, message) => {
    expect(toApiError(status, null).message).toBe(message);
    expect(toApiError(status, '<html>Bad gateway</html>').message).toBe(message);
    expect(toApiError(status, { message: '' }).message).toBe(message);
  });

  it('keeps the code of a body without a message', () => {
    expect(toApiError(403, { code: 'AUTH.CSRF' })).toMatchObject({
      message: 'You do not have access to this.',
      code: 'AUTH.CSRF',
    });
  });
});

describe('networkError, isApiError and apiErrorCode', () => {
  it('describes a failed connection as status 0', () => {
    expect(networkError()).toMatchObject({
      status: 0,
      message: 'We could not reach Tradiehub. Check your connection and try again.',
    });
  });

  it('tells ApiErrors from other errors', () => {
    const error = toApiError(403, { message: 'x', code: 'AUTH.BANNED' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(apiErrorCode(error)).toBe('AUTH.BANNED');
    expect(apiErrorCode(new Error('x'))).toBeUndefined();
  });
});
