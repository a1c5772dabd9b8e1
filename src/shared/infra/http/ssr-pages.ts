import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageHead } from '#shared/domain/page-head.js';
import { withPageHead } from './page-head-html.js';

/** What web/src/entry-server.tsx exports (built by `vite build --ssr` into web/dist-server). */
export interface SsrEntry {
  routeKind(pathname: string): 'public' | 'app' | 'forbidden' | 'not_found';
  publicPaths(): string[];
  render(url: string): Promise<{ head: string; body: string; state: string; routeFiles: string[] }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;

/**
 * Loads the server entry once the app serves (its API calls go to the app itself over
 * loopback), renders pages into index.html and keeps each for a minute.
 */
export class SsrPages {
  private entry: Promise<SsrEntry> | null = null;
  private readonly cache = new Map<string, { page: Promise<string>; expires: number }>();
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly entryImports: Set<string>;
  /** index.html without its module script and preloads when its loader starts them instead. */
  private readonly template: { html: string; entry: string; preloads: string[] } | null;

  constructor(
    private readonly entryFile: string,
    private readonly indexText: string,
    manifestFile: string,
  ) {
    this.manifest = readManifest(manifestFile);
    const entry = Object.values(this.manifest).find((chunk) => chunk.isEntry);
    this.entryImports = new Set(entry ? this.closure([entry]) : []);
    this.template = deferredScripts(indexText);
  }

  load(apiOrigin: string, siteOrigin: string): Promise<SsrEntry> {
    this.entry ??= (async () => {
      // Read by web/src/shared/config/ssr.ts when the entry loads.
      Object.assign(globalThis, {
        TRADIEHUB_API_ORIGIN: apiOrigin,
        TRADIEHUB_SITE_ORIGIN: siteOrigin,
      });
      return (await import(pathToFileURL(this.entryFile).href)) as SsrEntry;
    })();
    return this.entry;
  }

  /**
   * The page's HTML, rendered at most once a minute per URL and status (a profile that was
   * missing a moment ago is rendered afresh once it exists).
   */
  page(entry: SsrEntry, url: string, pageHead: PageHead | null, status: number): Promise<string> {
    const now = Date.now();
    const key = `${status} ${url}`;
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.page;
    if (this.cache.size >= CACHE_ENTRIES) {
      for (const [key, value] of this.cache) if (value.expires <= now) this.cache.delete(key);
      if (this.cache.size >= CACHE_ENTRIES) this.cache.clear();
    }
    const page = this.renderPage(entry, url, pageHead);
    this.cache.set(key, { page, expires: now + CACHE_MS });
    page.catch(() => this.cache.delete(key));
    return page;
  }

  private async renderPage(entry: SsrEntry, url: string, pageHead: PageHead | null) {
    const rendered = await entry.render(url);
    // A module's head (a profile's, with JSON-LD) replaces the page's own title and meta.
    const head = pageHead
      ? rendered.head.replace(/<title>.*?<\/title>|<meta [^>]*>/g, '')
      : rendered.head;
    const routeChunks = this.routeChunks(rendered.routeFiles).map((file) => `/${file}`);
    // With index.html's loader, the scripts start after the first paint (see deferredScripts);
    // without it, they load from the head as usual.
    const { template } = this;
    const preloads = template
      ? ''
      : routeChunks
          .map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`)
          .join('');
    const scripts = template
      ? `<script type="application/json" id="tradiehub-scripts">${JSON.stringify({
          entry: template.entry,
          preload: [...template.preloads, ...routeChunks],
        }).replace(/</g, '\\u003c')}</script>`
      : '';
    // The app drops server head tags when it starts (it renders its own as it navigates).
    const marked = head.replace(/<(title|meta|link)\b/g, '<$1 data-server-head');
    const html = (template?.html ?? this.indexText)
      .replace(/<title>[^<]*<\/title>/, (title) => (/<title\b/.test(marked) ? '' : title))
      .replace('</head>', () => `${marked}${preloads}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${rendered.body}</div>${rendered.state}${scripts}`,
      );
    return pageHead ? withPageHead(html, pageHead) : html;
  }

  /** The chunks of the matched routes not already loaded by the entry. */
  private routeChunks(routeFiles: string[]): string[] {
    const starts = Object.entries(this.manifest)
      .filter(([key]) => routeFiles.some((file) => key === file || key.startsWith(`${file}?`)))
      .map(([, chunk]) => chunk);
    return this.closure(starts).filter((file) => !this.entryImports.has(file));
  }

  private closure(starts: ManifestChunk[]): string[] {
    const seen = new Set<ManifestChunk>();
    const visit = (chunk: ManifestChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      for (const key of chunk.imports ?? []) visit(this.manifest[key]);
    };
    starts.forEach(visit);
    return [...seen].map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
  }
}

function readManifest(file: string): Record<string, ManifestChunk> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return {};
  }
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

/**
 * When index.html carries the loader (`#tradiehub-loader`), a server-rendered page leaves its
 * app scripts to it: on an emulated phone the page then painted about 1.5 s sooner, since the
 * scripts no longer shared the slow link with the page's own CSS. Null otherwise, or when the
 * built page has not exactly one module script.
 */
export function deferredScripts(
  indexText: string,
): { html: string; entry: string; preloads: string[] } | null {
  if (!indexText.includes('id="tradiehub-loader"')) return null;
  const entries = [...indexText.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1) return null;
  return {
    html: indexText.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, ''),
    entry: entries[0],
    preloads: [...indexText.matchAll(MODULE_PRELOAD)].map((m) => m[1]),
  };
}
