import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD } from './admin.config.js';

/** What the process was asked to do besides serving (main's flags). */
export interface StartIntent {
  /** `--seed-if-empty` or `npm run seed`: load the demo data. */
  seedDemo?: boolean;
}

const PRODUCTION = 'when NODE_ENV=production';

/**
 * Every missing or unsafe setting of a production start, one line per variable. Pure over the
 * raw environment (not the parsed one), so it still speaks when another variable fails to parse:
 * the operator sees every problem in one go. Empty outside production: development keeps its
 * demo admin, demo data, embedded database, outbox mail and sandbox payments.
 */
export function productionProblems(env: NodeJS.ProcessEnv, intent: StartIntent = {}): string[] {
  const get = (name: string): string | undefined => env[name]?.trim() || undefined;
  if (get('NODE_ENV') !== 'production') return [];
  const problems: string[] = [];
  const need = (name: string, why: string) => {
    if (!get(name)) problems.push(`${name}: is required ${PRODUCTION} (${why})`);
  };

  if (intent.seedDemo) {
    problems.push(`demo data: is never loaded ${PRODUCTION} (--seed-if-empty, npm run seed)`);
  }
  need('DATABASE_URL', 'the embedded PostgreSQL is for development only');
  need('SESSION_SECRET', 'at least 32 random characters');
  need('ADMIN_EMAIL', 'the first admin account; the demo admin is never created');
  need('ADMIN_PASSWORD', 'the first admin account; the demo admin is never created');
  if (get('ADMIN_EMAIL')?.toLowerCase() === DEMO_ADMIN_EMAIL) {
    problems.push(`ADMIN_EMAIL: must not be the published demo address ${PRODUCTION}`);
  }
  if (get('ADMIN_PASSWORD') === DEMO_ADMIN_PASSWORD) {
    problems.push(`ADMIN_PASSWORD: must not be the published demo password ${PRODUCTION}`);
  }
  need('SMTP_URL', 'mail must really be sent, not kept in the outbox table');

  const appUrl = get('APP_URL');
  if (!appUrl) need('APP_URL', 'the public https:// address used in links');
  else if (!appUrl.startsWith('https://')) {
    problems.push(`APP_URL: must be an https:// address ${PRODUCTION}`);
  }

  if (get('PAYMENTS_SANDBOX') !== 'allow') {
    const orSandbox = 'a live payment gateway, or PAYMENTS_SANDBOX=allow to take test payments';
    need('STRIPE_SECRET_KEY', orSandbox);
    need('STRIPE_WEBHOOK_SECRET', orSandbox);
    if (get('STRIPE_SECRET_KEY')?.startsWith('sk_test_')) {
      problems.push(
        `STRIPE_SECRET_KEY: is a test-mode key; use a live key (sk_live_…) or set PAYMENTS_SANDBOX=allow`,
      );
    }
    const paypalBase = get('PAYPAL_API_BASE');
    if (
      get('PAYPAL_CLIENT_ID') &&
      paypalBase &&
      !paypalBase.startsWith('https://api-m.paypal.com')
    ) {
      problems.push(
        `PAYPAL_API_BASE: is not PayPal's live API; unset it or set PAYMENTS_SANDBOX=allow`,
      );
    }
  }

  if (get('EDITOR_ENABLED') === 'true') {
    problems.push(`EDITOR_ENABLED: source write-back never runs ${PRODUCTION}; unset it`);
  }
  need('ABR_GUID', 'ABN Lookup: approval rests on the business register, not a local list');
  licenceRegistryProblems(get, need, problems);
  need('ID_DOCUMENT_KEY', '32 random bytes in base64 that encrypt identity documents at rest');
  if (get('METRICS_ENABLED') !== 'false') {
    need('METRICS_TOKEN', '/metrics answers only with it; or METRICS_ENABLED=false');
  }
  return problems;
}

/** The states whose licence register production checks against, unless narrowed. */
const LICENCE_REGISTERS: Record<string, [string, string][]> = {
  NSW: [
    ['NSW_TRADES_API_KEY', "NSW Fair Trading's Trades API"],
    ['NSW_TRADES_API_SECRET', "NSW Fair Trading's Trades API"],
  ],
  QLD: [['QBCC_RESOURCE_ID', "the QBCC licensee register on Queensland's open-data portal"]],
  VIC: [['VBA_RESOURCE_ID', "the VBA practitioner register on Victoria's open-data portal"]],
};

/**
 * Licence registers: each state in LICENCE_REGISTRIES_REQUIRED (default all three that have
 * one) must be configured, or tradies there would be listed in licensed trades on an admin's
 * word alone. An operator narrows the list on purpose, never by leaving a key out.
 */
function licenceRegistryProblems(
  get: (name: string) => string | undefined,
  need: (name: string, why: string) => void,
  problems: string[],
): void {
  const raw = get('LICENCE_REGISTRIES_REQUIRED') ?? Object.keys(LICENCE_REGISTERS).join(',');
  const states = raw
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s !== '' && s !== 'NONE');
  const unknown = states.filter((s) => !(s in LICENCE_REGISTERS));
  if (unknown.length > 0) {
    problems.push(
      `LICENCE_REGISTRIES_REQUIRED: ${unknown.join(', ')} has no licence register here (NSW, QLD, VIC, or none)`,
    );
  }
  for (const state of states) {
    for (const [name, what] of LICENCE_REGISTERS[state] ?? []) {
      need(name, `${state} licences: listing in licensed trades rests on ${what}`);
    }
  }
}
