import { createHash } from 'node:crypto';
import type { CspAdditions } from './csp-sources.js';

/** SHA-256 sources of the inline scripts of a page (the theme script of index.html). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the web app: only its own scripts (plus the hashed inline theme
 * script), its own API and sockets, plus the origins configured features add (a payment
 * provider's form, the push SDK). The outer visual editor, when configured, may frame it.
 */
export function spaContentSecurityPolicy(
  html: string,
  editorOrigin?: string,
  extra: Required<CspAdditions> = { script: [], frame: [], connect: [] },
): string {
  const frameAncestors = ["'self'", ...(editorOrigin ? [editorOrigin] : [])].join(' ');
  const list = (items: string[]) => [...new Set(items)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${list([...inlineScriptHashes(html), ...extra.script])}`.trim(),
    // Only the configured payment provider's (or push SDK's) frames, never any other.
    `frame-src ${list(extra.frame) || "'none'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${list(extra.connect)}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
