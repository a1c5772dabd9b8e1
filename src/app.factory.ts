import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { servePublicAssets } from './modules/platform/http/public-assets.js';
import type { AppConfig } from './config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { ErrorFilter } from './shared/infra/http/error-filter.js';
import { inputGuard } from './shared/infra/http/input-guard.js';
import { requestIds } from './shared/infra/http/request-id.js';
import { installMetrics } from './shared/infra/metrics/metrics-http.js';
import { serveSpa } from './shared/infra/http/spa.js';
import { createRootLogger, PinoNestLogger, requestLogger } from './shared/infra/logging.js';
import { projectRoot } from './shared/infra/project-root.js';
import { requestScope } from './shared/infra/request-scope.js';
import { createValidationPipe } from './shared/infra/http/validation.js';

export interface CreateAppOptions {
  /** Folder of the built SPA served with history fallback; skipped when missing. */
  webDist?: string;
  /** The built server entry of the web app (default: dist-server beside webDist). */
  ssrEntry?: string;
  /** The outer visual editor's origin, allowed to frame the app. */
  editorOrigin?: string;
}

export const DEFAULT_WEB_DIST = join(projectRoot(), 'web', 'dist');

/** Builds the configured Nest application (not listening yet). Used by main, the tests and scripts. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const logger = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoNestLogger(logger),
    // Payment webhooks are verified over their exact bytes (req.rawBody).
    rawBody: true,
  });
  configureApp(app, logger, options);
  return app;
}

/** Middleware, pipes, filters, docs and the SPA: everything main and the tests share. */
export function configureApp(
  app: NestExpressApplication,
  logger: Logger,
  options: CreateAppOptions = {},
): void {
  app.use(requestIds);
  installMetrics(app, app.get(ConfigService<AppConfig, true>).get('metrics', { infer: true }));
  app.use(requestLogger(logger));
  app.use(requestScope);
  // Brotli when the client takes it, else gzip; for API answers and the web app alike.
  app.use(compression());
  // TRUST_PROXY: unset trusts no proxy, so X-Forwarded-For cannot pick the client address
  // that rate limits count by.
  const { trustProxy } = app.get(ConfigService<AppConfig, true>).get('rateLimit', { infer: true });
  app.set('trust proxy', trustProxy);
  app.disable('x-powered-by');
  // The SPA gets its own CSP (it hashes the inline theme script); Swagger UI keeps helmet's
  // defaults without one. X-Frame-Options would stop the outer editor from framing the app, so
  // framing is governed by the CSP's frame-ancestors instead.
  app.use(helmet({ contentSecurityPolicy: false, frameguard: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api') || !options.editorOrigin) {
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    }
    next();
  });
  app.use(cookieParser());
  servePublicAssets(app);
  // Parsed here rather than at init, so the input guard (NUL, lone surrogates, depth) sees
  // every body right after parsing, before any route, guard or validator.
  app.useBodyParser('json');
  app.useBodyParser('urlencoded', { extended: true });
  app.use(inputGuard);
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());

  // Built at the first request for it, not at every start (about 0.2 s of CPU).
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
  });

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    serveSpa(app, {
      webDist: options.webDist,
      ssrEntry: options.ssrEntry ?? join(options.webDist, '..', 'dist-server', 'entry-server.js'),
      editorOrigin: options.editorOrigin,
    });
  }
}
