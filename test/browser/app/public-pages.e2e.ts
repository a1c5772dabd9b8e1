import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './helpers.ts';

// Issue 22: public pages arrive rendered (their heading is in the HTML before any script runs),
// hydrate without shifting the layout, and the site answers crawlers properly.

const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Connect with Qualified Tradies for Your Home Projects' },
  { path: '/pricing', heading: 'Simple, flat lead pricing' },
  { path: '/how-it-works', heading: 'How Tradiehub works' },
  { path: '/why-tradiehub', heading: 'A fairer way to find and hire tradies' },
  { path: '/about', heading: 'About Tradiehub' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/blog', heading: 'Guides and news' },
  {
    path: '/blog/how-tradiehub-credits-work',
    heading: 'How Tradiehub credits work: pay per lead, never commission',
  },
  { path: '/login', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
];

/** The first <h1>'s text in the server's HTML (tags inside it dropped). */
function firstHeading(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

async function aListedTradie(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.get('/api/tradies');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { id: string; businessName: string }[] };
  expect(items.length).toBeGreaterThan(0);
  return { id: items[0].id, name: items[0].businessName };
}

test.describe('public pages, fetched without a browser', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is rendered on the server`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(firstHeading(html)).toBe(heading);
      const description = /<meta data-server-head name="description" content="([^"]*)"/.exec(html);
      expect(description?.[1]?.length ?? 0, 'meta description length').toBeGreaterThanOrEqual(50);
      const canonical = /<link data-server-head rel="canonical" href="([^"]*)"/.exec(html);
      expect(new URL(canonical?.[1] ?? 'x:').pathname).toBe(path);
    });
  }

  test("a tradie's public profile is rendered with its JSON-LD", async ({ request }) => {
    const tradie = await aListedTradie(request);
    const html = await (await request.get(`/public/profile/${tradie.id}`)).text();
    expect(firstHeading(html)).toBe(tradie.name);
    expect(html).toContain('<script data-server-head type="application/ld+json">');
  });

  test('robots.txt and sitemap.xml answer for crawlers', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);

    const tradie = await aListedTradie(request);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const path of [
      '/pricing',
      '/blog/how-tradiehub-credits-work',
      `/public/profile/${tradie.id}`,
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).not.toContain('/dashboard');
  });

  test('unknown paths answer 404 with the not-found page; /unauthorized 403', async ({
    request,
  }) => {
    for (const path of ['/no-such-page', '/blog/no-such-post']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(firstHeading(await response.text())).toMatch(/not found$/);
    }
    expect((await request.get('/unauthorized')).status()).toBe(403);
  });
});

/** The layout shift of the page so far (hadRecentInput excluded), as Core Web Vitals counts. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the first callback; give it a frame or two.
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('public pages in a phone-sized browser', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the app's code starts downloading only after the page has painted", async ({ page }) => {
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    const [paint, firstScript] = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return [fcp?.startTime ?? NaN, Math.min(...scripts)];
    });
    expect(firstScript).toBeGreaterThanOrEqual(paint);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  });

  for (const path of ['/', '/pricing', '/how-it-works']) {
    test(`${path} hydrates without a layout shift`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.1);
    });
  }
});
