import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { loadConfig } from '../config/app-config.js';
import { createOpenApiDocument } from '../openapi-document.js';

/**
 * Writes the OpenAPI document without a database. Usage: node dist/src/cli/openapi.js <out.json>
 * Its server is APP_URL when that is set, else the relative `/`.
 */
async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: openapi.js <out.json>');
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1/unused' });
  const document = await createOpenApiDocument(config, process.env.APP_URL ? config.appUrl : '/');
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
