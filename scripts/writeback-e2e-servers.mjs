// The source write-back journey's servers, on a temporary copy of web/ (never the working
// tree): the built API (scripts/e2e-server.mjs) with the canvas rooted in the copy's src, and
// the Vite dev server of the copy with the codebase-id plugin and the outer editor.
// Usage: node scripts/writeback-e2e-servers.mjs <apiPort> <vitePort> <workspace>
// The workspace (under .data/, so the copy resolves the repository's node_modules) holds
// web/ (the copy), data/ (manifest) and links to src/ and the editor packages.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const [apiPort = '3198', vitePort = '5198', workspace = join(root, '.data', 'writeback-e2e')] =
  process.argv.slice(2);

rmSync(workspace, { recursive: true, force: true });
mkdirSync(join(workspace, 'data'), { recursive: true });
cpSync(join(root, 'web'), join(workspace, 'web'), {
  recursive: true,
  filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
});
// The random edit sequences' page (test/fixtures/editor-random): in the copy only.
cpSync(join(root, 'test', 'fixtures', 'editor-random'), join(workspace, 'web'), {
  recursive: true,
  filter: (path) => !path.endsWith('README.md'),
});
// The copy's config reaches the plugin's shared module and the editor packages by relative
// paths from web/: link them.
for (const name of ['src', 'editor-engine', 'editor-dom-adapter']) {
  symlinkSync(join(root, name), join(workspace, name));
}
const config = join(workspace, 'web', 'vite.config.ts');
writeFileSync(
  config,
  readFileSync(config, 'utf8').replace(/http:\/\/localhost:3000/g, `http://localhost:${apiPort}`),
);

const env = {
  ...process.env,
  API_PROXY_TARGET: `http://localhost:${apiPort}`,
  EDITOR_ENABLED: 'true',
  DATA_DIR: join(workspace, 'data'),
  EDITOR_ORIGIN: `http://localhost:${vitePort}`,
  CANVAS_ROOT: join(workspace, 'web', 'src'),
};
const children = [
  spawn(process.execPath, [join(root, 'scripts', 'e2e-server.mjs'), apiPort], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(
    'npx',
    ['vite', '--config', config, '--port', vitePort, '--strictPort', '--host', '127.0.0.1'],
    { cwd: root, env, stdio: 'inherit' },
  ),
];

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
for (const child of children) child.on('exit', stop);
