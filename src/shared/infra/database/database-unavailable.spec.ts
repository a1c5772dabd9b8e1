import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

const pgError = (code: string, message = 'pg says no') =>
  Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('takes a refused or dropped connection, and a server shutting down, as unavailable', () => {
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    const shutdown = pgError('57P01', 'terminating connection due to administrator command');
    expect(isDatabaseUnavailable(new QueryFailedError('SELECT 1', [], shutdown))).toBe(true);
    expect(isDatabaseUnavailable(pgError('3D000', 'database "x" does not exist'))).toBe(true);
  });

  it('leaves a wrong query or a broken rule to the usual handling', () => {
    expect(isDatabaseUnavailable(new QueryFailedError('INSERT', [], pgError('23505')))).toBe(false);
    expect(isDatabaseUnavailable(pgError('22P02'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
