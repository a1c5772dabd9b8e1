import type { Clock } from '#shared/domain/clock.js';
import type { Realtime } from '#shared/domain/realtime.js';
import { IdentityErrors } from './identity-errors.js';
import type { SessionClaims, SessionStore, SessionTokens } from './ports.js';
import {
  isSessionLive,
  needsTouch,
  normaliseOrigin,
  type Session,
  type SessionOrigin,
  SESSION_TTL_SECONDS,
} from './session.js';

/**
 * Login sessions as server-side records behind the signed cookie: started at login, checked
 * on every request, ended by logout, "log out everywhere", a password change or reset and a
 * ban. Ending one also closes its open realtime connections on every instance.
 */
export class SessionService {
  constructor(
    private readonly store: SessionStore,
    private readonly tokens: SessionTokens,
    private readonly realtime: Realtime,
    private readonly clock: Clock,
  ) {}

  /** A new session for the account; answers the token for the cookie. */
  async start(
    account: { id: string; sessionVersion: number },
    origin: Partial<SessionOrigin>,
  ): Promise<string> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    const session = await this.store.create(account.id, normaliseOrigin(origin), now, expiresAt);
    return this.tokens.sign({
      userId: account.id,
      sessionId: session.id,
      version: account.sessionVersion,
    });
  }

  /** The claims of a validly signed, unexpired token; AUTH.UNAUTHENTICATED otherwise. */
  async claimsOf(token: string): Promise<SessionClaims> {
    const claims = await this.tokens.verify(token);
    if (!claims) throw IdentityErrors.notSignedIn();
    return claims;
  }

  /** Refuses (AUTH.UNAUTHENTICATED) a session that has ended or expired; notes activity. */
  async ensureLive(claims: SessionClaims): Promise<void> {
    const session = await this.store.find(claims.sessionId);
    const now = this.clock.now();
    if (!session || session.userId !== claims.userId || !isSessionLive(session, now)) {
      throw IdentityErrors.notSignedIn();
    }
    if (needsTouch(session, now)) await this.store.touch(session.id, now);
  }

  /** Logout: ends the session of this token, if it still is one (else nothing to do). */
  async endByToken(token: unknown): Promise<void> {
    if (typeof token !== 'string' || token === '') return;
    const claims = await this.tokens.verify(token);
    if (!claims) return;
    const { userId, sessionId } = claims;
    if (await this.store.revoke(userId, sessionId, this.clock.now())) {
      this.realtime.endSessions({ userId, only: sessionId });
    }
  }

  /** Ends one of the user's sessions; SESSIONS.NOT_FOUND when it is not a live one of theirs. */
  async end(userId: string, sessionId: string): Promise<void> {
    const ended = await this.store.revoke(userId, sessionId, this.clock.now());
    if (!ended) throw IdentityErrors.sessionNotFound();
    this.realtime.endSessions({ userId, only: sessionId });
  }

  /** Ends every session of the user, or every one but `exceptSessionId`. */
  async endAll(userId: string, exceptSessionId?: string): Promise<void> {
    await this.store.revokeAll(userId, this.clock.now(), exceptSessionId);
    // Also sockets whose record was already gone (a ban after an expiry, say).
    this.realtime.endSessions({ userId, except: exceptSessionId });
  }

  list(userId: string): Promise<Session[]> {
    return this.store.listLive(userId, this.clock.now());
  }
}
