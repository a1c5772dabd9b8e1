import type { Actor } from '#shared/domain/actor.js';
import type { DomainError } from '#shared/domain/domain-error.js';
import { IdentityErrors } from './identity-errors.js';

/**
 * Whether a signed-in actor may act at all: a banned user never; a tradie only once approved,
 * unless the route lets unverified tradies in (their wallet, profile, documents). The HTTP
 * guard and the realtime gateway both ask this; realtime never lets unverified tradies in.
 * Null when allowed.
 */
export function accessRefusal(
  actor: Pick<Actor, 'type' | 'status'>,
  options: { allowUnverified: boolean },
): DomainError | null {
  if (actor.status === 'banned') return IdentityErrors.banned();
  if (actor.type === 'tradie' && actor.status !== 'active' && !options.allowUnverified) {
    return IdentityErrors.notApproved();
  }
  return null;
}

/** The realtime rule: the HTTP rule for a route that admits no unverified tradie. */
export function realtimeRefusal(actor: Pick<Actor, 'type' | 'status'>): DomainError | null {
  return accessRefusal(actor, { allowUnverified: false });
}
