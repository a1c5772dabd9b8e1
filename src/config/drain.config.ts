import { type EnvOf, optionalString } from './env.js';

const millis = (fallback: number) =>
  optionalString
    .refine((v) => v === undefined || /^\d{1,6}$/.test(v), {
      message: 'must be a whole number of milliseconds (at most 999999)',
    })
    .transform((v) => (v === undefined ? fallback : Number(v)));

export const drainEnv = {
  DRAIN_DELAY_MS: millis(1_000),
  DRAIN_TIMEOUT_MS: millis(10_000),
};

/** The graceful drain on SIGTERM (docs/decisions.md, "Graceful drain"). */
export interface DrainConfig {
  /** How long readiness answers "not ready" before the listener closes (the proxy's notice). */
  delayMs: number;
  /** The most the requests and sockets in hand get to finish after that. */
  timeoutMs: number;
}

export function drainConfig(e: EnvOf<typeof drainEnv>): DrainConfig {
  return { delayMs: e.DRAIN_DELAY_MS, timeoutMs: e.DRAIN_TIMEOUT_MS };
}
