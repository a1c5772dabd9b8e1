// Lints an OpenAPI document with Redocly's `recommended` rules (the engine of @redocly/cli).
// Usage: node scripts/lint-openapi.mjs <openapi.json>. Any problem fails, warnings included,
// except the few accepted below, each with its reason; an accepted one that no longer occurs
// fails too, so the list stays true.
import { createConfig, formatProblems, lint } from '@redocly/openapi-core';

const ACCEPTED = [
  {
    rule: 'no-ambiguous-paths',
    pointer: '#/paths/~1api~1payments~1{id}~1confirm',
    why: 'GET /payments/invoices/{id} and POST /payments/{id}/confirm: different methods, no overlap',
  },
  // Public reference data that no input, session or state can refuse.
  ...[
    '/api/auth/csrf',
    '/api/maintenance',
    '/api/credits/bundles',
    '/api/credits/signup-bonus',
    '/api/payments/options',
    '/api/jobs/open',
    '/api/health',
    '/api/health/live',
    '/api/health/ready',
    '/api/meta',
  ].map((path) => ({
    rule: 'operation-4xx-response',
    pointer: `#/paths/${path.replaceAll('/', '~1')}/get/responses`,
    why: 'answers no 4xx',
  })),
];

const file = process.argv[2];
if (!file) throw new Error('usage: lint-openapi.mjs <openapi.json>');
const config = await createConfig({ extends: ['recommended'] });
const problems = await lint({ ref: file, config });
const key = (rule, pointer) => `${rule} ${pointer}`;
const accepted = new Set(ACCEPTED.map((a) => key(a.rule, a.pointer)));
const found = new Set(problems.map((p) => key(p.ruleId, p.location[0]?.pointer)));
const unexpected = problems.filter((p) => !accepted.has(key(p.ruleId, p.location[0]?.pointer)));
const stale = ACCEPTED.filter((a) => !found.has(key(a.rule, a.pointer)));
if (unexpected.length > 0) {
  formatProblems(unexpected, {
    format: 'stylish',
    totals: { errors: 0, warnings: 0, ignored: 0 },
    version: 'recommended',
  });
}
for (const a of stale)
  console.error(`accepted but no longer reported, drop it: ${a.rule} ${a.pointer}`);
if (unexpected.length > 0 || stale.length > 0) process.exit(1);
console.log(`OpenAPI lint (Redocly recommended): clean, ${ACCEPTED.length} accepted exceptions`);
