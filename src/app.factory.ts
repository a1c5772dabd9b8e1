import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { ERROR_BODY_SCHEMA, ErrorBodyDto } from './error-codes.js';
import { servePublicAssets } from './modules/platform/http/public-assets.js';
import type { AppConfig } from './config/app-config.js';
import { ErrorFilter } from './shared/infra/http/error-filter.js';
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
  app.use(requestLogger(logger));
  app.use(requestScope);
  // Brotli when the client takes it, else gzip; for API answers and the web app alike.
  app.use(compression());
  app.set('trust proxy', 'loopback');
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
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    serveSpa(app, {
      webDist: options.webDist,
      ssrEntry: options.ssrEntry ?? join(options.webDist, '..', 'dist-server', 'entry-server.js'),
      editorOrigin: options.editorOrigin,
    });
  }
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, openApiConfig(), {
    extraModels: [ErrorBodyDto],
  });
  describeErrorBodies(document);
  return document;
}

/** Every 4xx/5xx answer has the error shape, whose `code` is the typed ErrorCode enum. */
function describeErrorBodies(document: OpenAPIObject): void {
  const content = {
    'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY_SCHEMA}` } },
  };
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      const responses = (operation as { responses?: Record<string, { content?: unknown }> })
        ?.responses;
      if (!responses) continue;
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) >= 400 && !response.content) response.content = content;
      }
    }
  }
}

function openApiConfig() {
  return new DocumentBuilder()
    .setTitle('Tradiehub API')
    .setDescription(
      'JSON over HTTP. Mutations need the X-CSRF-Token header equal to the csrf_token cookie ' +
        '(GET /api/auth/csrf). Errors: {statusCode, error, message, code?, field?}.',
    )
    .setVersion('1')
    .addCookieAuth('tradiehub_session')
    .build();
}
