import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Australian Business Register's ABN Lookup JSON service
 * (`GET /json/AbnDetails.aspx?abn=&guid=&callback=`), answering JSONP as the real one does:
 * an unknown ABN gets empty fields and a Message, a wrong GUID a Message about the GUID.
 * `hang` ABNs never answer (timeouts); `garble` ABNs get a broken body.
 */
export interface AbrStandIn {
  url: string;
  guid: string;
  /** Every ABN asked about, in order. */
  asked: string[];
  /** Adds or replaces an entry, in the register's own field names. */
  put(entry: AbrEntry): void;
  hang: Set<string>;
  garble: Set<string>;
  /** The next `n` requests answer 503 (an outage). */
  failNext(n: number): void;
  close(): Promise<void>;
}

export interface AbrEntry {
  Abn: string;
  AbnStatus: 'Active' | 'Cancelled';
  AbnStatusEffectiveFrom: string;
  EntityName: string;
  BusinessName: string[];
  Gst: string | null;
  AddressState: string;
  AddressPostcode: string;
}

const EMPTY = {
  Abn: '',
  AbnStatus: '',
  AbnStatusEffectiveFrom: '',
  Acn: '',
  AddressDate: null,
  AddressPostcode: '',
  AddressState: '',
  BusinessName: [],
  EntityName: '',
  EntityTypeCode: '',
  EntityTypeName: null,
  Gst: null,
  Message: '',
};

export async function startAbrStandIn(
  guid = '00000000-0000-4000-8000-000000000abr',
): Promise<AbrStandIn> {
  const entries = new Map<string, AbrEntry>();
  const hang = new Set<string>();
  const garble = new Set<string>();
  const asked: string[] = [];
  const open = new Set<import('node:http').ServerResponse>();
  let failures = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/json/AbnDetails.aspx') {
      res.writeHead(404).end();
      return;
    }
    const abn = url.searchParams.get('abn') ?? '';
    const callback = url.searchParams.get('callback') || 'callback';
    asked.push(abn);
    if (failures > 0) {
      failures -= 1;
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>');
      return;
    }
    if (hang.has(abn)) {
      open.add(res);
      res.on('close', () => open.delete(res));
      return;
    }
    const send = (body: string) =>
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
    if (garble.has(abn)) return send(`${callback}({"Abn":"${abn}","AbnStatus":`);
    let answer: Record<string, unknown>;
    if (url.searchParams.get('guid') !== guid) {
      answer = {
        ...EMPTY,
        Message:
          'The GUID entered is not recognised as a Registered Party. : ' +
          url.searchParams.get('guid'),
      };
    } else if (!/^\d{11}$/.test(abn)) {
      answer = { ...EMPTY, Message: 'Search text is not a valid ABN or ACN' };
    } else {
      const entry = entries.get(abn);
      answer = entry
        ? { ...EMPTY, ...entry, EntityTypeCode: 'IND', EntityTypeName: 'Individual/Sole Trader' }
        : { ...EMPTY, Message: 'No records found' };
    }
    send(`${callback}(${JSON.stringify(answer)})`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    guid,
    asked,
    put: (entry) => entries.set(entry.Abn, entry),
    hang,
    garble,
    failNext: (n) => (failures = n),
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
