import { BadRequestException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { findInputProblem, inputGuard, MAX_INPUT_DEPTH, textProblem } from './input-guard.js';

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: [value] };
  return value;
};

describe('textProblem', () => {
  it.each(['plain', '', 'emoji 🦘 pair', 'accents é ü', '\uD83E\uDD98'])('passes %j', (text) => {
    expect(textProblem(text)).toBeNull();
  });

  it.each([
    ['a NUL', 'a\u0000b', /NUL/],
    ['a lone high surrogate', 'x\uD800@example.com', /lone surrogate/],
    ['a lone low surrogate', '\uDC00', /lone surrogate/],
    ['a high surrogate at the end', 'ab\uD83E', /lone surrogate/],
    ['two highs in a row', '\uD83E\uD83E\uDD98', /lone surrogate/],
  ])('refuses %s', (_label, text, problem) => {
    expect(textProblem(text)).toMatch(problem);
  });
});

describe('findInputProblem', () => {
  it('passes ordinary bodies', () => {
    expect(
      findInputProblem(
        { title: 'Fix the tap', budget: 25_000, tags: ['a', 'b'], card: { cvc: '123' }, ok: true },
        'body',
      ),
    ).toBeNull();
    expect(findInputProblem(undefined, 'body')).toBeNull();
  });

  it('names the field of a NUL, nested ones with a dotted path', () => {
    expect(findInputProblem({ title: 'a\u0000' }, 'body')).toEqual({
      field: 'title',
      problem: 'must not contain the NUL character',
    });
    expect(findInputProblem({ audience: { states: ['NSW', 'V\u0000'] } }, 'body')?.field).toBe(
      'audience.states.1',
    );
  });

  it('names the param or query value as a whole', () => {
    expect(findInputProblem('a\u0000', 'slug')?.field).toBe('slug');
    expect(findInputProblem({ q: ['ok', '\uDC00'] }, 'query')?.field).toBe('q.1');
  });

  it('refuses numbers past the safe integers, and infinities', () => {
    expect(findInputProblem({ seq: Number.MAX_SAFE_INTEGER }, 'body')).toBeNull();
    expect(findInputProblem({ seq: 2 ** 63 }, 'body')?.field).toBe('seq');
    expect(findInputProblem({ seq: -1e308 }, 'body')?.field).toBe('seq');
    expect(findInputProblem({ seq: Infinity }, 'body')?.field).toBe('seq');
    expect(findInputProblem({ price: 12.5 }, 'body')).toBeNull();
  });

  it(`refuses JSON nested more than ${MAX_INPUT_DEPTH} levels, naming the outer field`, () => {
    expect(findInputProblem({ ok: nested(MAX_INPUT_DEPTH / 2 - 1) }, 'body')).toBeNull();
    expect(findInputProblem({ title: nested(5000) }, 'body')).toEqual({
      field: 'title',
      problem: `is nested more than ${MAX_INPUT_DEPTH} levels deep`,
    });
    expect(findInputProblem(nested(5000), 'body')?.field).toBe('a');
  });

  it.each(['__proto__', 'constructor', 'prototype'])(
    'refuses the key %s as an unknown property, at any depth',
    (key) => {
      expect(findInputProblem(JSON.parse(`{"${key}": {"x": 1}}`), 'body')).toEqual({
        field: key,
        problem: `property ${key} should not exist`,
      });
      expect(findInputProblem(JSON.parse(`{"a": [{"${key}": 1}]}`), 'body')?.field).toBe(
        `a.0.${key}`,
      );
    },
  );

  it('refuses a NUL in a key, naming the object that holds it', () => {
    expect(findInputProblem({ card: { 'x\u0000': 1 } }, 'body')).toEqual({
      field: 'card',
      problem: 'has a field name that must not contain the NUL character',
    });
  });
});

describe('inputGuard middleware', () => {
  const run = (req: Partial<Request>) => {
    const calls: unknown[] = [];
    inputGuard({ path: '/api/jobs', query: {}, ...req } as Request, {} as Response, (error) => {
      calls.push(error);
    });
    expect(calls).toHaveLength(1);
    return calls[0];
  };
  const message = (error: unknown) =>
    (error as BadRequestException).getResponse() as { message: string };

  it('lets clean requests through', () => {
    expect(run({ body: { title: 'Fix the tap' }, query: { limit: '5' } })).toBeUndefined();
  });

  it('answers the pipe’s 400 naming the body field, the query name or the path', () => {
    const body = run({ body: { title: 'a\u0000' } });
    expect(body).toBeInstanceOf(BadRequestException);
    expect(message(body).message).toBe('title: must not contain the NUL character');
    expect(message(run({ query: { q: 'a\u0000' } })).message).toMatch(/^q: /);
    expect(message(run({ path: '/api/tradies/a%00b' })).message).toMatch(/^path: .*NUL/);
    expect(message(run({ path: '/api/jobs/%ED%A0%80' })).message).toMatch(/^path: .*UTF-8/);
  });
});
