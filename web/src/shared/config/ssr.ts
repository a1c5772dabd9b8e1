/** The id of the JSON block holding what a server-rendered page was rendered with. */
export const SSR_STATE_ID = 'tradiehub-state';

/** A query a server-rendered page was rendered with (the browser seeds its cache with it). */
export interface RenderedQuery {
  key: readonly unknown[];
  data: unknown;
}

interface ServerGlobals {
  /** Where the server's own API answers (loopback). */
  TRADIEHUB_API_ORIGIN?: string;
  /** The site's public origin (APP_URL). */
  TRADIEHUB_SITE_ORIGIN?: string;
}

const globals = globalThis as ServerGlobals;

/** True while rendering on the server (no window; jsdom tests have one). */
export const IS_SERVER = typeof window === 'undefined';

/** The API's origin for requests made while rendering on the server ('' in the browser). */
export function apiBaseUrl(): string {
  if (!IS_SERVER) return '';
  return globals.TRADIEHUB_API_ORIGIN ?? 'http://127.0.0.1:3000';
}

// The origin a server-rendered page was rendered with (APP_URL): the browser keeps using it,
// so hydration writes the same absolute URLs even on another host name (React error 418).
let renderedOrigin: string | null = null;

/** Set by the browser from the rendered page's state before hydrating (null clears it). */
export function setRenderedOrigin(origin: string | null): void {
  renderedOrigin = origin;
}

/** The site's origin, for absolute URLs in structured data (the server's is APP_URL). */
export function siteOrigin(): string {
  if (!IS_SERVER) return renderedOrigin ?? window.location.origin;
  return globals.TRADIEHUB_SITE_ORIGIN ?? '';
}
