import { BadRequestException } from '@nestjs/common';
import { IsInt, IsOptional, IsString } from 'class-validator';
import { IsCalendarDate, IsInstant, QueryInt } from './strict-fields.js';
import { createValidationPipe } from './validation.js';

class ListQuery {
  @IsOptional()
  @QueryInt(0, Number.MAX_SAFE_INTEGER)
  after?: number;

  @IsOptional()
  @QueryInt(1, 100)
  limit?: number;
}

class DatedBody {
  @IsOptional() @IsCalendarDate() day?: string;
  @IsOptional() @IsInstant() at?: string;
  @IsOptional() @IsInt() rating?: number;
  @IsOptional() @IsString() note?: string;
}

const pipe = createValidationPipe();

/** The pipe's answer: the transformed value, or the 400's message. */
async function through(
  value: unknown,
  metatype: new () => object,
  type: 'query' | 'body' = 'query',
): Promise<unknown> {
  try {
    return { ok: await pipe.transform(value, { type, metatype }) };
  } catch (error) {
    if (!(error instanceof BadRequestException)) throw error;
    return { refused: (error.getResponse() as { message: string }).message };
  }
}

describe('QueryInt', () => {
  it('reads decimal digits into numbers', async () => {
    expect(await through({ after: '0', limit: '20' }, ListQuery)).toEqual({
      ok: expect.objectContaining({ after: 0, limit: 20 }),
    });
    expect(await through({ after: '9007199254740991' }, ListQuery)).toEqual({
      ok: expect.objectContaining({ after: Number.MAX_SAFE_INTEGER }),
    });
  });

  it.each([
    ['hex', '0x10'],
    ['spaces', ' 5'],
    ['an exponent', '1e1'],
    ['a fraction', '5.0'],
    ['a plus sign', '+5'],
    ['bigint max', '9223372036854775807'],
    ['1e308', '1e308'],
    ['nothing', ''],
  ])('refuses %s, naming the parameter', async (_label, text) => {
    expect(await through({ after: text }, ListQuery)).toEqual({
      refused: `after: must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`,
    });
  });

  it('refuses a repeated parameter and one out of range', async () => {
    expect(await through({ limit: ['5', '6'] }, ListQuery)).toEqual({
      refused: 'limit: must be a whole number from 1 to 100',
    });
    expect(await through({ limit: '101' }, ListQuery)).toEqual({
      refused: 'limit: must be a whole number from 1 to 100',
    });
  });
});

describe('dates', () => {
  it('accept real days and instants with a zone', async () => {
    const body = { day: '2028-02-29', at: '2026-12-01T09:00:00.000Z' };
    expect(await through(body, DatedBody, 'body')).toEqual({ ok: expect.objectContaining(body) });
    expect(await through({ at: '2026-12-01' }, DatedBody, 'body')).toHaveProperty('ok');
  });

  it.each([
    [{ day: '2026-02-30' }, 'day: must be a real date, YYYY-MM-DD'],
    [{ day: '2026-02-30T00:00:00Z' }, 'day: must be a real date, YYYY-MM-DD'],
    [{ at: '2026-02-30T10:00:00Z' }, /^at: must be an ISO date-time/],
    [{ at: '2026-12-01T09:00:00' }, /^at: must be an ISO date-time/],
    [{ at: 'soon' }, /^at: must be an ISO date-time/],
  ])('refuse %j', async (body, message) => {
    const answer = (await through(body, DatedBody, 'body')) as { refused?: string };
    expect(answer.refused).toMatch(message);
  });
});

describe('the validation pipe, strictly', () => {
  it('never converts a body’s true or "5" into a number', async () => {
    expect(await through({ rating: true }, DatedBody, 'body')).toEqual({
      refused: 'rating: must be an integer number',
    });
    expect(await through({ rating: '5' }, DatedBody, 'body')).toEqual({
      refused: 'rating: must be an integer number',
    });
  });

  it('refuses __proto__ and constructor like any other unknown key', async () => {
    for (const key of ['__proto__', 'constructor', 'unknown']) {
      expect(await through(JSON.parse(`{"${key}": 1}`), DatedBody, 'body')).toEqual({
        refused: `${key}: property ${key} should not exist`,
      });
    }
  });

  it('walks what the input guard could not see (multipart fields, params)', async () => {
    expect(await through({ note: 'a\u0000' }, DatedBody, 'body')).toEqual({
      refused: 'note: must not contain the NUL character',
    });
    await expect(
      pipe.transform('x\uD800', { type: 'param', data: 'slug', metatype: String }),
    ).rejects.toThrow(BadRequestException);
  });
});
