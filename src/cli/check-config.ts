import { ConfigError, loadConfig } from '../config/app-config.js';

/**
 * `--check-config`: the verdict a start would reach on this environment, without starting
 * (no database, no port). Prints it and answers the exit code: 0 fine, 1 refused.
 */
export function checkConfig(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  try {
    const config = loadConfig(env, undefined, { seedDemo: argv.includes('--seed-if-empty') });
    process.stdout.write(`Configuration OK (NODE_ENV=${config.env})\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return 1;
  }
}
