import { createHash } from 'node:crypto';

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
 * script), its own API and sockets. The outer visual editor, when configured, may frame it.
 */
export function spaContentSecurityPolicy(html: string, editorOrigin?: string): string {
  const frameAncestors = ["'self'", ...(editorOrigin ? [editorOrigin] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}
