/**
 * Whether an error means "the database cannot be reached" rather than "this query is wrong":
 * the HTTP edge answers those 503 (try again) instead of 500, and the pool reconnects by itself
 * once the server is back, so nothing needs a restart.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if (typeof current !== 'object') return false;
    const { code, message, driverError, cause } = current as {
      code?: unknown;
      message?: unknown;
      driverError?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    current = driverError ?? cause;
  }
  return false;
}

/**
 * Socket errors, and PostgreSQL's SQLSTATEs for a lost server: connection exceptions (08…),
 * shutdown or start-up in progress (57P01-57P03), too many connections (53300) and a database
 * that is gone (3D000).
 */
const UNAVAILABLE_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN|08\w{3}|57P0[123]|53300|3D000)$/;

/** node-postgres reports a dropped or timed-out connection in words only. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|terminating connection due to administrator command/i;
