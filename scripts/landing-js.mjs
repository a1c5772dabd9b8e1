// The landing page's first-load JavaScript: the entry chunk, the chunks it imports statically,
// and the landing route's own split chunks (which the router loads at once on `/`), sized as
// the server sends them (brotli quality 4 and gzip level 6, the `compression` defaults).
// Usage: node scripts/landing-js.mjs [web/dist]   (after `npm run build:web`)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

/** Route files whose split chunks load on `/`. */
const LANDING_ROUTES = ['src/routes/__root.tsx', 'src/routes/index.tsx'];

export function measureLandingJs(dist = join(root, 'web', 'dist')) {
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run npm run build:web first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const starts = Object.entries(manifest)
    .filter(
      ([key, chunk]) =>
        chunk.isEntry ||
        LANDING_ROUTES.some((route) => key === route || key.startsWith(`${route}?`)),
    )
    .map(([key]) => key);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  const files = [...new Set([...seen].map((key) => manifest[key].file))].filter((f) =>
    f.endsWith('.js'),
  );
  const chunks = files.map((file) => {
    const bytes = readFileSync(join(dist, file));
    return {
      file,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 6 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
    };
  });
  chunks.sort((a, b) => b.raw - a.raw);
  const total = (k) => chunks.reduce((sum, c) => sum + c[k], 0);
  return {
    chunks,
    raw: total('raw'),
    gzip: total('gzip'),
    brotli: total('brotli'),
    budget: LANDING_JS_BUDGET_BYTES,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function formatLandingJs(m) {
  const lines = m.chunks.map(
    (c) =>
      `  ${c.file.padEnd(44)} ${kb(c.raw).padStart(9)} raw ${kb(c.gzip).padStart(9)} gzip ${kb(c.brotli).padStart(9)} br`,
  );
  const verdict = Math.max(m.gzip, m.brotli) <= m.budget ? 'within' : 'OVER';
  lines.push(
    `landing first-load JS: ${kb(m.raw)} raw, ${kb(m.gzip)} gzip, ${kb(m.brotli)} brotli (${m.chunks.length} chunks) — ${verdict} the ${kb(m.budget)} budget`,
  );
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const m = measureLandingJs(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(formatLandingJs(m));
  if (Math.max(m.gzip, m.brotli) > m.budget) process.exit(1);
}
