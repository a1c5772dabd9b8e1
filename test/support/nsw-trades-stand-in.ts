import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for NSW Fair Trading's Trades API on api.nsw: the OAuth client-credentials
 * token, `GET /tradesregister/v1/verify?licenceNumber=` (matches) and
 * `GET /tradesregister/v1/details?licenceid=` (status, expiry, classes). `hang` licence numbers
 * never answer; `garble` ones get a broken body.
 */
export interface NswTradesStandIn {
  url: string;
  apiKey: string;
  apiSecret: string;
  tokensIssued: () => number;
  put(licence: StandInLicence): void;
  hang: Set<string>;
  garble: Set<string>;
  close(): Promise<void>;
}

export interface StandInLicence {
  licenceNumber: string;
  licensee: string;
  status: 'Current' | 'Expired' | 'Suspended' | 'Cancelled';
  expiryDate: string | null;
  classes: { className: string; classStatus: string }[];
}

export async function startNswTradesStandIn(): Promise<NswTradesStandIn> {
  const apiKey = 'stand-in-key';
  const apiSecret = 'stand-in-secret';
  const licences = new Map<string, StandInLicence & { licenceID: string }>();
  const hang = new Set<string>();
  const garble = new Set<string>();
  const tokens = new Set<string>();
  const open = new Set<ServerResponse>();

  const json = (res: ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname === '/oauth/client_credential/accesstoken') {
      const expected = `Basic ${Buffer.from(`${apiKey}:${apiSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return json(res, 401, { error: 'invalid_client' });
      const token = `tok-${tokens.size + 1}`;
      tokens.add(token);
      return json(res, 200, { access_token: token, expires_in: '43199', token_type: 'Bearer' });
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer) || req.headers.apikey !== apiKey) {
      return json(res, 401, { message: 'Unauthorized' });
    }
    if (url.pathname === '/tradesregister/v1/verify') {
      const number = (url.searchParams.get('licenceNumber') ?? '').toUpperCase();
      if (hang.has(number)) {
        open.add(res);
        res.on('close', () => open.delete(res));
        return;
      }
      if (garble.has(number)) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('[{"licenceID":');
        return;
      }
      const licence = licences.get(number);
      return json(
        res,
        200,
        licence
          ? [
              {
                licenceID: licence.licenceID,
                licensee: licence.licensee,
                licenceNumber: licence.licenceNumber,
                licenceType: 'Contractor Licence',
                status: licence.status,
                expiryDate: licence.expiryDate,
              },
            ]
          : [],
      );
    }
    if (url.pathname === '/tradesregister/v1/details') {
      const licence = [...licences.values()].find(
        (l) => l.licenceID === url.searchParams.get('licenceid'),
      );
      if (!licence) return json(res, 404, { message: 'Not found' });
      const { licenceID: _id, ...tradesLicence } = licence;
      return json(res, 200, {
        tradesLicence: { ...tradesLicence, licenceType: 'Contractor Licence' },
      });
    }
    json(res, 404, { message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    apiSecret,
    tokensIssued: () => tokens.size,
    put: (licence) =>
      licences.set(licence.licenceNumber, { ...licence, licenceID: String(1000 + licences.size) }),
    hang,
    garble,
    close: async () => {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
