import { type EnvOf, optionalString, positiveInt, urlWithProtocols } from './env.js';

export const registriesEnv = {
  /** The GUID the Australian Business Register issued for ABN Lookup; unset: the local register. */
  ABR_GUID: optionalString,
  /** For tests against a stand-in; https://abr.business.gov.au otherwise. */
  ABR_BASE_URL: urlWithProtocols(['http:', 'https:']),
  REGISTRY_TIMEOUT_MS: positiveInt(8_000, 60_000),
  /** Seconds before a failed check's first retry (doubled each time). */
  REGISTRY_RETRY_SECONDS: positiveInt(15, 3_600),
};

export interface RegistriesConfig {
  /** Null: development's local business register answers (seeded entries only). */
  abr: { guid: string; baseUrl: string } | null;
  timeoutMs: number;
  retrySeconds: number;
}

export function registriesConfig(e: EnvOf<typeof registriesEnv>): RegistriesConfig {
  return {
    abr: e.ABR_GUID
      ? { guid: e.ABR_GUID, baseUrl: e.ABR_BASE_URL ?? 'https://abr.business.gov.au' }
      : null,
    timeoutMs: e.REGISTRY_TIMEOUT_MS,
    retrySeconds: e.REGISTRY_RETRY_SECONDS,
  };
}
