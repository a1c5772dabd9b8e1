import type { SitemapSource } from '#shared/domain/sitemap.js';
import { renderSitemap } from './sitemap.js';

const source =
  (paths: string[]): SitemapSource =>
  (offset, limit) =>
    Promise.resolve({ paths: paths.slice(offset, offset + limit), total: paths.length });

const locs = (xml: string | null) =>
  [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('renderSitemap', () => {
  const pages = source(['/', '/pricing', '/blog/a&b']);
  const profiles = source(['/public/profile/1', '/public/profile/2', '/public/profile/3']);

  it('lists every URL in one file while they fit, escaped', async () => {
    const xml = await renderSitemap('https://t.au', [pages, profiles], null, 10);
    expect(xml).toContain('<urlset');
    expect(locs(xml)).toEqual([
      'https://t.au/',
      'https://t.au/pricing',
      'https://t.au/blog/a&#38;b',
      'https://t.au/public/profile/1',
      'https://t.au/public/profile/2',
      'https://t.au/public/profile/3',
    ]);
    expect(await renderSitemap('https://t.au', [pages, profiles], 1, 10)).toBeNull();
  });

  it('pages through the sources behind an index when large', async () => {
    const index = await renderSitemap('https://t.au', [pages, profiles], null, 4);
    expect(index).toContain('<sitemapindex');
    expect(locs(index)).toEqual(['https://t.au/sitemap-1.xml', 'https://t.au/sitemap-2.xml']);
    expect(locs(await renderSitemap('https://t.au', [pages, profiles], 2, 4))).toEqual([
      'https://t.au/public/profile/2',
      'https://t.au/public/profile/3',
    ]);
    expect(await renderSitemap('https://t.au', [pages, profiles], 3, 4)).toBeNull();
  });
});
