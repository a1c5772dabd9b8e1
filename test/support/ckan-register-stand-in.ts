import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a CKAN open-data portal's Action API, as Queensland (QBCC licensees)
 * and Victoria (VBA practitioners) publish their registers:
 * `GET /api/3/action/datastore_search?resource_id=&filters={"field":"value"}` answering
 * `{success, result: {records}}`. Values in `hang` never answer; those in `garble` get a
 * broken body.
 */
export interface CkanRegisterStandIn {
  url: string;
  resourceId: string;
  rows: Record<string, unknown>[];
  hang: Set<string>;
  garble: Set<string>;
  close(): Promise<void>;
}

export async function startCkanRegisterStandIn(resourceId: string): Promise<CkanRegisterStandIn> {
  const rows: Record<string, unknown>[] = [];
  const hang = new Set<string>();
  const garble = new Set<string>();
  const open = new Set<ServerResponse>();
  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/api/3/action/datastore_search') {
      return json(res, 404, { success: false, error: { message: 'Not found' } });
    }
    if (url.searchParams.get('resource_id') !== resourceId) {
      return json(res, 404, { success: false, error: { __type: 'Not Found Error' } });
    }
    let filters: Record<string, unknown>;
    try {
      filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as Record<string, unknown>;
    } catch {
      return json(res, 409, { success: false, error: { filters: ['Cannot parse JSON'] } });
    }
    const wanted = Object.values(filters).map(String);
    if (wanted.some((value) => hang.has(value))) {
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    if (wanted.some((value) => garble.has(value))) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"success": true, "res');
      return;
    }
    const records = rows.filter((row) =>
      Object.entries(filters).every(([field, value]) => String(row[field]) === String(value)),
    );
    json(res, 200, {
      help: `${url.origin}/api/3/action/help_show?name=datastore_search`,
      success: true,
      result: { resource_id: resourceId, records, total: records.length, limit: 100 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    resourceId,
    rows,
    hang,
    garble,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
