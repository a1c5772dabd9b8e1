// `npm run dev`: the API rebuilt and restarted on change, and Vite with HMR proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureDependencies, root, run, say } from './lib.mjs';

ensureDependencies();
run('npm', ['run', 'build:server', '--silent']);
const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch-path=dist', 'dist/src/main.js', '--seed-if-empty'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
];
say('API on http://localhost:3000, web app with HMR on http://localhost:5173');
const stop = (signal) => {
  for (const child of children) child.kill(signal);
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
