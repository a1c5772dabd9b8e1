import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../shared/domain/clock.js';
import type { Mailer } from '../../../shared/domain/mailer.js';
import type { UnitOfWork } from '../../../shared/domain/unit-of-work.js';
import { isValidAbn, normaliseAbn } from './abn.js';
import {
  type Account,
  type AuState,
  type TradieDetails,
  normaliseEmail,
  userType,
} from './account.js';
import { IdentityErrors } from './identity-errors.js';
import { passwordProblems } from './password-policy.js';
import type { AccountRepository, PasswordHasher, ResetTokenStore } from './ports.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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

const TRADIE_FIELDS = [
  'businessName',
  'abn',
  'licenceNumber',
  'licenceState',
  'categories',
  'servicePostcode',
  'serviceRadiusKm',
] as const satisfies readonly (keyof TradieDetails)[];

export interface AccountServiceOptions {
  appUrl: string;
}

/** Accounts, sessions' subject, password resets and tradie verification: the identity rules. */
export class AccountService {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly accounts: AccountRepository,
    private readonly hasher: PasswordHasher,
    private readonly resetTokens: ResetTokenStore,
    private readonly mailer: Mailer,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly options: AccountServiceOptions,
  ) {}

  async register(input: Registration): Promise<Account> {
    const email = normaliseEmail(input.email);
    const problems = passwordProblems(input.password, { email });
    if (problems.length > 0) throw IdentityErrors.weakPassword(problems);
    const tradie = input.type === 'tradie' ? this.tradieDetails(input.tradie ?? {}) : null;
    if (await this.accounts.findByEmail(email)) throw IdentityErrors.emailTaken();
    return this.accounts.create({
      email,
      passwordHash: await this.hasher.hash(input.password),
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone?.trim() || null,
      suburb: input.suburb?.trim() || null,
      state: input.state ?? null,
      postcode: input.postcode ?? null,
      isAdmin: false,
      tradie,
    });
  }

  async login(rawEmail: string, password: string): Promise<Account> {
    const account = await this.accounts.findByEmail(normaliseEmail(rawEmail));
    if (!account) {
      // Spend the same time as a real check so response times do not reveal accounts.
      this.dummyHash ??= this.hasher.hash(randomBytes(18).toString('base64url'));
      await this.hasher.verify(await this.dummyHash, password);
      throw IdentityErrors.invalidCredentials();
    }
    if (!(await this.hasher.verify(account.passwordHash, password))) {
      throw IdentityErrors.invalidCredentials();
    }
    if (account.bannedAt) throw IdentityErrors.banned();
    return account;
  }

  /** The account behind a session, or a refusal when it is gone, outdated or banned. */
  async authenticate(userId: string, sessionVersion: number): Promise<Account> {
    const account = await this.accounts.findById(userId);
    if (!account || account.sessionVersion !== sessionVersion) throw IdentityErrors.notSignedIn();
    if (account.bannedAt) throw IdentityErrors.banned();
    return account;
  }

  /** Always succeeds from the caller's view, so it never tells whether an email is registered. */
  async requestPasswordReset(rawEmail: string): Promise<void> {
    const account = await this.accounts.findByEmail(normaliseEmail(rawEmail));
    if (!account || account.bannedAt) return;
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + RESET_TOKEN_TTL_MS);
    await this.resetTokens.save(account.id, hashToken(token), expiresAt);
    const link = `${this.options.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: account.email,
      subject: 'Reset your Tradiehub password',
      text:
        `Hi ${account.firstName},\n\n` +
        `Someone (hopefully you) asked to reset the password of your Tradiehub account.\n` +
        `Choose a new password here within the next hour:\n\n${link}\n\n` +
        `If it wasn't you, ignore this email: your password stays as it is.\n\nThe Tradiehub team`,
      html:
        `<p>Hi ${escapeHtml(account.firstName)},</p>` +
        `<p>Someone (hopefully you) asked to reset the password of your Tradiehub account.</p>` +
        `<p><a href="${escapeHtml(link)}">Choose a new password</a> within the next hour.</p>` +
        `<p>If it wasn't you, ignore this email: your password stays as it is.</p>` +
        `<p>The Tradiehub team</p>`,
    });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    const tokenHash = hashToken(token);
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
  }

  async getAccount(id: string): Promise<Account> {
    const account = await this.accounts.findById(id);
    if (!account) throw IdentityErrors.userNotFound();
    return account;
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

  async ban(userId: string, reason: string | null): Promise<Account> {
    const account = await this.getAccount(userId);
    if (account.isAdmin) throw IdentityErrors.cannotBanAdmin();
    if (!account.bannedAt) await this.accounts.setBanned(userId, this.clock.now(), reason);
    return this.getAccount(userId);
  }

  async unban(userId: string): Promise<Account> {
    const account = await this.getAccount(userId);
    if (account.bannedAt) await this.accounts.setBanned(userId, null, null);
    return this.getAccount(userId);
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
    const changed = await this.accounts.decideVerification(
      tradieId,
      decision,
      adminId,
      reason,
      this.clock.now(),
    );
    if (!changed) throw IdentityErrors.notPending();
    return this.getAccount(tradieId);
  }

  private tradieDetails(input: Partial<TradieDetails>): TradieDetails {
    for (const field of TRADIE_FIELDS) {
      const value = input[field];
      if (
        value === undefined ||
        value === null ||
        (typeof value === 'string' && value.trim() === '') ||
        (Array.isArray(value) && value.length === 0)
      ) {
        throw IdentityErrors.missingTradieField(field);
      }
    }
    const details = input as TradieDetails;
    if (!isValidAbn(details.abn)) throw IdentityErrors.invalidAbn();
    return {
      businessName: details.businessName.trim(),
      abn: normaliseAbn(details.abn),
      licenceNumber: details.licenceNumber.trim().toUpperCase(),
      licenceState: details.licenceState,
      categories: [...new Set(details.categories)],
      servicePostcode: details.servicePostcode,
      serviceRadiusKm: details.serviceRadiusKm,
    };
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
