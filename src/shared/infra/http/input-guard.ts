import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * The one place every request's input is checked for what no field may hold, before any
 * route, guard or validator sees it: a NUL character (PostgreSQL refuses it in text), a lone
 * UTF-16 surrogate (not text at all), a number past the safe integers (past bigint, or
 * rounded), JSON nested deeper than any form needs (the validators recurse and overflow the
 * stack), and the keys `__proto__`, `constructor` and `prototype`, which the validation pipe
 * would drop silently where it refuses every other unknown key. The answer is the validation
 * pipe's 400: "field: problem".
 */

/** Deeper than any request body of this API by far; far shallower than a stack overflow. */
export const MAX_INPUT_DEPTH = 32;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface InputProblem {
  /** The field's dotted path (a.b.0.c), or where the value came from for the whole of it. */
  field: string;
  problem: string;
}

/** What is wrong with a piece of text, if anything. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  return null;
}

/**
 * The first problem in a parsed value (a JSON body, a query, a param), walked once and never
 * deeper than MAX_INPUT_DEPTH. `where` names the value as a whole: 'body', 'query', a param.
 */
export function findInputProblem(value: unknown, where: string): InputProblem | null {
  return walk(value, where, '', 0);
}

function walk(value: unknown, where: string, path: string, depth: number): InputProblem | null {
  const field = path || where;
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { field, problem } : null;
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? null
      : {
          field,
          problem: `must be a number from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`,
        };
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_INPUT_DEPTH) {
    // The outermost field: the full path of the overflow would be 32 segments of noise.
    return {
      field: path.split('.')[0] || where,
      problem: `is nested more than ${MAX_INPUT_DEPTH} levels deep`,
    };
  }
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return { field: at, problem: `property ${key} should not exist` };
    const keyProblem = textProblem(key);
    if (keyProblem) return { field, problem: `has a field name that ${keyProblem}` };
    const found = walk((value as Record<string, unknown>)[key], where, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The same 400 the validation pipe answers for a field it refuses. */
export function inputProblemError({ field, problem }: InputProblem): BadRequestException {
  return new BadRequestException({ message: `${field}: ${problem}` });
}

/** The path's segments, decoded as the router will decode its params. */
function pathProblem(path: string): InputProblem | null {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { field: 'path', problem: 'must be percent-encoded UTF-8' };
    }
    const problem = textProblem(decoded);
    if (problem) return { field: 'path', problem };
  }
  return null;
}

/**
 * Express middleware, mounted right after the body parsers: the path, the query and a parsed
 * body. Multipart fields are parsed later, inside their routes; the validation pipe checks
 * those with the same walk.
 */
export function inputGuard(req: Request, _res: Response, next: NextFunction): void {
  const problem =
    pathProblem(req.path) ??
    findInputProblem(req.query, 'query') ??
    findInputProblem(req.body, 'body');
  next(problem ? inputProblemError(problem) : undefined);
}
