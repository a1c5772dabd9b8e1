import {
  type ArgumentMetadata,
  BadRequestException,
  ParseUUIDPipe,
  ValidationPipe,
  type ValidationError,
} from '@nestjs/common';
import { ValidateIf } from 'class-validator';
import { findInputProblem, inputProblemError } from './input-guard.js';

/** "field: problem" lines; nested fields as a.b.0.c; the property name is not repeated. */
export function formatValidationErrors(errors: ValidationError[], prefix = ''): string[] {
  const lines: string[] = [];
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints && error.value === undefined && path) {
      lines.push(`${path}: is required`);
    } else if (error.constraints) {
      for (const message of Object.values(error.constraints)) {
        if (!path) {
          lines.push('body: must be a JSON object');
          continue;
        }
        const withoutName = message.startsWith(`${error.property} `)
          ? message.slice(error.property.length + 1)
          : message;
        lines.push(`${path}: ${withoutName}`);
      }
    }
    if (error.children?.length) lines.push(...formatValidationErrors(error.children, path));
  }
  return [...new Set(lines)];
}

/** Bodies must be JSON objects: an array or a bare value is refused before field checks. */
class BodyValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // The input guard has seen JSON bodies, queries and paths; multipart fields are parsed
    // inside their routes, after it, so every value a handler takes is walked here too.
    if (metadata.type === 'body' || metadata.type === 'query' || metadata.type === 'param') {
      const problem = findInputProblem(value, metadata.data ?? metadata.type);
      if (problem) throw inputProblemError(problem);
    }
    // No body at all (no content type) reads as an empty object: optional fields stay optional
    // and required ones are reported by name.
    if (metadata.type === 'body' && (value === undefined || value === null)) value = {};
    if (
      metadata.type === 'body' &&
      metadata.metatype !== Object &&
      (typeof value !== 'object' || value === null || Array.isArray(value))
    ) {
      throw new BadRequestException({ message: 'body: must be a JSON object' });
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) =>
      new BadRequestException({ message: formatValidationErrors(errors).join('; ') }),
  });
}

/** A route param that must be a UUID; the 400 names the param. */
export const uuidParam = (name = 'id') =>
  new ParseUUIDPipe({
    exceptionFactory: () => new BadRequestException({ message: `${name}: must be a UUID` }),
  });

/**
 * For a field a PATCH may leave out but never clear: skipped when absent, validated when
 * present — `null` included, which `@IsOptional()` would let through to a NOT NULL column.
 */
export const IsOmittable = () =>
  ValidateIf((_object: object, value: unknown) => value !== undefined);
