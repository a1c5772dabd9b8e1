import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { ConfigService } from '@nestjs/config';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import serveStatic from 'serve-static';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { servePublicAssets } from './modules/platform/http/public-assets.js';
import type { AppConfig } from './config/app-config.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { ErrorFilter } from './shared/infra/http/error-filter.js';
import { inputGuard } from './shared/infra/http/input-guard.js';
import { requestIds } from './shared/infra/http/request-id.js';
import { installMetrics } from './shared/infra/metrics/metrics-http.js';
import { spaContentSecurityPolicy } from './shared/infra/http/spa-security.js';
import { createRootLogger, PinoNestLogger, requestLogger } from './shared/infra/logging.js';
import { projectRoot } from './shared/infra/project-root.js';
import { requestScope } from './shared/infra/request-scope.js';
import { PageHeads } from './shared/domain/page-head.js';
import { withPageHead } from './shared/infra/http/page-head-html.js';
import { createValidationPipe } from './shared/infra/http/validation.js';

export interface CreateAppOptions {
  /** Folder of the built SPA served with history fallback; skipped when missing. */
  webDist?: string;
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

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    serveSpa(app, options.webDist, options.editorOrigin);
  }
}

function serveSpa(app: NestExpressApplication, webDist: string, editorOrigin?: string): void {
  const indexHtml = join(webDist, 'index.html');
  // Read once: the CSP hashes its inline script, so a changed file needs a restart anyway.
  const indexText = readFileSync(indexHtml, 'utf8');
  const heads = app.get(PageHeads, { strict: false });
  const policy = spaContentSecurityPolicy(indexText, editorOrigin);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api')) res.setHeader('Content-Security-Policy', policy);
    next();
  });
  const assets = serveStatic(webDist, {
    index: false,
    setHeaders: (res: Response, path: string) => {
      res.setHeader('Cache-Control', staticCacheControl(relative(webDist, path)));
    },
  });
  // API calls never look for a file: a stat per request showed up in the API benchmark.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path.startsWith('/api')) next();
    else assets(req, res, next);
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) {
      next();
      return;
    }
    // A missing hashed asset is a 404, never the app's HTML under a script's name.
    if (req.path.startsWith('/assets/')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Pages a module renders a head for (a public profile) get it in the HTML, for crawlers
    // and link previews; an unknown one answers 404 with the app, which shows "not found".
    heads
      .resolve(req.path)
      .then((head) => {
        if (head === null) res.sendFile(indexHtml);
        else if (head === 'not_found') res.status(404).type('html').send(indexText);
        else res.type('html').send(withPageHead(indexText, head));
      })
      .catch(next);
  });
}

const SERVICE_WORKER_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

/**
 * Vite names everything under assets/ by its content hash, so a name never changes meaning:
 * cache it for a year. index.html (and other unhashed files) revalidate, so a deploy shows at once.
 */
function staticCacheControl(relativePath: string): string {
  if (relativePath.split(sep)[0] === 'assets') return 'public, max-age=31536000, immutable';
  // The service worker and its manifest: a deploy must reach installed apps at once.
  if (SERVICE_WORKER_FILES.has(relativePath)) return 'no-cache';
  if (relativePath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}
