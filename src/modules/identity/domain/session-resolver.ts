import type { Actor } from '#shared/domain/actor.js';
import { userStatus, userType } from './account.js';
import type { AccountService } from './account.service.js';
import { IdentityErrors } from './identity-errors.js';
import type { SessionTokens } from './ports.js';

/**
 * Turns a session token into the actor it signs for. Shared by the HTTP guard and the realtime
 * gateway, so both refuse the same things: a bad or expired token, a session ended by a
 * password change, an unknown account (AUTH.NOT_SIGNED_IN).
 */
export class SessionResolver {
  constructor(
    private readonly tokens: SessionTokens,
    private readonly accounts: AccountService,
  ) {}

  /** Undefined when there is no token at all; throws when there is one that is not valid. */
  async actorFor(token: unknown): Promise<Actor | undefined> {
    if (typeof token !== 'string' || token === '') return undefined;
    const claims = await this.tokens.verify(token);
    if (!claims) throw IdentityErrors.notSignedIn();
    const account = await this.accounts.authenticate(claims.userId, claims.version);
    return {
      id: account.id,
      email: account.email,
      type: userType(account),
      status: userStatus(account),
    };
  }
}
