/// <reference lib="dom" />
// "A fresh load of the page from the files on disk", cheaply: a Vite server in the test's own
// process (no watcher, no browser) loads the fixture component from disk with the same
// codebase-id stamping as the editor's dev server, and React renders it to markup. The frame's
// DOM is then compared with that markup, both read the same way in the frame (attributes in
// one order, styles as the browser writes them), leaving out only the layer's own UI.
import { relative, sep } from 'node:path';
import type { Frame } from '@playwright/test';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { stampCodebaseIds } from '@tradiehub/codebase-ids';

/** What the layer puts on the page for itself (outlines, the edit button): not the page's. */
const LAYER_UI_ATTRIBUTE = 'data-arb89-skip';

/** web/vite/codebase-ids-plugin.ts's transform: the ids a dev server gives these files. */
function codebaseIds(srcDir: string): Plugin {
  return {
    name: 'fresh-load:codebase-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!file.startsWith(srcDir + sep) || !/\.(tsx|jsx)$/.test(file)) return null;
      const stamped = stampCodebaseIds(code, relative(srcDir, file).split(sep).join('/'));
      return { code: stamped.code, map: stamped.map };
    },
  };
}

export class FreshLoad {
  private constructor(
    private readonly server: ViteDevServer,
    private readonly moduleFile: string,
    private readonly exportName: string,
  ) {}

  /** Renders `exportName` of `moduleFile` (under `webDir`/src) as a fresh load would. */
  static async start(webDir: string, moduleFile: string, exportName: string): Promise<FreshLoad> {
    const server = await createServer({
      configFile: false,
      root: webDir,
      logLevel: 'silent',
      appType: 'custom',
      plugins: [codebaseIds(`${webDir}${sep}src`)],
      server: { middlewareMode: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
      esbuild: { jsx: 'automatic' },
    });
    return new FreshLoad(server, moduleFile, exportName);
  }

  /** The component's markup from the files as they are now on disk. */
  async markup(): Promise<string> {
    // Nothing watches the files: every load transforms them again.
    this.server.moduleGraph.invalidateAll();
    const loaded = await this.server.ssrLoadModule(this.moduleFile);
    return renderToStaticMarkup(createElement(loaded[this.exportName] as ComponentType));
  }

  close(): Promise<void> {
    return this.server.close();
  }
}

/** The frame's `#root` and the fresh markup, each read into one canonical string. */
export function frameAndFresh(
  frame: Frame,
  markup: string,
): Promise<{ frame: string; fresh: string }> {
  return frame.evaluate(
    ([freshMarkup, skip]) => {
      const canonical = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? '').replace(/</g, '&lt;');
        if (!(node instanceof HTMLElement) || node.hasAttribute(skip)) return '';
        const tag = node.tagName.toLowerCase();
        // React empties the style attribute of a re-render that drops all styles (`style=""`),
        // where a fresh load has none: the same page.
        const attributes = [...node.attributes]
          .filter((a) => a.name !== 'style' || node.style.cssText !== '')
          .map((a) => `${a.name}="${a.name === 'style' ? node.style.cssText : a.value}"`)
          .sort()
          .join(' ');
        const inner = [...node.childNodes].map(canonical).join('');
        return `<${tag}${attributes ? ` ${attributes}` : ''}>${inner}</${tag}>`;
      };
      const fresh = document.createElement('div');
      fresh.innerHTML = freshMarkup;
      const root = document.getElementById('root');
      return {
        frame: root ? [...root.childNodes].map(canonical).join('') : 'no #root',
        fresh: [...fresh.childNodes].map(canonical).join(''),
      };
    },
    [markup, LAYER_UI_ATTRIBUTE] as const,
  );
}
