import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The API and the built SPA on one port: history fallback, static files, security headers.
const THEME_SCRIPT = "try { if (localStorage.getItem('theme') === 'dark') {} } catch (e) {}";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

function webDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tradiehub-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log("app")');
  return dir;
}

describe('serving the web app', () => {
  const dist = webDist();
  let t: TestApp;
  let framed: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { webDist: dist });
    // Push configured here (a dead API address: nothing may leave the machine).
    framed = await startTestApp(
      {
        ONESIGNAL_APP_ID: 'app-1',
        ONESIGNAL_API_KEY: 'key-1',
        ONESIGNAL_API_URL: 'http://127.0.0.1:9',
      },
      { webDist: dist, editorOrigin: 'https://editor.example.com' },
    );
  });
  afterAll(async () => {
    await t.close();
    await framed.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/dashboard/tradie/wallet', '/blog/some-post', '/login?redirect=/dashboard'])(
    'answers %s with the app (history fallback)',
    async (path) => {
      const res = await (await t.client()).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it("puts a public profile's title, description and JSON-LD in its HTML; 404 for no tradie", async () => {
    const tradieId = await marketplace(t.app).tradie(0, {
      businessName: 'Harbour & Sons Plumbing',
    });
    const client = await t.client();
    const page = await client.get(`/public/profile/${tradieId}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain(
      '<title data-server-head>Harbour &amp; Sons Plumbing: Plumbing near 2000 | Tradiehub</title>',
    );
    expect(page.text).toContain(
      'name="description" content="Harbour &amp; Sons Plumbing is a verified',
    );
    const jsonLd = /<script data-server-head type="application\/ld\+json">(.*?)<\/script>/.exec(
      page.text,
    );
    expect(JSON.parse(jsonLd![1])).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Harbour & Sons Plumbing',
      url: expect.stringMatching(new RegExp(`/public/profile/${tradieId}$`)),
    });
    // The API gives the web app the same head.
    const api = await client.get(`/api/tradies/${tradieId}/profile`).expect(200);
    expect(api.body.head.title).toBe('Harbour & Sons Plumbing: Plumbing near 2000 | Tradiehub');

    const missing = await client
      .get('/public/profile/00000000-0000-4000-8000-000000000000')
      .expect(404);
    expect(missing.text).toContain('<div id="root">');
    expect(missing.text).not.toContain('data-server-head');
    // Not a profile id: the plain app, which shows its own "not found".
    const odd = await client.get('/public/profile/not-an-id').expect(200);
    expect(odd.text).not.toContain('data-server-head');
  });

  it('serves built assets and keeps unknown API paths as JSON 404s', async () => {
    const client = await t.client();
    const asset = await client.get('/assets/app.js').expect(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const api = await client.get('/api/not-a-route').expect(404);
    expect(api.body).toMatchObject({ statusCode: 404 });
  });

  it('sends a strict CSP that allows exactly the inline theme script', async () => {
    const res = await (await t.client()).get('/pricing').expect(200);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/frame-ancestors 'self'$/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp).not.toContain('onesignal');
  });

  it('admits OneSignal’s web SDK only when push is configured', async () => {
    const csp = (await (await framed.client()).get('/').expect(200)).headers[
      'content-security-policy'
    ];
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.onesignal\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.onesignal\.com/);
  });

  it('lets the configured outer editor frame the app, but never the API', async () => {
    const client = await framed.client();
    const page = await client.get('/').expect(200);
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://editor.example.com",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    const api = await client.get('/api/health').expect(200);
    expect(api.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
