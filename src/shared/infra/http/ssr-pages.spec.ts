import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SsrPages, deferredScripts, type SsrEntry } from './ssr-pages.js';

const LOADER = '<script id="tradiehub-loader">(function () {})();</script>';
const built = (loader: string) =>
  '<html><head><title>Tradiehub</title>' +
  '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/jsx-B2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/link-C3.js">\n' +
  '<link rel="stylesheet" crossorigin href="/assets/index-D4.css"></head>' +
  `<body><div id="root"></div>${loader}</body></html>`;

const entry: SsrEntry = {
  routeKind: () => 'public',
  publicPaths: () => [],
  render: () =>
    Promise.resolve({
      head: '<title>Pricing | Tradiehub</title>',
      body: '<main><h1>Pricing</h1></main>',
      state: '<script type="application/json" id="tradiehub-state">{}</script>',
      routeFiles: [],
    }),
};

describe('deferredScripts', () => {
  it('takes the module script and its preloads out of a page that has the loader', () => {
    const deferred = deferredScripts(built(LOADER));
    expect(deferred).toMatchObject({
      entry: '/assets/index-A1.js',
      preloads: ['/assets/jsx-B2.js', '/assets/link-C3.js'],
    });
    expect(deferred?.html).not.toMatch(/type="module"|modulepreload/);
    // The stylesheet still blocks the first paint: the page must not paint unstyled.
    expect(deferred?.html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
    );
    expect(deferred?.html).toContain(LOADER);
  });

  it('leaves a page without the loader (or with two entry scripts) as built', () => {
    expect(deferredScripts(built(''))).toBeNull();
    const two = built(LOADER).replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/other.js"></script></head>',
    );
    expect(deferredScripts(two)).toBeNull();
  });
});

describe('SsrPages with the loader', () => {
  it('lists the scripts for the loader after the page and its state, and none in the head', async () => {
    const pages = new SsrPages('/nowhere/entry.js', built(LOADER), '/nowhere/manifest.json');
    const html = await pages.page(entry, '/pricing', null, 200);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('<title data-server-head>Pricing | Tradiehub</title>');
    expect(html).toContain(
      '<div id="root"><main><h1>Pricing</h1></main></div>' +
        '<script type="application/json" id="tradiehub-state">{}</script>' +
        '<script type="application/json" id="tradiehub-scripts">' +
        '{"entry":"/assets/index-A1.js","preload":["/assets/jsx-B2.js","/assets/link-C3.js"]}' +
        `</script>${LOADER}`,
    );
  });

  it("adds the matched route's chunks to the loader's list", async () => {
    const manifest = join(mkdtempSync(join(tmpdir(), 'ssr-pages-')), 'manifest.json');
    writeFileSync(
      manifest,
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-A1.js', isEntry: true, imports: ['_jsx'] },
        _jsx: { file: 'assets/jsx-B2.js' },
        'src/routes/pricing.tsx': { file: 'assets/pricing-E5.js', imports: ['_jsx'] },
      }),
    );
    const pages = new SsrPages('/nowhere/entry.js', built(LOADER), manifest);
    const routed = {
      ...entry,
      render: async (url: string) => ({
        ...(await entry.render(url)),
        routeFiles: ['src/routes/pricing.tsx'],
      }),
    };
    const html = await pages.page(routed, '/pricing', null, 200);
    expect(html).toContain(
      '"preload":["/assets/jsx-B2.js","/assets/link-C3.js","/assets/pricing-E5.js"]',
    );
  });
});
