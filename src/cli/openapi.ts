import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { buildOpenApiDocument } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';

/**
 * Writes the OpenAPI document without a database: preview mode builds the module graph but
 * instantiates no providers. Usage: node dist/src/cli/openapi.js <out.json>
 */
async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: openapi.js <out.json>');
  const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://unused@127.0.0.1/unused' });
  const app = await NestFactory.create(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  const document = buildOpenApiDocument(app);
  writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
