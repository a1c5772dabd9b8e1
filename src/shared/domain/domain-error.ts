/**
 * Why a domain refused something. The HTTP layer maps each kind to one status code in one
 * place (the error filter); domain code never knows about HTTP.
 */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payment_required'
  | 'rate_limited'
  | 'unavailable';

/**
 * An expected refusal: a typed code (`MODULE.REASON`), a kind, and a message fit for users.
 * Each module builds its refusals in `domain/<module>-errors.ts` (see docs/decisions.md).
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly kind: RefusalKind,
    message: string,
    /** The input field the refusal is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The union of codes an errors factory (`{ name: (…) => DomainError<Code> }`) can produce. */
export type ErrorCodeOf<Factory> = {
  [K in keyof Factory]: Factory[K] extends (...args: never[]) => DomainError<infer Code>
    ? Code
    : never;
}[keyof Factory];

/**
 * The runtime list of a module's codes (for the OpenAPI enum). Taking a record makes the
 * compiler check that the list names every code of the union and nothing else.
 */
export function errorCodeList<Code extends string>(codes: Record<Code, true>): readonly Code[] {
  return Object.freeze(Object.keys(codes) as Code[]);
}
