import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { codebaseIdsPlugin } from './vite/codebase-ids-plugin';
import { editorPagePlugin } from './vite/editor-page-plugin';

// Absolute paths so the config works from any working directory (npm scripts run at the repo root).
const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);
// API_PROXY_TARGET lets the editor's test server proxy to the test app server.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// `vite build --ssr src/entry-server.tsx` builds the server's renderer of the public pages
// into web/dist-server (never served as files): no service worker, no public folder.
// The editing layer reads the server's own settings (one variable each, README): EDITOR_ORIGIN
// is the origin the frame accepts the editor from and the server accepts source changes from.
const editorSettings = Object.fromEntries(
  ['EDITOR_ORIGIN', 'EDITOR_DEV_DOMAIN', 'EDITOR_STAGING_DOMAIN'].map((name) => [
    `import.meta.env.${name}`,
    JSON.stringify(process.env[name] ?? ''),
  ]),
);

export default defineConfig(({ isSsrBuild }) => ({
  root: webDir,
  define: editorSettings,
  plugins: [
    // Dev and editor-preview builds only: stamps codebase ids before any other transform.
    codebaseIdsPlugin(),
    // Dev only: the outer editor page at /__editor and its Tailwind endpoints.
    editorPagePlugin(),
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webDir}src/routes`,
      generatedRouteTree: `${webDir}src/routeTree.gen.ts`,
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    // The installable app: manifest, icons and a Workbox service worker (production builds
    // only; never in the dev server or the editor's preview frame).
    !isSsrBuild &&
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: 'script-defer',
        includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png', 'offline.html'],
        manifest: {
          id: '/',
          name: 'Tradiehub',
          short_name: 'Tradiehub',
          description:
            'Post jobs for free, get quotes from verified tradies, chat, complete and earn rewards.',
          lang: 'en-AU',
          start_url: '/dashboard',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: '#c2410c',
          background_color: '#ffffff',
          categories: ['business', 'lifestyle', 'productivity'],
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            {
              src: '/icons/maskable-512.png',
              sizes: '512x512',
              type: 'image/png',
              purpose: 'maskable',
            },
          ],
        },
        workbox: {
          // The shell: scripts, styles, icons and the offline page, precached. index.html is not
          // precached, so the server's answer (maintenance page, security headers) always wins
          // while online.
          globPatterns: ['**/*.{js,css,svg,png,woff2}', 'offline.html'],
          globIgnores: ['**/editor/**', 'images/blog/**'],
          navigateFallback: null,
          cleanupOutdatedCaches: true,
          // A new version takes over at once (the app keeps no state in the worker).
          skipWaiting: true,
          clientsClaim: true,
          runtimeCaching: [
            {
              // Pages: the network first; offline, the last copy of the page, else the offline page.
              urlPattern: ({ request, url }) =>
                request.mode === 'navigate' &&
                !url.pathname.startsWith('/api/') &&
                !url.pathname.startsWith('/__editor'),
              handler: 'NetworkFirst',
              options: {
                cacheName: 'pages',
                networkTimeoutSeconds: 4,
                expiration: { maxEntries: 30 },
                precacheFallback: { fallbackURL: '/offline.html' },
              },
            },
          ],
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: {
    alias: {
      '@': `${webDir}src`,
      // The editor packages from source: no stale build in the dev server.
      'editor-dom-adapter': `${webDir}../editor-dom-adapter/src/index.ts`,
      'editor-engine': `${webDir}../editor-engine/src/index.ts`,
    },
  },
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: `${webDir}dist-server`, emptyOutDir: true }
    : {
        outDir: `${webDir}dist`,
        emptyOutDir: true,
        // dist/.vite/manifest.json: which chunks a route loads, for the first-load JS budget
        // and the server's preloads.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports statically goes into the entry chunk: it all loads
              // on every page anyway, and one file compresses better than nine (3 KB less on the
              // landing page). '$initial' holds only modules the entry reaches statically, so no
              // route's code moves into the first load.
              groups: [{ name: 'index', tags: ['$initial'] }],
            },
          },
        },
      },
  server: {
    // Compiles the app's shell and the outer editor when the server starts, not on the first
    // visit: a cold first page load took longer than a person (or a test) waits.
    warmup: { clientFiles: ['./src/main.tsx', './editor/main.tsx'] },
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));
