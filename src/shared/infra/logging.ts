import type { LoggerService } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { type DestinationStream, pino, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { currentRequestId } from './http/request-id.js';

/** Every line written while a request runs (Nest's, a service's) names the request's id. */
export function createRootLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { app: 'tradiehub' },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** One compact JSON line per API request; cookies and tokens never reach the log. */
export function requestLogger(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => !(req.url ?? '').startsWith('/api') },
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Nest's own log lines through the same structured logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
