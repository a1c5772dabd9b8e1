import { AU_STATES, type AuState } from '#shared/domain/australia.js';
import {
  type BusinessRecord,
  BusinessRegistry,
  type RegistryAnswer,
  RegistryUnavailable,
} from '#modules/identity/domain/verification/business-registry.js';

export interface AbrOptions {
  /** The GUID the ABR issued to this site (ABR_GUID). */
  guid: string;
  /** https://abr.business.gov.au in production; a stand-in in tests. */
  baseUrl: string;
  timeoutMs: number;
}

/** The fields of ABN Lookup's `AbnDetails.aspx` answer this adapter reads. */
interface AbnDetails {
  Abn: string;
  AbnStatus: string;
  AbnStatusEffectiveFrom: string;
  EntityName: string;
  BusinessName: unknown;
  Gst: string | null;
  AddressState: string;
  AddressPostcode: string;
  Message: string;
}

/**
 * The Australian Business Register's ABN Lookup JSON service (`/json/AbnDetails.aspx`), which
 * answers JSONP: `callback({...})`. An unknown ABN comes back with an empty `Abn` and a
 * `Message`; anything we cannot read counts as the register being unavailable.
 */
export class AbrBusinessRegistry extends BusinessRegistry {
  readonly authoritative = true;

  constructor(private readonly options: AbrOptions) {
    super();
  }

  async lookup(abn: string): Promise<RegistryAnswer> {
    const url = new URL('/json/AbnDetails.aspx', this.options.baseUrl);
    url.searchParams.set('abn', abn);
    url.searchParams.set('guid', this.options.guid);
    url.searchParams.set('callback', 'callback');
    let text: string;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
      if (!response.ok) throw new RegistryUnavailable(`ABN Lookup answered ${response.status}`);
      text = await response.text();
    } catch (error) {
      if (error instanceof RegistryUnavailable) throw error;
      // A DOMException, not always an Error of this realm: read its name.
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new RegistryUnavailable(
        timedOut ? 'ABN Lookup did not answer in time' : 'ABN Lookup could not be reached',
      );
    }
    return answerOf(parseJsonp(text), abn);
  }
}

function parseJsonp(text: string): AbnDetails {
  const match = /^\s*[\w$.]+\(([\s\S]*)\)\s*;?\s*$/.exec(text);
  let body: unknown;
  try {
    body = JSON.parse(match ? match[1] : text);
  } catch {
    throw new RegistryUnavailable('ABN Lookup sent an answer that is not JSON');
  }
  if (!isDetails(body)) throw new RegistryUnavailable('ABN Lookup sent an unexpected answer');
  return body;
}

function isDetails(body: unknown): body is AbnDetails {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return typeof b.Abn === 'string' && typeof b.Message === 'string';
}

function answerOf(details: AbnDetails, asked: string): RegistryAnswer {
  if (details.Abn === '') {
    // A refused GUID is our fault, not the ABN's: keep retrying (and the admin sees why).
    if (/guid/i.test(details.Message)) {
      throw new RegistryUnavailable(`ABN Lookup refused the request: ${details.Message}`);
    }
    return { kind: 'not_found' };
  }
  if (details.Abn !== asked) throw new RegistryUnavailable('ABN Lookup answered about another ABN');
  const status = details.AbnStatus?.toLowerCase();
  if (status !== 'active' && status !== 'cancelled') {
    throw new RegistryUnavailable(`ABN Lookup sent an unknown status "${details.AbnStatus}"`);
  }
  const record: BusinessRecord = {
    abn: details.Abn,
    status,
    statusFrom: dateOrNull(details.AbnStatusEffectiveFrom),
    entityName: typeof details.EntityName === 'string' ? details.EntityName.trim() : '',
    businessNames: Array.isArray(details.BusinessName)
      ? details.BusinessName.filter((n): n is string => typeof n === 'string').map((n) => n.trim())
      : [],
    gstRegisteredFrom: dateOrNull(details.Gst),
    state: AU_STATES.find((s): s is AuState => s === details.AddressState) ?? null,
    postcode: /^\d{4}$/.test(details.AddressPostcode ?? '') ? details.AddressPostcode : null,
  };
  return { kind: 'found', record };
}

function dateOrNull(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}
