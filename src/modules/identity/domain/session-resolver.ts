import type { Actor } from '#shared/domain/actor.js';
import { userStatus, userType } from './account.js';
import type { AccountService } from './account.service.js';
import type { SessionService } from './session.service.js';

/** A signed-in request: who, and through which session. */
export interface ResolvedSession {
  actor: Actor;
  sessionId: string;
}

/**
 * Turns a session token into the actor it signs for. Shared by the HTTP guard and the realtime
 * gateway, so both refuse the same things: a bad or expired token, an ended session, a
 * session signed before a password change, an unknown account (AUTH.UNAUTHENTICATED), a
 * banned one (AUTH.BANNED).
 */
export class SessionResolver {
  constructor(
    private readonly sessions: SessionService,
    private readonly accounts: AccountService,
  ) {}

  /** Undefined when there is no token at all; throws when there is one that is not valid. */
  async actorFor(token: unknown): Promise<Actor | undefined> {
    return (await this.resolve(token))?.actor;
  }

  async resolve(token: unknown): Promise<ResolvedSession | undefined> {
    if (typeof token !== 'string' || token === '') return undefined;
    const claims = await this.sessions.claimsOf(token);
    // The account first: a banned user's (ended) session still learns why (AUTH.BANNED).
    const account = await this.accounts.authenticate(claims.userId, claims.version);
    await this.sessions.ensureLive(claims);
    return {
      sessionId: claims.sessionId,
      actor: {
        id: account.id,
        email: account.email,
        type: userType(account),
        status: userStatus(account),
        emailVerified: account.emailVerifiedAt !== null,
      },
    };
  }
}
