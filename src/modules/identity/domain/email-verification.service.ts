import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { userType } from './account.js';
import type { AccountService } from './account.service.js';
import { IdentityErrors } from './identity-errors.js';
import type {
  AccountRepository,
  EmailVerificationTokenStore,
  IdentityMail,
  SecretTokenGenerator,
} from './ports.js';

/** A verification link works for 24 hours; asking again sends a new one. */
const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Published in the verification's transaction, once per account; payload
 * `{type: 'homeowner' | 'tradie' | 'admin'}`.
 */
export const EMAIL_VERIFIED = 'identity.email_verified';

/**
 * The credits module: a tradie's sign-up bonus, in the transaction that verifies their email
 * (a verified tradie and their bonus exist together). Granted once per tradie, while spots
 * remain; asking again changes nothing.
 */
export abstract class VerifiedTradieBonus {
  abstract grant(tradieId: string): Promise<void>;
}

/**
 * Proving an address by a link mailed to it. Only the newest link works, only for the
 * address it was sent to, once, within 24 hours.
 */
export class EmailVerificationService {
  constructor(
    private readonly accounts: AccountService,
    private readonly repository: AccountRepository,
    private readonly tokens: EmailVerificationTokenStore,
    private readonly secrets: SecretTokenGenerator,
    private readonly mail: IdentityMail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly events: DomainEvents,
    private readonly bonus: VerifiedTradieBonus,
  ) {}

  /** Mails a new link to the account's address (registration, resend). */
  async sendLink(userId: string): Promise<void> {
    const account = await this.accounts.getAccount(userId);
    if (account.emailVerifiedAt) throw IdentityErrors.alreadyVerified();
    const { token, hash } = this.secrets.generate();
    const expiresAt = new Date(this.clock.now().getTime() + EMAIL_VERIFICATION_TTL_MS);
    await this.tokens.replace(account.id, account.email, hash, expiresAt);
    await this.mail.verifyEmail(account, token);
  }

  /**
   * The sign-up's link, sent until it goes: nothing once the account is verified (by a link
   * asked for meanwhile) or gone.
   */
  async sendFirstLink(userId: string): Promise<void> {
    const account = await this.repository.findById(userId);
    if (!account || account.emailVerifiedAt) return;
    await this.sendLink(userId);
  }

  /** Spends the link and verifies its account; a tradie gets the sign-up bonus with it. */
  async verify(token: string): Promise<void> {
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      const spent = await this.tokens.consume(this.secrets.hash(token), now);
      if (spent.kind !== 'ok') {
        if (spent.kind === 'expired') throw IdentityErrors.verificationExpired();
        if (spent.kind === 'used') throw IdentityErrors.verificationUsed();
        throw IdentityErrors.verificationInvalid();
      }
      // A link mailed to an address the account no longer has proves nothing about it.
      if (!(await this.repository.markEmailVerified(spent.userId, spent.email, now))) {
        throw IdentityErrors.verificationUsed();
      }
      await this.verified(spent.userId, now);
    });
  }

  /**
   * For addresses known good without a link (the demo data): verified as a link would, once.
   */
  async markVerified(userId: string): Promise<void> {
    const account = await this.accounts.getAccount(userId);
    await this.unitOfWork.run(async () => {
      const now = this.clock.now();
      if (await this.repository.markEmailVerified(account.id, account.email, now)) {
        await this.verified(account.id, now);
      }
    });
  }

  /** What follows a verification, in its transaction: the bonus of a tradie, the event. */
  private async verified(userId: string, at: Date): Promise<void> {
    const account = await this.accounts.getAccount(userId);
    if (userType(account) === 'tradie') await this.bonus.grant(userId);
    await this.events.publish({
      type: EMAIL_VERIFIED,
      aggregateId: userId,
      payload: { type: userType(account) },
      occurredAt: at,
    });
  }
}
