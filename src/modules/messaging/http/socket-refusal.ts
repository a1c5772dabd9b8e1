import { DomainError } from '#shared/domain/domain-error.js';
import { isDatabaseUnavailable } from '#shared/infra/database/database-unavailable.js';
import { AvailabilityErrors } from '#shared/infra/http/availability-errors.js';
import { RateLimitedError } from '#shared/infra/http/http-errors.js';

/** What a socket acknowledgement says when a send or a join is refused. */
export interface SocketRefusal {
  code: string;
  message: string;
  field?: string;
  retryAfterSeconds?: number;
}

/**
 * The typed refusal for anything a socket handler threw. A database that cannot be reached (or
 * a pool that could not hand out a connection in time, under overload) is "try again", as the
 * HTTP edge answers it with 503, not an internal error; only the unexpected is INTERNAL.
 */
export function refusal(error: unknown): SocketRefusal {
  if (error instanceof RateLimitedError) {
    const limited = error as RateLimitedError;
    return {
      code: limited.code,
      message: limited.message,
      retryAfterSeconds: limited.retryAfterSeconds,
    };
  }
  const domain = isDatabaseUnavailable(error) ? AvailabilityErrors.databaseUnavailable() : error;
  if (domain instanceof DomainError) {
    const refused = domain as DomainError;
    return { code: refused.code, message: refused.message, field: refused.field };
  }
  return { code: 'INTERNAL', message: 'Something went wrong; try again' };
}
