import { errorCodeValues, type components } from './schema.gen';

/**
 * The codes the API puts in an error body's `code` (`MODULE.REASON`), as its OpenAPI document
 * declares them (the `ErrorCode` enum, generated into schema.gen.ts). Switch on these, never
 * on message text.
 */
export type ApiErrorCode = components['schemas']['ErrorCode'];

// The generated list of every code the API declares (`--enum-values`), so a new module's codes
// are known as soon as the client is regenerated.
const KNOWN: ReadonlySet<string> = new Set(errorCodeValues);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
