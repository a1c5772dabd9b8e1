import { QueryFailedError } from 'typeorm';

/** True when PostgreSQL refused a write because of a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (!constraint || driverError.constraint === constraint);
}
