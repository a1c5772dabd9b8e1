import { z } from 'zod';
import { type EnvOf, optionalString } from './env.js';

export const DEMO_ADMIN_EMAIL = 'admin@tradiehub.local';
export const DEMO_ADMIN_PASSWORD = 'Admin-demo-2026';

export const adminEnv = {
  ADMIN_EMAIL: optionalString.refine((v) => v === undefined || z.email().safeParse(v).success, {
    message: 'must be an email address',
  }),
  ADMIN_PASSWORD: optionalString,
};

export interface AdminConfig {
  email: string;
  password: string;
  /** True when the demo values are used (both variables unset). */
  isDemo: boolean;
}

export function adminProblems(e: EnvOf<typeof adminEnv>): string[] {
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD.length < 10) {
    problems.push('ADMIN_PASSWORD: must be at least 10 characters');
  }
  return problems;
}

export function adminConfig(e: EnvOf<typeof adminEnv>): AdminConfig {
  return {
    email: (e.ADMIN_EMAIL ?? DEMO_ADMIN_EMAIL).toLowerCase(),
    password: e.ADMIN_PASSWORD ?? DEMO_ADMIN_PASSWORD,
    isDemo: e.ADMIN_EMAIL === undefined,
  };
}
