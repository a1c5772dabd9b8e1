import type { SitemapSource } from '#shared/domain/sitemap.js';

/** URLs per sitemap file (the protocol allows 50,000; smaller files stay quick to build). */
const SITEMAP_PAGE_SIZE = 10_000;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

function urlset(appUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(appUrl + path)}</loc></url>`);
  return xml(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>`,
  );
}

function sitemapIndex(appUrl: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, i) => `  <sitemap><loc>${escapeXml(`${appUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return xml(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>`,
  );
}

/** Paths `limit` from `offset` across the sources, taken in order. */
async function pathsAcross(
  sources: readonly SitemapSource[],
  offset: number,
  limit: number,
): Promise<string[]> {
  const paths: string[] = [];
  let skip = offset;
  for (const source of sources) {
    if (paths.length >= limit) break;
    const { paths: found, total } = await source(skip, limit - paths.length);
    paths.push(...found);
    skip = Math.max(0, skip - total);
  }
  return paths;
}

/**
 * /sitemap.xml: every URL when they fit one file, else an index of /sitemap-N.xml files.
 * `page` null is /sitemap.xml itself; returns null for a page past the end.
 */
export async function renderSitemap(
  appUrl: string,
  sources: readonly SitemapSource[],
  page: number | null,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<string | null> {
  const totals = await Promise.all(sources.map(async (source) => (await source(0, 0)).total));
  const total = totals.reduce((sum, n) => sum + n, 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === null) {
    return pages === 1
      ? urlset(appUrl, await pathsAcross(sources, 0, pageSize))
      : sitemapIndex(appUrl, pages);
  }
  if (pages === 1 || page < 1 || page > pages) return null;
  return urlset(appUrl, await pathsAcross(sources, (page - 1) * pageSize, pageSize));
}

/** /robots.txt: everything public may be crawled; the API and signed-in areas not. */
export function renderRobots(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/public-assets/',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /admin',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
