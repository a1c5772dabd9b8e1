import {
  ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type RefusalKind } from '#shared/domain/domain-error.js';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { AvailabilityErrors } from './availability-errors.js';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  field?: string;
  /** The request's id (X-Request-Id), added as the answer is written: find its log line. */
  requestId?: string;
}

export function statusForKind(kind: RefusalKind): number {
  switch (kind) {
    case 'invalid':
      return HttpStatus.BAD_REQUEST;
    case 'unauthenticated':
      return HttpStatus.UNAUTHORIZED;
    case 'forbidden':
      return HttpStatus.FORBIDDEN;
    case 'not_found':
      return HttpStatus.NOT_FOUND;
    case 'conflict':
      return HttpStatus.CONFLICT;
    case 'payment_required':
      return HttpStatus.PAYMENT_REQUIRED;
    case 'rate_limited':
      return HttpStatus.TOO_MANY_REQUESTS;
    case 'unavailable':
      return HttpStatus.SERVICE_UNAVAILABLE;
  }
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Turns anything thrown into the contract's error shape; never leaks a stack trace. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (isDatabaseUnavailable(exception))
    return domainErrorBody(AvailabilityErrors.databaseUnavailable());
  if (exception instanceof DomainError) return domainErrorBody(exception as DomainError);
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const parserMessage = bodyParserMessage(exception.cause);
    if (parserMessage)
      return { statusCode, error: REASON[statusCode] ?? 'Error', message: parserMessage };
    const response = exception.getResponse();
    const fromResponse =
      typeof response === 'object' && response !== null
        ? (response as { message?: unknown; code?: unknown })
        : { message: response };
    const rawMessage = fromResponse.message ?? exception.message;
    const message = Array.isArray(rawMessage)
      ? rawMessage.join('; ')
      : typeof rawMessage === 'string'
        ? rawMessage
        : JSON.stringify(rawMessage);
    return {
      statusCode,
      error: REASON[statusCode] ?? 'Error',
      message,
      ...(typeof fromResponse.code === 'string' ? { code: fromResponse.code } : {}),
    };
  }
  return { statusCode: 500, error: REASON[500], message: 'Something went wrong on our side' };
}

function domainErrorBody(error: DomainError): ErrorBody {
  const statusCode = statusForKind(error.kind);
  return {
    statusCode,
    error: REASON[statusCode] ?? 'Error',
    message: error.message,
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
  };
}

/** body-parser's errors, which Nest wraps in an HttpException, in the contract's words. */
function bodyParserMessage(cause: unknown): string | undefined {
  const type = (cause as { type?: unknown } | undefined)?.type;
  if (type === 'entity.parse.failed') return 'body: is not valid JSON';
  if (type === 'entity.too.large') return 'body: is too large';
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return 'body: uses an unsupported encoding';
  }
  return undefined;
}

@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const body = toErrorBody(exception);
    const requestId =
      host.getType() === 'http' ? host.switchToHttp().getRequest<Request>().id : undefined;
    if (body.code === 'SERVICE.UNAVAILABLE') {
      this.logger.warn(
        `${typeof requestId === 'string' ? `[request ${requestId}] ` : ''}Database unavailable: ${
          exception instanceof Error ? exception.message : String(exception)
        }`,
      );
    } else if (body.statusCode >= 500) {
      this.logger.error(
        `${typeof requestId === 'string' ? `[request ${requestId}] ` : ''}${
          exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)
        }`,
      );
    }
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    if (body.code === 'SERVICE.UNAVAILABLE') response.setHeader('Retry-After', '5');
    response.status(body.statusCode).json(body);
  }
}
