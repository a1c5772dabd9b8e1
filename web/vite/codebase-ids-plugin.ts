/// <reference types="node" />
/**
 * Stamps every host JSX element of `web/src` with its `tempo-{uuid}` codebase id and keeps the
 * manifest (codebase id → file, line, column, component, tag, flags) that the outer editor uses
 * as its tree-element lookup. Dev server and `--mode editor-preview` builds only: a production
 * build never carries the ids.
 */
import { mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { LiveManifest, stampCodebaseIds } from '@tradiehub/codebase-ids';
import { MissedChanges } from './missed-changes.js';

export const EDITOR_PREVIEW_MODE = 'editor-preview';
export const MANIFEST_URL = '/__editor/manifest.json';
/** The HMR custom event that carries each change of the manifest to the outer editor. */
export const MANIFEST_EVENT = 'tradiehub:codebase-manifest';

export interface CodebaseIdsPluginOptions {
  /** The canvas root (default `<vite root>/src`). */
  srcDir?: string;
  /** Where the manifest is written (default `$DATA_DIR/editor/codebase-manifest.json`). */
  manifestFile?: string;
}

const JSX_FILE = /\.(tsx|jsx)$/;
/** Watch events arrive in bursts (a change and its undo); one refresh after the burst. */
const SETTLE_MS = 10;
/** How often the loaded files are checked for saves the watcher missed. */
const MISSED_EVERY_MS = 250;

export function defaultManifestFile(repoRoot: string): string {
  const dataDir = process.env.DATA_DIR
    ? resolve(repoRoot, process.env.DATA_DIR)
    : join(repoRoot, '.data');
  return join(dataDir, 'editor', 'codebase-manifest.json');
}

export function codebaseIdsPlugin(options: CodebaseIdsPluginOptions = {}): Plugin {
  let srcDir = '';
  let manifestFile = '';
  let live: LiveManifest | undefined;
  let server: ViteDevServer | undefined;
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let missed: MissedChanges | undefined;
  let missedTimer: ReturnType<typeof setInterval> | undefined;

  const relPath = (file: string) => relative(srcDir, file).split(sep).join('/');
  const inCanvas = (file: string) => file.startsWith(srcDir + sep) && JSX_FILE.test(file);

  const writeManifest = () => {
    writeTimer = null;
    if (!live) return;
    mkdirSync(dirname(manifestFile), { recursive: true });
    // Write then rename: a reader never sees half a manifest.
    const temp = `${manifestFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(live.manifest));
    renameSync(temp, manifestFile);
  };
  /** Brings the manifest up to the files; pushes and writes what changed. */
  const refresh = () => {
    refreshTimer = null;
    const delta = live?.refresh();
    if (!delta) return;
    server?.ws.send({ type: 'custom', event: MANIFEST_EVENT, data: delta });
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = setTimeout(writeManifest, 50);
  };
  const scheduleRefresh = () => {
    refreshTimer ??= setTimeout(refresh, SETTLE_MS);
  };

  return {
    name: 'tradiehub:codebase-ids',
    // Before the router's code splitting and React's transform: ids come from the source as written.
    enforce: 'pre',
    apply: (_config, env) => env.command === 'serve' || env.mode === EDITOR_PREVIEW_MODE,
    configResolved(config: ResolvedConfig) {
      srcDir = resolve(options.srcDir ?? join(config.root, 'src'));
      manifestFile = options.manifestFile ?? defaultManifestFile(resolve(config.root, '..'));
    },
    buildStart() {
      // Every file, not only the ones the browser asked for: the editor looks up any id.
      live = new LiveManifest(srcDir);
      live.refresh();
      writeManifest();
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!inCanvas(file)) return null;
      missed?.noted(file);
      const stamped = stampCodebaseIds(code, relPath(file));
      // The manifest follows the files on disk, not this transform (which may be of a text
      // already replaced); a transform only means the file may have changed.
      scheduleRefresh();
      return { code: stamped.code, map: stamped.map };
    },
    watchChange(id) {
      if (!inCanvas(id)) return;
      missed?.noted(id);
      scheduleRefresh();
    },
    async hotUpdate({ file, read, modules }) {
      if (!inCanvas(file)) return;
      // An in-place save truncates the file before writing it: the watcher may report the
      // empty file, a transform may cache it, and the write's own event be swallowed (its
      // watcher throttles a file's events), so the page never shows the save. Vite's read()
      // waits for the write; what was transformed before it is dropped.
      await read();
      missed?.noted(file);
      for (const mod of modules) this.environment.moduleGraph.invalidateModule(mod);
    },
    configureServer(devServer) {
      server = devServer;
      missed = new MissedChanges({
        mtimeOf: (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs,
        now: Date.now,
        report: (file) => {
          devServer.config.logger.info(`file watcher missed a save of ${relPath(file)}`, {
            timestamp: true,
          });
          // Handled as the watcher's own event: the hot update, the manifest, the hooks.
          devServer.watcher.emit('change', file);
        },
      });
      missedTimer = setInterval(() => missed?.check(), MISSED_EVERY_MS);
      missedTimer.unref();
      devServer.httpServer?.once('close', () => clearInterval(missedTimer));
      devServer.middlewares.use(MANIFEST_URL, (_req, res) => {
        // Refreshed on every read: served equal to the files, whatever the watcher missed.
        if (refreshTimer) clearTimeout(refreshTimer);
        refresh();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(live?.manifest ?? { version: 1, root: 'web/src', ids: {} }));
      });
    },
    buildEnd() {
      clearInterval(missedTimer);
      if (refreshTimer) {
        clearTimeout(refreshTimer);
        refresh();
      }
      if (writeTimer) {
        clearTimeout(writeTimer);
        writeManifest();
      }
    },
  };
}
