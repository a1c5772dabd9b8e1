import { type EnvOf, optionalString, positiveInt, urlWithProtocols } from './env.js';

export const registriesEnv = {
  /** The GUID the Australian Business Register issued for ABN Lookup; unset: the local register. */
  ABR_GUID: optionalString,
  /** For tests against a stand-in; https://abr.business.gov.au otherwise. */
  ABR_BASE_URL: urlWithProtocols(['http:', 'https:']),
  /** NSW Fair Trading's Trades API (api.nsw) key and secret; unset: NSW licences checked by hand. */
  NSW_TRADES_API_KEY: optionalString,
  NSW_TRADES_API_SECRET: optionalString,
  NSW_TRADES_BASE_URL: urlWithProtocols(['http:', 'https:']),
  /** The QBCC licensee register's datastore resource on Queensland's open-data portal. */
  QBCC_RESOURCE_ID: optionalString,
  QBCC_BASE_URL: urlWithProtocols(['http:', 'https:']),
  /** The VBA practitioner register's datastore resource on Victoria's open-data portal. */
  VBA_RESOURCE_ID: optionalString,
  VBA_BASE_URL: urlWithProtocols(['http:', 'https:']),
  REGISTRY_TIMEOUT_MS: positiveInt(8_000, 60_000),
  /** Seconds before a failed check's first retry (doubled each time). */
  REGISTRY_RETRY_SECONDS: positiveInt(15, 3_600),
};

export interface RegistriesConfig {
  /** Null: development's local business register answers (seeded entries only). */
  abr: { guid: string; baseUrl: string } | null;
  /** Each null: that state's licences are checked by hand (the admin's approval). */
  nswTrades: { apiKey: string; apiSecret: string; baseUrl: string } | null;
  qbcc: { resourceId: string; baseUrl: string } | null;
  vba: { resourceId: string; baseUrl: string } | null;
  timeoutMs: number;
  retrySeconds: number;
}

export function registriesConfig(e: EnvOf<typeof registriesEnv>): RegistriesConfig {
  return {
    abr: e.ABR_GUID
      ? { guid: e.ABR_GUID, baseUrl: e.ABR_BASE_URL ?? 'https://abr.business.gov.au' }
      : null,
    nswTrades:
      e.NSW_TRADES_API_KEY && e.NSW_TRADES_API_SECRET
        ? {
            apiKey: e.NSW_TRADES_API_KEY,
            apiSecret: e.NSW_TRADES_API_SECRET,
            baseUrl: e.NSW_TRADES_BASE_URL ?? 'https://api.onegov.nsw.gov.au',
          }
        : null,
    qbcc: e.QBCC_RESOURCE_ID
      ? {
          resourceId: e.QBCC_RESOURCE_ID,
          baseUrl: e.QBCC_BASE_URL ?? 'https://www.data.qld.gov.au',
        }
      : null,
    vba: e.VBA_RESOURCE_ID
      ? {
          resourceId: e.VBA_RESOURCE_ID,
          baseUrl: e.VBA_BASE_URL ?? 'https://discover.data.vic.gov.au',
        }
      : null,
    timeoutMs: e.REGISTRY_TIMEOUT_MS,
    retrySeconds: e.REGISTRY_RETRY_SECONDS,
  };
}
