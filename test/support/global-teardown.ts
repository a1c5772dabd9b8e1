import type { EmbeddedDatabase } from '../../src/shared/infra/database/embedded-postgres.ts';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __embeddedPg?: EmbeddedDatabase }).__embeddedPg?.stop();
}
