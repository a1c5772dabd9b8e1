import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ConfigService } from '@nestjs/config';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import serveStatic from 'serve-static';
import type { AppConfig } from '#config/app-config.js';
import { PageHeads, type PageHeadResult } from '#shared/domain/page-head.js';
import { SitemapSources } from '#shared/domain/sitemap.js';
import { withPageHead } from './page-head-html.js';
import { renderRobots, renderSitemap } from './sitemap.js';
import { CspSources } from './csp-sources.js';
import { spaContentSecurityPolicy } from './spa-security.js';
import { SsrPages, type SsrEntry } from './ssr-pages.js';

export interface SpaOptions {
  webDist: string;
  /** The built server entry; without it every page is the plain app (rendered in the browser). */
  ssrEntry?: string;
  editorOrigin?: string;
}

const SSR_CACHE = 'public, max-age=60';
const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The built web app on the API's port: hashed assets, /robots.txt and /sitemap.xml, public pages
 * rendered on the server (hydrated in the browser), the client app for everything else, and
 * 404/403 statuses for unknown and forbidden paths.
 */
export function serveSpa(app: NestExpressApplication, options: SpaOptions): void {
  const { webDist, editorOrigin } = options;
  const indexHtml = join(webDist, 'index.html');
  // Read once: the CSP hashes its inline script, so a changed file needs a restart anyway.
  const indexText = readFileSync(indexHtml, 'utf8');
  const heads = app.get(PageHeads, { strict: false });
  const sitemapSources = app.get(SitemapSources, { strict: false });
  const appUrl = app.get(ConfigService<AppConfig, true>).get('appUrl', { infer: true });
  const ssr =
    options.ssrEntry && existsSync(options.ssrEntry)
      ? new SsrPages(options.ssrEntry, indexText, join(webDist, '.vite', 'manifest.json'))
      : null;
  const cspSources = app.get(CspSources, { strict: false });
  // Per host asked: the sandbox's card frame lives on the same host, another port.
  const policies = new Map<string, string>();
  const policyFor = (host: string): string => {
    let policy = policies.get(host);
    if (!policy) {
      policy = spaContentSecurityPolicy(indexText, editorOrigin, cspSources.for(host));
      if (policies.size < 16) policies.set(host, policy);
    }
    return policy;
  };
  const isApi = (req: Request) => req.path.startsWith('/api');

  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!isApi(req)) res.setHeader('Content-Security-Policy', policyFor(req.hostname));
    next();
  });
  const assets = serveStatic(webDist, {
    index: false,
    setHeaders: (res: Response, path: string) => {
      res.setHeader('Cache-Control', staticCacheControl(relative(webDist, path)));
    },
  });
  // API calls never look for a file: a stat per request showed up in the API benchmark.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (isApi(req)) next();
    else assets(req, res, next);
  });

  const entryFor = (req: Request): Promise<SsrEntry> | null =>
    ssr?.load(`http://127.0.0.1:${req.socket.localPort}`, appUrl) ?? null;

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi(req)) {
      next();
      return;
    }
    // A missing hashed asset is a 404, never the app's HTML under a script's name.
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    answerPage(req, res).catch(next);
  });

  async function answerPage(req: Request, res: Response): Promise<void> {
    if (req.path === '/robots.txt') {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/plain').send(renderRobots(appUrl));
      return;
    }
    const entry = await entryFor(req);
    const sitemap = /^\/sitemap(?:-(\d+))?\.xml$/.exec(req.path);
    if (sitemap) {
      const pages = entry?.publicPaths() ?? [];
      const xml = await renderSitemap(
        appUrl,
        [
          (offset, limit) =>
            Promise.resolve({ paths: pages.slice(offset, offset + limit), total: pages.length }),
          ...sitemapSources.all(),
        ],
        sitemap[1] ? Number(sitemap[1]) : null,
      );
      res.setHeader('Cache-Control', 'public, max-age=3600');
      if (xml === null) res.status(404).type('text/plain').send('Not found');
      else res.type('application/xml').send(xml);
      return;
    }
    // Pages a module renders a head for (a public profile) get it in the HTML, for crawlers
    // and link previews; an unknown one answers 404 with the app, which shows "not found".
    const head: PageHeadResult | null = await heads.resolve(req.path);
    const kind = head === 'not_found' ? 'not_found' : (entry?.routeKind(req.path) ?? 'app');
    const status = kind === 'not_found' ? 404 : kind === 'forbidden' ? 403 : 200;
    const pageHead = head === null || head === 'not_found' ? null : head;
    res.status(status).type('html');
    if (entry && kind !== 'app' && kind !== 'forbidden') {
      const html = await ssr!.page(entry, req.originalUrl, pageHead, status);
      res.setHeader('Cache-Control', status === 200 ? SSR_CACHE : 'no-cache');
      res.send(status === 200 ? withCanonical(html, appUrl + req.path) : html);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.send(pageHead ? withPageHead(indexText, pageHead) : indexText);
  }
}

function withCanonical(html: string, url: string): string {
  const link = `<link data-server-head rel="canonical" href="${escapeAttr(url)}" />`;
  return html.replace('</head>', () => `${link}</head>`);
}

const SERVICE_WORKER_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);
const YEAR = 'public, max-age=31536000, immutable';

/**
 * Vite names everything under assets/ by its content hash, so a name never changes meaning:
 * cache it for a year, as the icons and images (renamed, never edited, when they change).
 * index.html and the service worker revalidate, so a deploy shows at once.
 */
function staticCacheControl(relativePath: string): string {
  const top = relativePath.split(sep)[0];
  if (top === 'assets' || top === 'icons' || top === 'images') return YEAR;
  if (relativePath === 'favicon.svg') return 'public, max-age=86400';
  // The service worker and its manifest: a deploy must reach installed apps at once.
  if (SERVICE_WORKER_FILES.has(relativePath)) return 'no-cache';
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}
