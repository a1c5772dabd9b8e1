import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { marketplace } from '../support/marketplace.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// The server side of the public site: robots.txt, the sitemap, statuses, and server-rendered
// pages put into index.html. The web app's own renderer is stood in for by a small module of
// the same shape (the built one is checked by test/browser/app/public-pages.e2e.ts).
const INDEX = `<!doctype html><html><head><title>Tradiehub</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
const ENTRY = `
export function routeKind(path) {
  if (path === '/pricing' || path.startsWith('/public/profile/')) return 'public';
  if (path === '/unauthorized') return 'forbidden';
  if (path.startsWith('/dashboard')) return 'app';
  return 'not_found';
}
export function publicPaths() { return ['/', '/pricing', '/blog/a-post']; }
export async function render(url) {
  const notFound = routeKind(new URL(url, 'http://x').pathname) === 'not_found';
  return {
    head: '<title>' + (notFound ? 'Page not found' : 'Pricing') + ' | Tradiehub</title><meta name="description" content="Rendered"/>',
    body: '<main><h1>' + (notFound ? 'Page not found' : 'Simple, flat lead pricing') + '</h1></main>',
    state: '<script type="application/json" id="tradiehub-state">{}</script>',
    routeFiles: ['src/routes/pricing.tsx'],
  };
}`;
const MANIFEST = {
  'index.html': { file: 'assets/app.js', isEntry: true },
  'src/routes/pricing.tsx?tsr-split=component': { file: 'assets/pricing.js' },
};

function webDist(): { dir: string; entry: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tradiehub-public-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist', '.vite'));
  mkdirSync(join(dir, 'dist', 'images'));
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX);
  writeFileSync(join(dir, 'dist', 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(
    join(dir, 'dist', 'images', 'hero.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'entry-server.js'), ENTRY);
  return { dir, entry: join(dir, 'entry-server.js') };
}

describe('the public site', () => {
  const dist = webDist();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { webDist: join(dist.dir, 'dist'), ssrEntry: dist.entry });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist.dir, { recursive: true, force: true });
  });

  it('answers /robots.txt as text, pointing at the sitemap', async () => {
    const res = await (await t.client()).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Disallow: \/api\/$/m);
    expect(res.text).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
  });

  it("lists the public pages, blog posts and listed tradies' profiles in /sitemap.xml", async () => {
    const tradieId = await marketplace(t.app).tradie(0);
    const res = await (await t.client()).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/pricing', '/blog/a-post', `/public/profile/${tradieId}`]),
    );
    // One file holds them all: there is no second page.
    await (await t.client()).get('/sitemap-2.xml').expect(404);
  });

  it('server-renders a public page into index.html, with its head, canonical URL and preloads', async () => {
    const res = await (await t.client()).get('/pricing').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.text).toContain(
      '<div id="root"><main><h1>Simple, flat lead pricing</h1></main></div><script type="application/json" id="tradiehub-state">',
    );
    expect(res.text).toContain('<title data-server-head>Pricing | Tradiehub</title>');
    expect(res.text).not.toContain('<title>Tradiehub</title>');
    expect(res.text).toMatch(
      /<link data-server-head rel="canonical" href="http:\/\/\S+\/pricing" \/>/,
    );
    expect(res.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/pricing.js" />',
    );
  });

  it('answers 404 for unknown paths (with the rendered not-found page) and 403 for /unauthorized', async () => {
    const client = await t.client();
    const missing = await client.get('/no-such-page').expect(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.text).toContain('<h1>Page not found</h1>');
    expect(missing.text).not.toContain('rel="canonical"');
    const forbidden = await client.get('/unauthorized').expect(403);
    expect(forbidden.text).toContain('<div id="root"></div>');
    // Signed-in pages stay the client app.
    const app = await client.get('/dashboard/jobs').expect(200);
    expect(app.text).toContain('<div id="root"></div>');
    expect(app.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets and images for a year', async () => {
    const client = await t.client();
    for (const path of ['/assets/app.js', '/images/hero.svg']) {
      const res = await client.get(path).expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const logo = await client.get('/api/public-assets/logo-light.svg').expect(200);
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
