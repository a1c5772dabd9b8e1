import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAFE_PRODUCTION } from '#test/support/production-env.js';
import { productionProblems, type StartIntent } from './production.config.js';

const without = (name: string) => {
  const env: Record<string, string> = { ...SAFE_PRODUCTION };
  delete env[name];
  return env;
};

describe('productionProblems', () => {
  it('finds nothing wrong with a complete production environment', () => {
    expect(productionProblems(SAFE_PRODUCTION)).toEqual([]);
  });

  it('asks nothing of development or test: the demo stays as easy as before', () => {
    expect(productionProblems({})).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'development' }, { seedDemo: true })).toEqual([]);
    expect(productionProblems({ NODE_ENV: 'test' })).toEqual([]);
  });

  it('names every missing setting at once when nothing is set', () => {
    const problems = productionProblems({ NODE_ENV: 'production' }, { seedDemo: true });
    const names = problems.map((p) => p.slice(0, p.indexOf(':')));
    expect(names).toEqual([
      'demo data',
      'DATABASE_URL',
      'SESSION_SECRET',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'SMTP_URL',
      'APP_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'ABR_GUID',
      'NSW_TRADES_API_KEY',
      'NSW_TRADES_API_SECRET',
      'QBCC_RESOURCE_ID',
      'VBA_RESOURCE_ID',
      'ID_DOCUMENT_KEY',
      'METRICS_TOKEN',
    ]);
  });

  it.each<[string, Record<string, string>, StartIntent?]>([
    ['demo data', SAFE_PRODUCTION, { seedDemo: true }],
    ['DATABASE_URL', without('DATABASE_URL')],
    ['DATABASE_URL', { ...SAFE_PRODUCTION, DATABASE_URL: '  ' }],
    ['SESSION_SECRET', without('SESSION_SECRET')],
    ['ADMIN_EMAIL', without('ADMIN_EMAIL')],
    ['ADMIN_PASSWORD', without('ADMIN_PASSWORD')],
    ['ADMIN_EMAIL', { ...SAFE_PRODUCTION, ADMIN_EMAIL: 'Admin@Tradiehub.local' }],
    ['ADMIN_PASSWORD', { ...SAFE_PRODUCTION, ADMIN_PASSWORD: 'Admin-demo-2026' }],
    ['SMTP_URL', without('SMTP_URL')],
    ['APP_URL', without('APP_URL')],
    ['APP_URL', { ...SAFE_PRODUCTION, APP_URL: 'http://tradiehub.com.au' }],
    ['STRIPE_SECRET_KEY', without('STRIPE_SECRET_KEY')],
    ['STRIPE_WEBHOOK_SECRET', without('STRIPE_WEBHOOK_SECRET')],
    ['STRIPE_SECRET_KEY', { ...SAFE_PRODUCTION, STRIPE_SECRET_KEY: 'sk_test_abc' }],
    [
      'PAYPAL_API_BASE',
      {
        ...SAFE_PRODUCTION,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_API_BASE: 'https://api-m.sandbox.paypal.com',
      },
    ],
    ['EDITOR_ENABLED', { ...SAFE_PRODUCTION, EDITOR_ENABLED: 'true' }],
    ['ABR_GUID', without('ABR_GUID')],
    ['QBCC_RESOURCE_ID', without('QBCC_RESOURCE_ID')],
    ['LICENCE_REGISTRIES_REQUIRED', { ...SAFE_PRODUCTION, LICENCE_REGISTRIES_REQUIRED: 'NSW,SA' }],
    ['ID_DOCUMENT_KEY', without('ID_DOCUMENT_KEY')],
    ['METRICS_TOKEN', without('METRICS_TOKEN')],
  ])('names %s when it is missing or unsafe', (name, env, intent = {}) => {
    const problems = productionProblems(env, intent);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('takes sandbox payments only when PAYMENTS_SANDBOX=allow says so', () => {
    const sandbox: Record<string, string> = { ...SAFE_PRODUCTION, PAYMENTS_SANDBOX: 'allow' };
    delete sandbox.STRIPE_SECRET_KEY;
    delete sandbox.STRIPE_WEBHOOK_SECRET;
    expect(productionProblems(sandbox)).toEqual([]);
    expect(productionProblems({ ...sandbox, STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual([]);
  });

  it('needs no metrics token when metrics are off', () => {
    expect(productionProblems({ ...without('METRICS_TOKEN'), METRICS_ENABLED: 'false' })).toEqual(
      [],
    );
  });

  it('requires only the licence registers LICENCE_REGISTRIES_REQUIRED names', () => {
    const nswOnly: Record<string, string> = {
      ...without('VBA_RESOURCE_ID'),
      LICENCE_REGISTRIES_REQUIRED: 'nsw',
    };
    delete nswOnly.QBCC_RESOURCE_ID;
    expect(productionProblems(nswOnly)).toEqual([]);
    expect(productionProblems({ ...nswOnly, NSW_TRADES_API_SECRET: '' })).toEqual([
      expect.stringMatching(/^NSW_TRADES_API_SECRET: /),
    ]);
    expect(productionProblems({ ...nswOnly, LICENCE_REGISTRIES_REQUIRED: 'none' })).toEqual([]);
  });
});

describe("the README's production section", () => {
  const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n## Production\n'), readme.indexOf('\n## Editor'));
  const everyProblem = productionProblems({ NODE_ENV: 'production' }, { seedDemo: true });
  const names = everyProblem
    .map((p) => p.slice(0, p.indexOf(':')))
    .filter((n) => n !== 'demo data');

  it('names every setting the verdict can ask for in its table', () => {
    const table = section.split('\n').filter((line) => line.startsWith('| '));
    expect(names.filter((name) => !table.some((row) => row.includes(`\`${name}\``)))).toEqual([]);
  });

  it('gives a recipe that passes the verdict', () => {
    const recipe = /```bash\n(npm ci[\s\S]*?)```/.exec(section)?.[1] ?? '';
    const env = Object.fromEntries(
      [...recipe.matchAll(/\b([A-Z][A-Z0-9_]+)=(\S+)/g)].map(([, name, value]) => [name, value]),
    );
    expect(env.NODE_ENV).toBe('production');
    expect(productionProblems(env)).toEqual([]);
  });
});
