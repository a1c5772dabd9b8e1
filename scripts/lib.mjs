// Shared by start.mjs, test.mjs and dev.mjs: plain Node, so they run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

export function say(message) {
  console.log(`\x1b[1m[tradiehub]\x1b[0m ${message}`);
}

/** Runs a command with inherited output; exits the process with its code when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    say(`failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  say('installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** Newest modification time of any file under the given paths (skipping generated folders). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry === 'dist' || entry.endsWith('.gen.ts')) continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) {
      newest = stat.mtimeMs;
    }
  };
  for (const p of paths) visit(join(root, p));
  return newest;
}

/** Builds server and web app unless their outputs are newer than every source file. */
export function ensureBuilt() {
  const sources = newestMtime([
    'src',
    'migrations',
    'web',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
  ]);
  const server = join(root, 'dist', 'src', 'main.js');
  const web = join(root, 'web', 'dist', 'index.html');
  const built = Math.min(
    existsSync(server) ? statSync(server).mtimeMs : 0,
    existsSync(web) ? statSync(web).mtimeMs : 0,
  );
  if (built >= sources) return;
  say('building the server and the web app…');
  run('npm', ['run', 'build', '--silent']);
}

/** Starts a long-running child and forwards SIGINT/SIGTERM to it. */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
