/// <reference types="node" />
/**
 * Development only: serves the outer visual editor at `/__editor` (web/editor/index.html), two
 * Tailwind helpers it uses — the class list for suggestions and the CSS of given classes,
 * which the editor sends with an add-class change so a class the page's stylesheet does not
 * have yet still shows instantly — and the API server's per-run write-back secret, which the
 * editor sends with each source change (to this machine only).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { isLoopbackAddress } from '@tradiehub/codebase-ids';
import { defaultManifestFile } from './codebase-ids-plugin';

export const EDITOR_PAGE_URL = '/__editor';
export const TAILWIND_CLASSES_URL = '/__editor/tailwind-classes.json';
export const TAILWIND_CSS_URL = '/__editor/tailwind.css';
export const WRITE_BACK_SECRET_URL = '/__editor/write-back-secret';

/** Names this machine goes by; another Host may be a DNS-rebinding page reaching for the secret. */
const LOCAL_HOST = /^(localhost|[\w-]+\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

type ServerRequest = Parameters<Connect.NextHandleFunction>[0];

function isLocalCaller(req: ServerRequest): boolean {
  return isLoopbackAddress(req.socket.remoteAddress) && LOCAL_HOST.test(req.headers.host ?? '');
}

const CLASS_NAME = /^[A-Za-z0-9_:/.[\]()#%,!-]+$/;

interface TailwindCompiler {
  build(candidates: string[]): string;
}

export function editorPagePlugin(): Plugin {
  let webRoot = '';
  let compiler: Promise<TailwindCompiler> | null = null;
  let classList: Promise<string[]> | null = null;

  const stylesheet = () => join(webRoot, 'src', 'styles.css');
  const loadCompiler = () => {
    compiler ??= (async () => {
      const { compile } = await import('@tailwindcss/node');
      const css = await readFile(stylesheet(), 'utf8');
      return compile(css, { base: join(webRoot, 'src'), onDependency: () => undefined });
    })();
    return compiler;
  };
  const loadClassList = () => {
    classList ??= (async () => {
      const { __unstable__loadDesignSystem } = await import('@tailwindcss/node');
      const css = await readFile(stylesheet(), 'utf8');
      const design = await __unstable__loadDesignSystem(css, { base: join(webRoot, 'src') });
      // tailwindcss's ClassEntry is [name, meta]; its type does not resolve from here.
      const list: unknown = design.getClassList();
      return (list as [string, unknown][]).map(([name]) => name);
    })();
    return classList;
  };

  const send = (res: Parameters<Connect.NextHandleFunction>[1], type: string, body: string) => {
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-store');
    res.end(body);
  };

  return {
    name: 'tradiehub:editor-page',
    apply: 'serve',
    configResolved(config) {
      webRoot = config.root;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        void serve(req, res, next);
      });
      const serve = async (
        req: Parameters<Connect.NextHandleFunction>[0],
        res: Parameters<Connect.NextHandleFunction>[1],
        next: Parameters<Connect.NextHandleFunction>[2],
      ): Promise<void> => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        try {
          if (url.pathname === EDITOR_PAGE_URL || url.pathname === `${EDITOR_PAGE_URL}/`) {
            const html = await readFile(join(webRoot, 'editor', 'index.html'), 'utf8');
            send(res, 'text/html', await server.transformIndexHtml(req.url ?? '/', html));
            return;
          }
          if (url.pathname === TAILWIND_CLASSES_URL) {
            send(res, 'application/json', JSON.stringify(await loadClassList()));
            return;
          }
          if (url.pathname === WRITE_BACK_SECRET_URL) {
            if (!isLocalCaller(req)) {
              res.statusCode = 403;
              send(res, 'application/json', JSON.stringify({ message: 'This machine only' }));
              return;
            }
            // Written by the API server at each start, under the DATA_DIR both processes share.
            const file = join(
              dirname(defaultManifestFile(resolve(webRoot, '..'))),
              'write-back-secret',
            );
            const secret = (await readFile(file, 'utf8').catch(() => '')).trim();
            res.statusCode = secret ? 200 : 404;
            send(
              res,
              'application/json',
              JSON.stringify(
                secret ? { secret } : { message: 'No API server run has written a secret yet' },
              ),
            );
            return;
          }
          if (url.pathname === TAILWIND_CSS_URL) {
            const classes = (url.searchParams.get('classes') ?? '')
              .split(/[\s,]+/)
              .filter((name) => name !== '' && CLASS_NAME.test(name));
            const css = classes.length > 0 ? (await loadCompiler()).build(classes) : '';
            send(res, 'text/css', css);
            return;
          }
        } catch (error) {
          next(error);
          return;
        }
        next();
      };
    },
  };
}
