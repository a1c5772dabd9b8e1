import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Compression and caching of the API and the built web app, on a small stand-in build.
const INDEX = `<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body></html>`;
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `tradie-${i % 20}`))};\n`;

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tradiehub-delivery-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js'), BUNDLE);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  return dir;
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body comes back as sent on the wire (HTTP clients decompress on their own). */
function rawGet(port: number, path: string, encoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpGet(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
  });
}

describe('delivery: compression and cache headers', () => {
  const dist = webDist();
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await startTestApp({}, { webDist: dist });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = async (path: string, encoding?: string, status = 200) => {
    const res = await rawGet(port, path, encoding);
    expect(res.status).toBe(status);
    return res;
  };

  it('sends brotli to clients that take it, gzip to the others, plain text when asked', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(BUNDLE);
    expect(br.body.length).toBeLessThan(BUNDLE.length / 3);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(BUNDLE);

    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(BUNDLE);
  });

  it('compresses API answers too', async () => {
    const res = await get('/api/docs-json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(res.body).toString('utf8'));
    expect(doc.info.title).toBe('Tradiehub API');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/index.html', '/dashboard/tradie/wallet'])(
    'makes %s (the app’s HTML) revalidate on every visit',
    async (path) => {
      const res = await get(path);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('keeps the unhashed favicon a day only', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing asset with 404, not with the app’s HTML', async () => {
    const res = await get('/assets/index-OLDHASH0.js', undefined, 404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});
