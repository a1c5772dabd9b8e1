import type { Account, TradieDetails, VerificationStatus } from './account.js';
import type { Session, SessionOrigin } from './session.js';

/** What registration hands to the repository; ids, dates and verification come from storage. */
export type NewAccount = Pick<
  Account,
  | 'email'
  | 'passwordHash'
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'isAdmin'
> & {
  tradie: TradieDetails | null;
  /** Set only for accounts whose address needs no link (the configured admin). */
  emailVerifiedAt?: Date | null;
};

export abstract class AccountRepository {
  abstract findById(id: string): Promise<Account | null>;
  abstract findByEmail(email: string): Promise<Account | null>;
  /** The accounts among `ids` that exist, in no particular order. */
  abstract findByIds(ids: readonly string[]): Promise<Account[]>;
  /** Creates the user and its role profile together; refuses a taken email with AUTH.EMAIL_TAKEN. */
  abstract create(account: NewAccount): Promise<Account>;
  /** Sets the password hash (the caller ends the sessions it should). */
  abstract setPassword(id: string, passwordHash: string): Promise<void>;
  abstract setBanned(id: string, bannedAt: Date | null, reason: string | null): Promise<void>;
  /**
   * Holds the account against a ban until the transaction ends (a ban waits for it, or it
   * waits for the ban); false when the account is banned, erased or missing.
   */
  abstract holdUnbanned(id: string): Promise<boolean>;
  /** Moves a pending tradie to approved/rejected; false when the tradie was not pending. */
  abstract decideVerification(
    id: string,
    decision: Exclude<VerificationStatus, 'pending'>,
    reviewer: string,
    reason: string | null,
    at: Date,
  ): Promise<boolean>;
  abstract listTradies(status: VerificationStatus, limit: number): Promise<Account[]>;
  /**
   * Whether another active tradie (not banned, erased or rejected) holds the ABN. Inside the
   * caller's transaction, and holding the ABN until it ends, so two sign-ups with one ABN
   * cannot both pass.
   */
  abstract abnHeldByActiveTradie(abn: string, exceptId?: string): Promise<boolean>;
  /** Marks the address verified when it is still `email` and unverified; false otherwise. */
  abstract markEmailVerified(id: string, email: string, at: Date): Promise<boolean>;
}

/** Email verification links: the secret is mailed, its hash stored with the address. */
export abstract class EmailVerificationTokenStore {
  /** Saves a new link and spends the user's earlier open ones (only the newest works). */
  abstract replace(
    userId: string,
    email: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void>;
  /**
   * Spends the token atomically and answers what it was: `ok` with its user and address,
   * or why it cannot be used.
   */
  abstract consume(
    tokenHash: string,
    now: Date,
  ): Promise<
    { kind: 'ok'; userId: string; email: string } | { kind: 'unknown' | 'used' | 'expired' }
  >;
}

export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
}

export abstract class ResetTokenStore {
  abstract save(userId: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** The user id of a token that is unused and not expired at `now`, without spending it. */
  abstract peek(tokenHash: string, now: Date): Promise<string | null>;
  /**
   * Marks the token used and returns its user id, atomically, only when it exists, is unused
   * and not expired at `now`; null otherwise. Other open tokens of that user are spent too.
   */
  abstract consume(tokenHash: string, now: Date): Promise<string | null>;
}

/**
 * What a session token carries: the user, the session record it stands for, and the account's
 * session version it was signed for (bumped when the account is erased).
 */
export interface SessionClaims {
  userId: string;
  sessionId: string;
  version: number;
}

/** Signs and checks the session token carried in the httpOnly cookie. */
export abstract class SessionTokens {
  abstract sign(claims: SessionClaims): Promise<string>;
  /** The claims of a valid, unexpired token; null for anything else. */
  abstract verify(token: string): Promise<SessionClaims | null>;
}

/** The server-side session records behind the cookies. */
export abstract class SessionStore {
  abstract create(
    userId: string,
    origin: SessionOrigin,
    now: Date,
    expiresAt: Date,
  ): Promise<Session>;
  abstract find(id: string): Promise<Session | null>;
  /** Records activity (the caller decides how often, see `needsTouch`). */
  abstract touch(id: string, at: Date): Promise<void>;
  /** Ends one session of the user; false when it is not theirs or already ended. */
  abstract revoke(userId: string, id: string, at: Date): Promise<boolean>;
  /** Ends every live session of the user but `exceptId`; answers the ids it ended. */
  abstract revokeAll(userId: string, at: Date, exceptId?: string): Promise<string[]>;
  /** The user's live sessions at `now`, most recently seen first. */
  abstract listLive(userId: string, now: Date): Promise<Session[]>;
}

/** Secret one-time tokens (password reset links): the secret is mailed, only its hash stored. */
export abstract class SecretTokenGenerator {
  abstract generate(): { token: string; hash: string };
  abstract hash(token: string): string;
}

/** The identity module's outgoing mail; the adapter owns the templates and the app's URL. */
export abstract class IdentityMail {
  abstract passwordReset(to: { email: string; firstName: string }, token: string): Promise<void>;
  abstract verifyEmail(to: { email: string; firstName: string }, token: string): Promise<void>;
}
