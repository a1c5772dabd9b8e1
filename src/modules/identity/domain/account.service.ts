import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { PostcodeDirectory } from '#shared/domain/geo.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import {
  type Account,
  type AuState,
  type TradieDetails,
  normaliseEmail,
  userType,
} from './account.js';
import { IdentityErrors } from './identity-errors.js';
import { knownPostcodeOrThrow } from './known-postcode.js';
import { passwordProblems } from './password-policy.js';
import type { SessionService } from './session.service.js';
import { checkTradieDetails } from './tradie-details.js';
import type { RegistryCheckRequests } from './verification/ports.js';
import type {
  AccountRepository,
  IdentityMail,
  PasswordHasher,
  ResetTokenStore,
  SecretTokenGenerator,
} from './ports.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Published in the registration's transaction; payload `{type: 'homeowner' | 'tradie'}`, plus
 * the tradie's `abn`.
 */
export const USER_REGISTERED = 'identity.user_registered';
/**
 * Published with an admin's decision; payload
 * `{tradieId, decision: 'approved' | 'rejected', reason, adminId}`.
 */
const TRADIE_VERIFIED = 'identity.tradie_verified';

/**
 * Admin decisions, published in the decision's transaction with payload
 * `{adminId: string | null, reason: string | null}`, for side effects (the audit row and what
 * else the decision needs are written by its use case in that transaction).
 */
const ADMIN_DECISION_EVENTS = {
  tradieVerified: TRADIE_VERIFIED,
  userBanned: 'identity.user_banned',
  userUnbanned: 'identity.user_unbanned',
} as const;

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  type: 'homeowner' | 'tradie';
  phone?: string | null;
  suburb?: string | null;
  state?: AuState | null;
  postcode?: string | null;
  tradie?: Partial<TradieDetails>;
}

/** Accounts, sessions' subject, password resets and tradie verification: the identity rules. */
export class AccountService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly resetTokens: ResetTokenStore,
    private readonly secretTokens: SecretTokenGenerator,
    private readonly mail: IdentityMail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly sessions: SessionService,
    private readonly postcodes: PostcodeDirectory,
    private readonly registryChecks: RegistryCheckRequests,
  ) {}

  async register(input: Registration): Promise<Account> {
    const email = normaliseEmail(input.email);
    const problems = passwordProblems(input.password, { email });
    if (problems.length > 0) throw IdentityErrors.weakPassword(problems);
    const tradie = input.type === 'tradie' ? this.tradieDetails(input.tradie ?? {}) : null;
    if (input.postcode) await knownPostcodeOrThrow(this.postcodes, input.postcode, 'postcode');
    if (tradie) {
      await knownPostcodeOrThrow(this.postcodes, tradie.servicePostcode, 'servicePostcode');
    }
    if (await this.accounts.findByEmail(email)) throw IdentityErrors.emailTaken();
    const passwordHash = await this.hasher.hash(input.password);
    // The account and the register checks it asks for commit together.
    return this.unitOfWork.run(async () => {
      // One active tradie account per ABN (a rejected, banned or erased one frees it).
      if (tradie && (await this.accounts.abnHeldByActiveTradie(tradie.abn))) {
        throw IdentityErrors.abnTaken();
      }
      const account = await this.accounts.create({
        email,
        passwordHash,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone?.trim() || null,
        suburb: input.suburb?.trim() || null,
        state: input.state ?? null,
        postcode: input.postcode ?? null,
        isAdmin: false,
        tradie,
      });
      if (tradie) await this.registryChecks.signedUp(account.id, tradie.abn);
      await this.events.publish({
        type: USER_REGISTERED,
        aggregateId: account.id,
        payload: tradie ? { type: input.type, abn: tradie.abn } : { type: input.type },
        occurredAt: this.clock.now(),
      });
      return account;
    });
  }

  async login(rawEmail: string, password: string): Promise<Account> {
    const account = await this.accounts.findByEmail(normaliseEmail(rawEmail));
    if (!account) {
      // Spend the same time as a real check so response times do not reveal accounts.
      this.dummyHash ??= this.hasher.hash(this.secretTokens.generate().token);
      await this.hasher.verify(await this.dummyHash, password);
      throw IdentityErrors.invalidCredentials();
    }
    if (!(await this.hasher.verify(account.passwordHash, password))) {
      throw IdentityErrors.invalidCredentials();
    }
    if (account.bannedAt) throw IdentityErrors.banned(account.banReason);
    return account;
  }

  /** The account behind a session, or a refusal when it is gone, outdated or banned. */
  async authenticate(userId: string, sessionVersion: number): Promise<Account> {
    const account = await this.accounts.findById(userId);
    if (!account || account.sessionVersion !== sessionVersion) throw IdentityErrors.notSignedIn();
    if (account.bannedAt) throw IdentityErrors.banned(account.banReason);
    return account;
  }

  /** Always succeeds from the caller's view, so it never tells whether an email is registered. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const account = await this.accounts.findByEmail(normaliseEmail(rawEmail));
    if (!account || account.bannedAt) return;
    const { token, hash } = this.secretTokens.generate();
    const expiresAt = new Date(this.clock.now().getTime() + RESET_TOKEN_TTL_MS);
    await this.resetTokens.save(account.id, hash, expiresAt);
    await this.mail.passwordReset(account, token);
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = this.secretTokens.hash(token);
    const holder = await this.resetTokens.peek(tokenHash, this.clock.now());
    const account = holder ? await this.accounts.findById(holder) : null;
    if (!account) throw IdentityErrors.invalidResetToken();
    // Checked before the token is spent, so a refused password leaves the link usable.
    const problems = passwordProblems(password, { email: account.email });
    if (problems.length > 0) throw IdentityErrors.weakPassword(problems);
    const passwordHash = await this.hasher.hash(password);
    await this.unitOfWork.run(async () => {
      // Spent atomically: of two concurrent resets with one token, one wins.
      const userId = await this.resetTokens.consume(tokenHash, this.clock.now());
      if (userId !== account.id) throw IdentityErrors.invalidResetToken();
      await this.accounts.setPassword(userId, passwordHash);
    });
    // Whoever asked for the link may not be the one holding the other sessions: all end.
    await this.sessions.endAll(account.id);
  }

  /**
   * Re-authentication for sensitive changes (email, account deletion): the signed-in
   * account's current password, else a refusal naming `field`.
   */
  async verifyPassword(userId: string, password: string, field = 'password'): Promise<Account> {
    const account = await this.getAccount(userId);
    if (!(await this.hasher.verify(account.passwordHash, password))) {
      throw IdentityErrors.wrongPassword(field);
    }
    return account;
  }

  /** Changes the password when the current one is right; every session but `keepSessionId` ends. */
  async changePassword(
    userId: string,
    current: string,
    next: string,
    keepSessionId?: string,
  ): Promise<Account> {
    const account = await this.verifyPassword(userId, current, 'currentPassword');
    const problems = passwordProblems(next, { email: account.email });
    if (problems.length > 0) throw IdentityErrors.weakPassword(problems, 'newPassword');
    await this.accounts.setPassword(userId, await this.hasher.hash(next));
    await this.sessions.endAll(userId, keepSessionId);
    return this.getAccount(userId);
  }

  async getAccount(id: string): Promise<Account> {
    const account = await this.accounts.findById(id);
    if (!account) throw IdentityErrors.userNotFound();
    return account;
  }

  /**
   * Inside the caller's transaction: holds the account so a ban cannot commit until it ends;
   * refuses a banned (or erased) account with AUTH.BANNED.
   */
  async holdUnbanned(userId: string): Promise<void> {
    if (!(await this.accounts.holdUnbanned(userId))) throw IdentityErrors.banned();
  }

  /** The accounts among `ids` that exist (one query, whatever their number). */
  getAccounts(ids: readonly string[]): Promise<Account[]> {
    return this.accounts.findByIds([...new Set(ids)]);
  }

  listTradies(status: 'pending' | 'approved' | 'rejected', limit = 200): Promise<Account[]> {
    return this.accounts.listTradies(status, limit);
  }

  async approveTradie(adminId: string, tradieId: string): Promise<Account> {
    return this.decide(adminId, tradieId, 'approved', null);
  }

  async rejectTradie(adminId: string, tradieId: string, reason: string): Promise<Account> {
    return this.decide(adminId, tradieId, 'rejected', reason.trim());
  }

  /**
   * The account's side of a ban, inside the caller's transaction (admin's `UserBans`, which
   * withdraws the owner's jobs and audits the ban in the same one): false when it was banned
   * already. Admins cannot be banned.
   */
  async markBanned(userId: string, reason: string | null, by: string | null): Promise<boolean> {
    const account = await this.getAccount(userId);
    if (account.isAdmin) throw IdentityErrors.cannotBanAdmin();
    if (account.bannedAt) return false;
    await this.unitOfWork.run(async () => {
      await this.accounts.setBanned(userId, this.clock.now(), reason);
      await this.publishDecision(ADMIN_DECISION_EVENTS.userBanned, userId, by, reason);
    });
    return true;
  }

  /** The account's side of lifting a ban, in the caller's transaction: false when not banned. */
  async markUnbanned(userId: string, by: string | null, reason: string | null): Promise<boolean> {
    const account = await this.getAccount(userId);
    if (!account.bannedAt) return false;
    await this.unitOfWork.run(async () => {
      await this.accounts.setBanned(userId, null, null);
      await this.publishDecision(ADMIN_DECISION_EVENTS.userUnbanned, userId, by, reason);
    });
    return true;
  }

  private publishDecision(
    type: 'identity.user_banned' | 'identity.user_unbanned',
    userId: string,
    adminId: string | null,
    reason: string | null,
  ): Promise<void> {
    return this.events.publish({
      type,
      aggregateId: userId,
      payload: { adminId, reason },
      occurredAt: this.clock.now(),
    });
  }

  /** Creates the first admin from configuration when no account has that email yet. */
  async ensureAdmin(rawEmail: string, password: string): Promise<'created' | 'exists'> {
    const email = normaliseEmail(rawEmail);
    const existing = await this.accounts.findByEmail(email);
    if (existing) return 'exists';
    try {
      await this.accounts.create({
        email,
        passwordHash: await this.hasher.hash(password),
        firstName: 'Tradiehub',
        lastName: 'Admin',
        phone: null,
        suburb: null,
        state: null,
        postcode: null,
        isAdmin: true,
        tradie: null,
        // Configured by the operator: no link to open.
        emailVerifiedAt: this.clock.now(),
      });
      return 'created';
    } catch (error) {
      // Another instance created it at the same moment.
      if (await this.accounts.findByEmail(email)) return 'exists';
      throw error;
    }
  }

  /** An approved, not banned tradie as the public sees it; anything else is not found. */
  async publicTradie(id: string): Promise<Account> {
    const account = await this.accounts.findById(id);
    if (
      !account?.tradie ||
      account.bannedAt ||
      userType(account) !== 'tradie' ||
      account.tradie.verificationStatus !== 'approved'
    ) {
      throw IdentityErrors.tradieNotFound();
    }
    return account;
  }

  private async decide(
    adminId: string,
    tradieId: string,
    decision: 'approved' | 'rejected',
    reason: string | null,
  ): Promise<Account> {
    const account = await this.accounts.findById(tradieId);
    if (!account?.tradie || account.isAdmin) throw IdentityErrors.tradieNotFound();
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const changed = await this.accounts.decideVerification(
        tradieId,
        decision,
        adminId,
        reason,
        now,
      );
      if (!changed) throw IdentityErrors.notPending();
      await this.events.publish({
        type: TRADIE_VERIFIED,
        aggregateId: tradieId,
        payload: { tradieId, decision, reason, adminId },
        occurredAt: now,
      });
    });
    return this.getAccount(tradieId);
  }

  private tradieDetails(input: Partial<TradieDetails>): TradieDetails {
    return checkTradieDetails(input);
  }
}
