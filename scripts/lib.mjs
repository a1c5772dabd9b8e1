// Shared by start.mjs, test.mjs and dev.mjs: plain Node, so they run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The children's user + system seconds from the second line of sh's `times` (0 if absent). */
function shChildrenCpu(times) {
  const line = times.trim().split('\n')[1] ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, min, sec]) => sum + Number(min) * 60 + Number(sec),
    0,
  );
}

/**
 * CPU seconds (user + system) used so far by this process's finished children and their
 * descendants, from /proc (0 where there is none): steps report it beside their wall time, which
 * on a shared machine says more about the machine than about the step.
 */
export function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/**
 * The whole machine's busy and idle CPU seconds so far (every core, every process: the servers,
 * PostgreSQL and the neighbours included), from /proc/stat; null where there is none.
 */
export function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    return { busy: busy / 100, idle: (idle + iowait) / 100 };
  } catch {
    return null;
  }
}

/** "machine 71 % busy" between two machineCpu() readings (empty without /proc). */
export function machineBusy(before, after = machineCpu()) {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const all = busy + after.idle - before.idle;
  return all > 0 ? `, machine ${Math.round((100 * busy) / all)} % busy` : '';
}

/**
 * Runs independent tasks two at a time (the machine has two cores and tsc, ESLint, knip and
 * dependency-cruiser use one each). A task's output is printed whole when it ends; the first
 * failure stops the others and fails the run.
 */
export async function pool(tasks, slots = 2) {
  const running = new Set();
  let failed = false;
  const stopAll = () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  const runTask = async ({ name, action }) => {
    const started = Date.now();
    let output = '';
    let cpu = 0;
    // Through sh, whose `times` reports the CPU its children used (on fd 3).
    const exec = (command, args, options = {}) =>
      new Promise((resolve, reject) => {
        if (failed) return reject(new Error('stopped'));
        const child = spawn(
          'sh',
          ['-c', '"$@"; s=$?; times >&3; exit $s', 'sh', command, ...args],
          { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'pipe'], detached: true, ...options },
        );
        running.add(child);
        let times = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.stdio[3].on('data', (d) => (times += d));
        child.once('error', reject);
        child.once('close', (code) => {
          running.delete(child);
          cpu += shChildrenCpu(times);
          if (code === 0) resolve();
          else reject(new Error(`failed: ${command} ${args.join(' ')}`));
        });
      });
    try {
      await action(exec);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      say(`✔ ${name} (${seconds(Date.now() - started)}, CPU ${cpu.toFixed(1)} s)`);
    } catch (error) {
      if (failed) return;
      failed = true;
      stopAll();
      process.stdout.write(output);
      say(`✘ ${name}: ${error.message}`);
      process.exit(1);
    }
  };
  // The children run in process groups of their own (so a failure can stop a whole npm
  // script): pass an interrupt on to them.
  const interrupted = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task && !failed; task = queue.shift()) await runTask(task);
  };
  await Promise.all(Array.from({ length: slots }, worker));
  process.off('SIGINT', interrupted);
  process.off('SIGTERM', interrupted);
}

/**
 * Whether npm's record of node_modules names every package of the lockfile at its version
 * (platform-specific optional ones aside). A worktree's checkout makes package-lock.json newer
 * than a copied node_modules, so the modification times alone would reinstall needlessly.
 */
function installedMatchesLock(installed, lock) {
  try {
    const want = JSON.parse(readFileSync(lock, 'utf8')).packages ?? {};
    const have = JSON.parse(readFileSync(installed, 'utf8')).packages ?? {};
    return Object.entries(want).every(
      ([path, entry]) =>
        !path.startsWith('node_modules/') ||
        have[path]?.version === entry.version ||
        (entry.optional && !have[path]),
    );
  } catch {
    return false;
  }
}

/** Installs dependencies when node_modules is missing or does not match the lockfile. */
export function ensureDependencies() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  if (existsSync(installed) && installedMatchesLock(installed, lock)) return;
  say('installing dependencies (npm ci)…');
  // --prefer-offline: what npm's cache holds is used without asking the registry whether it is
  // still current (the lockfile pins exact versions and integrity); only what is missing is fetched.
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
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
    'codebase-ids/src',
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

/**
 * Starts a server in the background (its own process group, output kept for when it fails) and
 * returns `ready()`, which resolves once `url` answers 2xx and fails the run if the server exits
 * or does not answer within two minutes, and `stop()`.
 */
export function background(name, command, args, url, env = {}) {
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, ...env },
  });
  let output = '';
  let exited = null;
  const keep = (d) => (output = (output + d).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => (exited = code ?? 1));
  // It must not keep this process alive: the caller stops it when done (or on exit).
  child.unref();
  child.stdout.unref();
  child.stderr.unref();
  const fail = (why) => {
    say(`${name}: ${why}`);
    process.stdout.write(output);
    process.exit(1);
  };
  return {
    async ready() {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        if (exited !== null) fail(`exited with code ${exited}`);
        const answered = await fetch(url).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      fail(`no answer at ${url} within 120 s`);
    },
    stop() {
      if (exited !== null) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}
