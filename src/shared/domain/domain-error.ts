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

/** An expected refusal: a typed code (`MODULE.REASON`), a kind, and a message fit for users. */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: RefusalKind,
    message: string,
    /** The input field the refusal is about, when there is one. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
