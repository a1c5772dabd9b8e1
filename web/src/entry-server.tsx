// The server's entry (`vite build --ssr` into web/dist-server): renders the public pages with
// the same components the browser hydrates, and tells the server which paths exist.
import type { Query } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { sessionQueryKey } from './features/auth/session';
import { findPost, postsByDate } from './features/blog/posts';
import { maintenanceKeys } from './features/maintenance/keys';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { SSR_STATE_ID, siteOrigin, type RenderedQuery } from './shared/config/ssr';
import { setRenderTime } from './shared/format/useNow';

/** How the server answers a path: rendered here, the client app, forbidden or unknown. */
export type RouteKind = 'public' | 'app' | 'forbidden' | 'not_found';

/** Route ids rendered on the server: pages anyone may read, the same for every visitor. */
const PUBLIC_ROUTES = new Set([
  '/',
  '/about',
  '/blog/',
  '/blog/$slug',
  '/contact',
  '/faq',
  '/how-it-works',
  '/pricing',
  '/privacy',
  '/terms',
  '/why-tradiehub',
  '/public/profile/$tradieId',
  '/login',
  '/register',
]);
/** Pages that say "you may not" answer 403 (still with the app, which explains). */
const FORBIDDEN_ROUTES = new Set(['/unauthorized', '/banned']);
/** Indexable pages without parameters, for the sitemap. */
const SITEMAP_ROUTES = [
  '/',
  '/how-it-works',
  '/pricing',
  '/why-tradiehub',
  '/about',
  '/faq',
  '/blog',
  '/contact',
  '/terms',
  '/privacy',
];
/** Queries the server leaves to the browser: who is signed in, and maintenance (per visit). */
const CLIENT_ONLY_QUERIES = new Set<string>([sessionQueryKey[0], maintenanceKeys.state[0]]);

// One router only to match paths (matching never loads anything).
const matcher = createAppRouter(createQueryClient(), createMemoryHistory());

export function routeKind(pathname: string): RouteKind {
  const [, params, found] = matcher.getMatchedRoutes(pathname);
  if (!found) return 'not_found';
  const id = found.id as string;
  if (id === '/blog/$slug' && !findPost(params.slug ?? '')) return 'not_found';
  if (FORBIDDEN_ROUTES.has(id)) return 'forbidden';
  return PUBLIC_ROUTES.has(id) ? 'public' : 'app';
}

/** The public pages and blog posts, for /sitemap.xml. */
export function publicPaths(): string[] {
  return [...SITEMAP_ROUTES, ...postsByDate().map((post) => `/blog/${post.slug}`)];
}

export interface RenderedPage {
  /** The hoisted <title>, <meta> and <link> tags, for the document head. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
  /** The query cache the page was rendered with, as a JSON data block the browser hydrates. */
  state: string;
  /** Source files of the matched routes (their chunks are preloaded with the page). */
  routeFiles: string[];
}

const fetchable = (query: Query) =>
  query.state.status === 'pending' && !CLIENT_ONLY_QUERIES.has(String(query.queryKey[0]));

/**
 * Renders `url` twice: the first pass registers the queries the page reads, which are fetched
 * from the API (over loopback) before the second pass renders them with data.
 */
export async function render(url: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const now = Date.now();
  const markup = () => {
    // renderToString is synchronous: no other render can see this page's time.
    setRenderTime(now);
    return renderToString(<App queryClient={queryClient} router={router} />);
  };
  let html = markup();
  for (let pass = 0; pass < 2; pass += 1) {
    const queries = queryClient.getQueryCache().findAll().filter(fetchable);
    if (queries.length === 0) break;
    await Promise.all(queries.map((query) => query.fetch().catch(() => undefined)));
    html = markup();
  }
  const queries: RenderedQuery[] = queryClient
    .getQueryCache()
    .findAll()
    .filter(
      (query) =>
        query.state.status === 'success' && !CLIENT_ONLY_QUERIES.has(String(query.queryKey[0])),
    )
    .map((query) => ({
      key: query.queryKey,
      data: query.state.data,
      at: query.state.dataUpdatedAt,
    }));
  // React writes hoistable tags (title, meta, preloads) ahead of the markup.
  const start = html.search(/<(?!\/?(?:title|meta|link)\b)/);
  return {
    head: html.slice(0, start),
    body: html.slice(start),
    state: `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify({ now, origin: siteOrigin(), queries }).replace(/</g, '\\u003c')}</script>`,
    routeFiles: router.state.matches.map((match) => routeFile(match.routeId)),
  };
}

/** The file-based route's source path (as in Vite's manifest) for a route id. */
function routeFile(routeId: string): string {
  if (routeId === '__root__') return 'src/routes/__root.tsx';
  const path = routeId.endsWith('/') ? `${routeId}index` : routeId;
  return `src/routes${path}.tsx`;
}
