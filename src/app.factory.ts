import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { ErrorFilter } from './shared/infra/http/error-filter.js';
import { spaContentSecurityPolicy } from './shared/infra/http/spa-security.js';
import { createRootLogger, PinoNestLogger, requestLogger } from './shared/infra/logging.js';
import { projectRoot } from './shared/infra/project-root.js';
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
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ErrorFilter());

  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    serveSpa(app, options.webDist, options.editorOrigin);
  }
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  return SwaggerModule.createDocument(app, openApiConfig());
}

export function openApiConfig() {
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

function serveSpa(app: NestExpressApplication, webDist: string, editorOrigin?: string): void {
  const indexHtml = join(webDist, 'index.html');
  const policy = spaContentSecurityPolicy(readFileSync(indexHtml, 'utf8'), editorOrigin);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (!req.path.startsWith('/api')) res.setHeader('Content-Security-Policy', policy);
    next();
  });
  app.useStaticAssets(webDist, { index: false, maxAge: '1h' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
