import { z } from 'zod';
import { projectRoot } from '../shared/infra/project-root.js';
import { type AdminConfig, adminConfig, adminEnv, adminProblems } from './admin.config.js';
import { type BulkEmailConfig, bulkEmailConfig, bulkEmailEnv } from './bulk-email.config.js';
import { type DatabaseConfig, databaseConfig, databaseEnv } from './database.config.js';
import { type DrainConfig, drainConfig, drainEnv } from './drain.config.js';
import { type EditorConfig, editorConfig, editorEnv } from './editor.config.js';
import { ConfigError, deepFreeze } from './env.js';
import {
  type IdDocumentsConfig,
  idDocumentsConfig,
  idDocumentsEnv,
} from './id-documents.config.js';
import { type MailConfig, mailConfig, mailEnv } from './mail.config.js';
import { type MetricsConfig, metricsConfig, metricsEnv } from './metrics.config.js';
import {
  type PaymentsConfig,
  paymentsConfig,
  paymentsEnv,
  paymentsProblems,
} from './payments.config.js';
import { productionProblems, type StartIntent } from './production.config.js';
import { type PushConfig, pushConfig, pushEnv, pushProblems } from './push.config.js';
import { type RateLimitConfig, rateLimitConfig, rateLimitEnv } from './rate-limit.config.js';
import { type RegistriesConfig, registriesConfig, registriesEnv } from './registries.config.js';
import { type ServerConfig, serverConfig, serverEnv } from './server.config.js';
import { type SessionConfig, sessionConfig, sessionEnv } from './session.config.js';

export { ConfigError } from './env.js';
export { DEMO_ADMIN_EMAIL } from './admin.config.js';
export type { StartIntent } from './production.config.js';

/** Every variable, from one file per concern (a new concern adds its file and its slice here). */
const envSchema = z.object({
  ...serverEnv,
  ...databaseEnv,
  ...sessionEnv,
  ...adminEnv,
  ...mailEnv,
  ...rateLimitEnv,
  ...editorEnv,
  ...paymentsEnv,
  ...pushEnv,
  ...bulkEmailEnv,
  ...drainEnv,
  ...registriesEnv,
  ...idDocumentsEnv,
  ...metricsEnv,
});

export interface AppConfig extends ServerConfig {
  readonly database: DatabaseConfig;
  readonly session: SessionConfig;
  readonly admin: AdminConfig;
  readonly mail: MailConfig;
  readonly redisUrl: string | undefined;
  readonly rateLimit: RateLimitConfig;
  readonly editor: EditorConfig;
  readonly payments: PaymentsConfig;
  readonly push: PushConfig;
  readonly bulkEmail: BulkEmailConfig;
  readonly drain: DrainConfig;
  readonly registries: RegistriesConfig;
  readonly idDocuments: IdDocumentsConfig;
  readonly metrics: MetricsConfig;
}

/**
 * Turns the environment into the typed, deeply frozen configuration, or throws one ConfigError
 * naming every bad variable (and, with NODE_ENV=production, every missing or unsafe one). Pure
 * apart from the development session secret and ID document key (kept under the data directory).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = projectRoot(),
  intent: StartIntent = {},
): AppConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? [
        ...adminProblems(parsed.data),
        ...paymentsProblems(parsed.data),
        ...pushProblems(parsed.data),
      ]
    : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  // A variable already named as malformed is not named again as unsafe.
  const named = new Set(problems.map(variableOf));
  problems.push(...productionProblems(env, intent).filter((p) => !named.has(variableOf(p))));
  if (problems.length > 0 || !parsed.success) throw new ConfigError(problems);
  const e = parsed.data;

  const server = serverConfig(e, cwd);
  const session = sessionConfig(e, server.env, server.dataDir);
  return deepFreeze({
    ...server,
    database: databaseConfig(e),
    session,
    admin: adminConfig(e),
    mail: mailConfig(e),
    redisUrl: e.REDIS_URL,
    rateLimit: rateLimitConfig(e),
    editor: editorConfig(e, server, cwd),
    payments: paymentsConfig(e, session.secret),
    push: pushConfig(e),
    bulkEmail: bulkEmailConfig(e),
    drain: drainConfig(e),
    registries: registriesConfig(e),
    idDocuments: idDocumentsConfig(e, server.dataDir),
    metrics: metricsConfig(e),
  });
}

const variableOf = (problem: string) => problem.slice(0, problem.indexOf(':'));

/** The configuration with the database actually used (the embedded one when none was set). */
export function withDatabaseUrl(config: AppConfig, url: string): AppConfig {
  return deepFreeze({ ...config, database: { ...config.database, url } });
}
