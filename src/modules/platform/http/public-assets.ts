import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { projectRoot } from '#shared/infra/project-root.js';

const PUBLIC_ASSETS_DIR = join(projectRoot(), 'src', 'assets', 'public');

/** Serves the public assets with express.static (its MIME types, ranges and ETags). */
export function servePublicAssets(app: NestExpressApplication): void {
  app.useStaticAssets(PUBLIC_ASSETS_DIR, {
    prefix: '/api/public-assets/',
    index: false,
    redirect: false,
    // Logos and images are renamed, never edited, when they change: a year, like hashed assets.
    maxAge: '1y',
    immutable: true,
  });
}
