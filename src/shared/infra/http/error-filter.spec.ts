import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from '#shared/domain/domain-error.js';
import { statusForKind, toErrorBody } from './error-filter.js';

describe('toErrorBody', () => {
  it('maps a domain refusal to its status with code and field', () => {
    expect(
      toErrorBody(new DomainError('AUTH.EMAIL_TAKEN', 'conflict', 'email: taken', 'email')),
    ).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'email: taken',
      code: 'AUTH.EMAIL_TAKEN',
      field: 'email',
    });
  });

  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['payment_required', 402],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['rate_limited', 429],
    ['unavailable', 503],
  ] as const)('maps %s to %i', (kind, status) => {
    expect(statusForKind(kind)).toBe(status);
  });

  it('keeps an HttpException message and joins message lists', () => {
    expect(toErrorBody(new NotFoundException('Cannot GET /api/x'))).toMatchObject({
      statusCode: 404,
      message: 'Cannot GET /api/x',
    });
    expect(toErrorBody(new BadRequestException(['a: bad', 'b: bad'])).message).toBe(
      'a: bad; b: bad',
    );
  });

  it('names the body when JSON does not parse', () => {
    const cause = Object.assign(new SyntaxError('Unexpected token'), {
      type: 'entity.parse.failed',
    });
    expect(toErrorBody(new HttpException('Unexpected token', 400, { cause }))).toMatchObject({
      statusCode: 400,
      message: 'body: is not valid JSON',
    });
  });

  it('hides the details of anything unexpected', () => {
    const body = toErrorBody(new Error('connection refused at 10.0.0.3:5432'));
    expect(body).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong on our side',
    });
  });
});
