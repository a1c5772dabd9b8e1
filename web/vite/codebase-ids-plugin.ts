/// <reference types="node" />
/**
 * Stamps every host JSX element of `web/src` with its `tempo-{uuid}` codebase id and keeps the
 * manifest (codebase id → file, line, column, component, tag, flags) that the outer editor uses
 * as its tree-element lookup. Dev server and `--mode editor-preview` builds only: a production
 * build never carries the ids.
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  buildManifest,
  computeCodebaseIds,
  stampCodebaseIds,
  type CodebaseIdEntry,
  type CodebaseManifest,
} from '../../src/shared/codebase-ids/codebase-ids.js';

export const EDITOR_PREVIEW_MODE = 'editor-preview';
export const MANIFEST_URL = '/__editor/manifest.json';

export interface CodebaseIdsPluginOptions {
  /** The canvas root (default `<vite root>/src`). */
  srcDir?: string;
  /** Where the manifest is written (default `$DATA_DIR/editor/codebase-manifest.json`). */
  manifestFile?: string;
}

const JSX_FILE = /\.(tsx|jsx)$/;

function listSources(dir: string): string[] {
  const out: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop()!;
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) pending.push(full);
      else if (JSX_FILE.test(entry.name) && !/\.(spec|test|stories)\.[jt]sx$/.test(entry.name)) {
        out.push(full);
      }
    }
  }
  return out.sort();
}

export function defaultManifestFile(repoRoot: string): string {
  const dataDir = process.env.DATA_DIR
    ? resolve(repoRoot, process.env.DATA_DIR)
    : join(repoRoot, '.data');
  return join(dataDir, 'editor', 'codebase-manifest.json');
}

export function codebaseIdsPlugin(options: CodebaseIdsPluginOptions = {}): Plugin {
  let srcDir = '';
  let manifestFile = '';
  const byFile = new Map<string, CodebaseIdEntry[]>();
  let manifest: CodebaseManifest = buildManifest([]);
  let writeTimer: ReturnType<typeof setTimeout> | null = null;

  const relPath = (file: string) => relative(srcDir, file).split(sep).join('/');
  const inCanvas = (file: string) => file.startsWith(srcDir + sep) && JSX_FILE.test(file);

  const rebuild = () => {
    manifest = buildManifest([...byFile.values()].flat());
  };
  const writeManifest = () => {
    writeTimer = null;
    mkdirSync(dirname(manifestFile), { recursive: true });
    // Write then rename: a reader never sees half a manifest.
    const temp = `${manifestFile}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(manifest));
    renameSync(temp, manifestFile);
  };
  const scheduleWrite = () => {
    rebuild();
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = setTimeout(writeManifest, 50);
  };
  const scanFile = (file: string) => {
    try {
      byFile.set(file, computeCodebaseIds(readFileSync(file, 'utf8'), relPath(file)));
    } catch {
      // A file mid-edit may not parse; its last good ids stay until it does.
    }
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
      byFile.clear();
      for (const file of listSources(srcDir)) scanFile(file);
      rebuild();
      writeManifest();
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!inCanvas(file)) return null;
      const stamped = stampCodebaseIds(code, relPath(file));
      // The router's split chunks are the same file again: same ids, one manifest entry each.
      if (!id.includes('?')) {
        byFile.set(file, stamped.entries);
        scheduleWrite();
      }
      return { code: stamped.code, map: stamped.map };
    },
    watchChange(id, change) {
      if (!inCanvas(id)) return;
      if (change.event === 'delete') byFile.delete(id);
      else scanFile(id);
      scheduleWrite();
    },
    configureServer(server) {
      server.middlewares.use(MANIFEST_URL, (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(manifest));
      });
    },
    buildEnd() {
      if (writeTimer) {
        clearTimeout(writeTimer);
        writeManifest();
      }
    },
  };
}
