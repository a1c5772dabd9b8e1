import { z } from 'zod';
import { type EnvOf, optionalString } from './env.js';

export const metricsEnv = {
  METRICS_ENABLED: z.enum(['true', 'false']).default('true'),
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, {
    message: 'must be at least 16 characters',
  }),
};

export interface MetricsConfig {
  /** `/metrics` exists (Prometheus text format). */
  enabled: boolean;
  /**
   * The Bearer token `/metrics` asks for. Unset (development only; production requires it):
   * open to loopback peers only.
   */
  token: string | undefined;
}

export function metricsConfig(e: EnvOf<typeof metricsEnv>): MetricsConfig {
  return { enabled: e.METRICS_ENABLED === 'true', token: e.METRICS_TOKEN };
}
