import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';

export interface CkanOptions {
  /** The open-data portal, e.g. https://www.data.qld.gov.au; a stand-in in tests. */
  baseUrl: string;
  /** The register's datastore resource on that portal. */
  resourceId: string;
  timeoutMs: number;
}

/**
 * The rows of a CKAN datastore resource whose `field` equals `value` (the Action API's
 * `datastore_search` with exact `filters`), as Queensland's and Victoria's open-data portals
 * serve their registers. Any fault is the register being unavailable, never "not found".
 */
export async function ckanRows(
  name: string,
  options: CkanOptions,
  field: string,
  value: string,
): Promise<Record<string, unknown>[]> {
  const url = new URL('/api/3/action/datastore_search', options.baseUrl);
  url.searchParams.set('resource_id', options.resourceId);
  url.searchParams.set('filters', JSON.stringify({ [field]: value }));
  url.searchParams.set('limit', '100');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
    throw new RegistryUnavailable(
      timedOut ? `${name} did not answer in time` : `${name} could not be reached`,
    );
  }
  if (!response.ok) throw new RegistryUnavailable(`${name} answered ${response.status}`);
  let body: { success?: unknown; result?: { records?: unknown } };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new RegistryUnavailable(`${name} sent an answer that is not JSON`);
  }
  if (body?.success !== true || !Array.isArray(body.result?.records)) {
    throw new RegistryUnavailable(`${name}: unexpected answer`);
  }
  return body.result.records.filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
}
