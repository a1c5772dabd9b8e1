import { createHash } from 'node:crypto';
import { inlineScriptHashes, spaContentSecurityPolicy } from './spa-security.js';

const THEME =
  "\n  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');\n";
const HTML = `<html><head><script>${THEME}</script><script type="module" crossorigin src="/assets/index.js"></script><script type="application/ld+json">{}</script></head></html>`;

describe('SPA content security policy', () => {
  it('hashes inline scripts exactly and skips external ones', () => {
    const expected = `'sha256-${createHash('sha256').update(THEME).digest('base64')}'`;
    const hashes = inlineScriptHashes(HTML);
    expect(hashes[0]).toBe(expected);
    expect(hashes).toHaveLength(2); // the theme script and the JSON-LD block
  });

  it('allows only the app itself, and framing by the configured editor', () => {
    const policy = spaContentSecurityPolicy(HTML, 'https://editor.example.com');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(policy).toContain("frame-ancestors 'self' https://editor.example.com");
    expect(policy).not.toContain('unsafe-eval');
    expect(spaContentSecurityPolicy(HTML)).toMatch(/frame-ancestors 'self'$/);
  });

  it('admits no frame but the configured payment provider’s form', () => {
    expect(spaContentSecurityPolicy(HTML)).toContain("frame-src 'none'");
    const policy = spaContentSecurityPolicy(HTML, undefined, {
      script: [],
      frame: ['http://127.0.0.1:4999'],
      connect: [],
    });
    expect(policy).toContain('frame-src http://127.0.0.1:4999;');
    expect(policy).not.toContain('stripe.com');
  });
});
