import type { Actor } from '#shared/domain/actor.js';
import type { DomainError } from '#shared/domain/domain-error.js';
import { IdentityErrors } from './identity-errors.js';

/**
 * Whether a signed-in actor may act at all: a banned user never; a tradie only once approved,
 * unless the route lets unverified tradies in (their wallet, profile, documents). The HTTP
 * guard and the realtime gateway both ask this; realtime never lets unverified tradies in.
 * Routes that spend the marketplace's trust (posting a job, buying a lead) also need a
 * verified email. Null when allowed.
 */
export function accessRefusal(
  actor: Pick<Actor, 'type' | 'status'> & Partial<Pick<Actor, 'emailVerified'>>,
  options: { allowUnverified: boolean; requireVerifiedEmail?: boolean },
): DomainError | null {
  if (actor.status === 'banned') return IdentityErrors.banned();
  if (actor.type === 'tradie' && actor.status !== 'active' && !options.allowUnverified) {
    return IdentityErrors.notApproved();
  }
  if (options.requireVerifiedEmail && actor.emailVerified !== true) {
    return IdentityErrors.emailNotVerified();
  }
  return null;
}

/** The realtime rule: the HTTP rule for a route that admits no unverified tradie. */
export function realtimeRefusal(actor: Pick<Actor, 'type' | 'status'>): DomainError | null {
  return accessRefusal(actor, { allowUnverified: false });
}
