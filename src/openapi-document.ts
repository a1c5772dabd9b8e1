import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config/app-config.js';
import { ERROR_BODY_SCHEMA, ErrorBodyDto } from './error-codes.js';
import {
  describeAccess,
  routeAccessByOperation,
  SESSION_SCHEME,
} from './shared/infra/http/openapi-access.js';

/**
 * The API document. `serverUrl` defaults to `/`: the document is served by the API it
 * describes, so a relative server is right wherever it is deployed.
 */
export function buildOpenApiDocument(app: INestApplication, serverUrl = '/'): OpenAPIObject {
  const document = SwaggerModule.createDocument(app, openApiConfig(serverUrl), {
    extraModels: [ErrorBodyDto],
  });
  describeAccess(document, routeAccessByOperation(app));
  describeErrorBodies(document);
  return document;
}

/**
 * The document without a database: preview mode builds the module graph but instantiates no
 * providers. For the CLI that writes it and the test that checks it.
 */
export async function createOpenApiDocument(
  config: AppConfig,
  serverUrl?: string,
): Promise<OpenAPIObject> {
  const app = await NestFactory.create(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  try {
    app.setGlobalPrefix('api');
    return buildOpenApiDocument(app, serverUrl);
  } finally {
    await app.close();
  }
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

function openApiConfig(serverUrl: string): Omit<OpenAPIObject, 'paths'> {
  const config = new DocumentBuilder()
    .setTitle('Tradiehub API')
    .setDescription(
      'JSON over HTTP. Mutations need the X-CSRF-Token header equal to the csrf_token cookie ' +
        '(GET /api/auth/csrf). Errors: {statusCode, error, message, code?, field?}.',
    )
    .setVersion('1')
    .addServer(serverUrl, 'The API (its paths start with /api)')
    .addCookieAuth('tradiehub_session', undefined, SESSION_SCHEME)
    .build();
  // Closed source: the terms of use are its licence.
  return { ...config, info: { ...config.info, license: { name: 'Proprietary', url: '/terms' } } };
}
