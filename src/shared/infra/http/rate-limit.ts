import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { toErrorBody } from './error-filter.js';
import { HttpErrors } from './http-errors.js';

/**
 * Per client address and email: slows password guessing on one account without locking
 * everyone behind a shared address out of every account.
 */
export function perEmailRateLimit(limit: number, windowMs: number): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const body = req.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${email}`;
    },
    handler: (_req, res) => {
      const body = toErrorBody(HttpErrors.rateLimited());
      res.status(body.statusCode).json(body);
    },
  });
}
