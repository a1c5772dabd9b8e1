import type { AuState } from '#shared/domain/australia.js';
import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';
import {
  type LicenceAnswer,
  LicenceRegistry,
  type LicenceRecord,
} from '#modules/identity/domain/verification/licence-registry.js';
import { tradesOfClasses } from './licence-classes.js';

export interface NswTradesOptions {
  apiKey: string;
  apiSecret: string;
  /** https://api.onegov.nsw.gov.au in production; a stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

interface VerifyItem {
  licenceID: string;
  licenceNumber: string;
}

interface Details {
  tradesLicence: {
    licenceNumber: string;
    licensee: string;
    status: string;
    expiryDate: string | null;
    classes: { className: string; classStatus?: string }[];
  };
}

/**
 * NSW Fair Trading's Trades API on api.nsw (OAuth client credentials): `verify` finds the
 * licence by number, `details` gives its status, expiry and classes. The shape every state's
 * adapter shares is `LicenceRegistry`: one lookup by licence number, classes mapped to trades.
 */
export class NswTradesLicenceRegistry extends LicenceRegistry {
  readonly state: AuState = 'NSW';
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly options: NswTradesOptions) {
    super();
  }

  async lookup(licenceNumber: string): Promise<LicenceAnswer> {
    const matches = await this.get<unknown>('/tradesregister/v1/verify', { licenceNumber });
    if (!Array.isArray(matches)) throw new RegistryUnavailable('NSW Trades API: unexpected answer');
    const match = (matches as VerifyItem[]).find(
      (m) =>
        typeof m?.licenceNumber === 'string' && m.licenceNumber.toUpperCase() === licenceNumber,
    );
    if (!match) return { kind: 'not_found' };
    const details = await this.get<Details>('/tradesregister/v1/details', {
      licenceid: String(match.licenceID),
    });
    return { kind: 'found', record: recordOf(details, licenceNumber) };
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.options.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const token = await this.accessToken();
    return this.fetchJson<T>(url, {
      headers: { authorization: `Bearer ${token}`, apikey: this.options.apiKey },
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 30_000) return this.token.value;
    const url = new URL('/oauth/client_credential/accesstoken', this.options.baseUrl);
    url.searchParams.set('grant_type', 'client_credentials');
    const basic = Buffer.from(`${this.options.apiKey}:${this.options.apiSecret}`).toString(
      'base64',
    );
    const body = await this.fetchJson<{ access_token?: unknown; expires_in?: unknown }>(url, {
      headers: { authorization: `Basic ${basic}` },
    });
    if (typeof body.access_token !== 'string') {
      throw new RegistryUnavailable('NSW Trades API: no access token');
    }
    const seconds = Number(body.expires_in) || 300;
    this.token = { value: body.access_token, expiresAt: Date.now() + seconds * 1000 };
    return body.access_token;
  }

  private async fetchJson<T>(url: URL, init: { headers: Record<string, string> }): Promise<T> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new RegistryUnavailable(
        timedOut ? 'NSW Trades API did not answer in time' : 'NSW Trades API could not be reached',
      );
    }
    if (response.status === 401) this.token = null;
    if (!response.ok) throw new RegistryUnavailable(`NSW Trades API answered ${response.status}`);
    try {
      return (await response.json()) as T;
    } catch {
      throw new RegistryUnavailable('NSW Trades API sent an answer that is not JSON');
    }
  }
}

function recordOf(details: Details, licenceNumber: string): LicenceRecord {
  const licence = details?.tradesLicence;
  if (!licence || typeof licence.status !== 'string' || !Array.isArray(licence.classes)) {
    throw new RegistryUnavailable('NSW Trades API: unexpected licence details');
  }
  const status = licence.status.toLowerCase();
  if (
    status !== 'current' &&
    status !== 'expired' &&
    status !== 'suspended' &&
    status !== 'cancelled'
  ) {
    throw new RegistryUnavailable(`NSW Trades API: unknown status "${licence.status}"`);
  }
  // A class that is not itself current covers nothing.
  const classes = licence.classes.filter(
    (c) => typeof c?.className === 'string' && (c.classStatus ?? 'Current') === 'Current',
  );
  return {
    licenceNumber,
    state: 'NSW',
    holder: typeof licence.licensee === 'string' ? licence.licensee : '',
    status,
    expiresOn:
      typeof licence.expiryDate === 'string' && /^\d{4}-\d{2}-\d{2}/.test(licence.expiryDate)
        ? licence.expiryDate.slice(0, 10)
        : null,
    classes: classes.map((c) => c.className),
    covers: tradesOfClasses(classes.map((c) => c.className)),
  };
}
