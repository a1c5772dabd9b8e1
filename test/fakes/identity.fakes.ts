import { DirectUnitOfWork } from './unit-of-work.fakes.js';
import { randomUUID } from 'node:crypto';
import type { Account, VerificationStatus } from '#modules/identity/domain/account.js';
import { IdentityErrors } from '#modules/identity/domain/identity-errors.js';
import {
  AccountRepository,
  type NewAccount,
  ResetTokenStore,
  SessionStore,
} from '#modules/identity/domain/ports.js';
import type { Session, SessionOrigin } from '#modules/identity/domain/session.js';
import { Realtime, type SessionTarget, sessionRoom, userRoom } from '#shared/domain/realtime.js';
import { type MailMessage, Mailer } from '#shared/domain/mailer.js';
import { FixedClock } from '#shared/domain/clock.js';
import { AccountService } from '#modules/identity/domain/account.service.js';
import { SessionService } from '#modules/identity/domain/session.service.js';
import { TemplatedIdentityMail } from '#modules/identity/infra/mail/templated-identity-mail.js';
import {
  PlainSessionTokens,
  PlainTextHasher,
  SequentialSecretTokens,
} from './identity-secrets.fakes.js';
import { RecordingRegistryCheckRequests } from './verification-requests.fakes.js';
import { RecordingDomainEvents } from './domain-events.fake.js';
import { InMemoryPostcodeDirectory } from './postcodes.fake.js';

/** In-memory stand-ins for the identity ports; the contract suites hold them to the real ones. */
export class InMemoryAccountRepository extends AccountRepository {
  private readonly rows = new Map<string, Account>();

  async findById(id: string): Promise<Account | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }

  async findByIds(ids: readonly string[]): Promise<Account[]> {
    return ids.flatMap((id) => {
      const row = this.rows.get(id);
      return row ? [structuredClone(row)] : [];
    });
  }

  async findByEmail(email: string): Promise<Account | null> {
    for (const row of this.rows.values()) if (row.email === email) return structuredClone(row);
    return null;
  }

  async create(account: NewAccount): Promise<Account> {
    if (await this.findByEmail(account.email)) throw IdentityErrors.emailTaken();
    const row: Account = {
      id: randomUUID(),
      email: account.email,
      passwordHash: account.passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      suburb: account.suburb,
      state: account.state,
      postcode: account.postcode,
      isAdmin: account.isAdmin,
      bannedAt: null,
      banReason: null,
      sessionVersion: 0,
      emailVerifiedAt: account.emailVerifiedAt ?? null,
      createdAt: new Date(),
      tradie: account.tradie
        ? {
            ...account.tradie,
            listedCategories: account.tradie.categories,
            verificationStatus: 'pending',
            rejectionReason: null,
            reviewedAt: null,
            pendingLicence: null,
            otherLicences: (account.tradie.otherLicences ?? []).map((licence) => ({
              ...licence,
              approvedAt: null,
            })),
          }
        : null,
    };
    this.rows.set(row.id, row);
    return structuredClone(row);
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) Object.assign(row, { passwordHash });
  }

  async abnHeldByActiveTradie(abn: string, exceptId?: string): Promise<boolean> {
    return [...this.rows.values()].some(
      (row) =>
        row.id !== exceptId &&
        !row.bannedAt &&
        row.tradie?.abn === abn &&
        row.tradie.verificationStatus !== 'rejected',
    );
  }

  async markEmailVerified(id: string, email: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.email !== email || row.emailVerifiedAt) return false;
    row.emailVerifiedAt = at;
    return true;
  }

  async holdUnbanned(id: string): Promise<boolean> {
    const row = this.rows.get(id);
    return !!row && !row.bannedAt;
  }

  async setBanned(id: string, bannedAt: Date | null, reason: string | null): Promise<void> {
    const row = this.rows.get(id);
    if (row) Object.assign(row, { bannedAt, banReason: reason });
  }

  async decideVerification(
    id: string,
    decision: Exclude<VerificationStatus, 'pending'>,
    _reviewer: string,
    reason: string | null,
    at: Date,
  ): Promise<boolean> {
    const tradie = this.rows.get(id)?.tradie;
    const approveOthers = () =>
      tradie!.otherLicences.map((l) => ({ ...l, approvedAt: l.approvedAt ?? at }));
    const unapproved = tradie?.otherLicences.some((l) => l.approvedAt === null) ?? false;
    if (tradie?.verificationStatus === 'approved' && (tradie.pendingLicence || unapproved)) {
      // An approved tradie's licence change or added licences, as the SQL adapter: approval
      // makes them live, rejection drops them; the tradie stays approved either way.
      if (decision === 'approved' && tradie.pendingLicence) {
        const { licenceNumber, licenceState } = tradie.pendingLicence;
        Object.assign(tradie, { licenceNumber, licenceState });
      }
      tradie.otherLicences =
        decision === 'approved'
          ? approveOthers()
          : tradie.otherLicences.filter((l) => l.approvedAt !== null);
      Object.assign(tradie, { pendingLicence: null, rejectionReason: reason, reviewedAt: at });
      return true;
    }
    if (!tradie || tradie.verificationStatus !== 'pending') return false;
    Object.assign(tradie, {
      verificationStatus: decision,
      rejectionReason: reason,
      reviewedAt: at,
      pendingLicence: null,
      otherLicences: decision === 'approved' ? approveOthers() : tradie.otherLicences,
    });
    return true;
  }

  /** For the fakes of identity's other tables, which share these rows as the tables do. */
  edit(id: string, change: (row: Account) => void): void {
    const row = this.rows.get(id);
    if (row) change(row);
  }

  async listTradies(status: VerificationStatus, limit: number): Promise<Account[]> {
    // The pending queue also holds approved tradies whose licence change or added licence
    // awaits review.
    const review = (r: Account) =>
      r.tradie?.verificationStatus === 'approved' &&
      (!!r.tradie.pendingLicence || r.tradie.otherLicences.some((l) => l.approvedAt === null));
    const queued = (r: Account) =>
      r.tradie?.verificationStatus === status || (status === 'pending' && review(r));
    return [...this.rows.values()]
      .filter((r) => !r.isAdmin && queued(r))
      .slice(0, limit)
      .map((r) => structuredClone(r));
  }
}

export class InMemoryResetTokenStore extends ResetTokenStore {
  readonly tokens: { userId: string; tokenHash: string; expiresAt: Date; usedAt: Date | null }[] =
    [];

  async save(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    this.tokens.push({ userId, tokenHash, expiresAt, usedAt: null });
  }

  async peek(tokenHash: string, now: Date): Promise<string | null> {
    const token = this.tokens.find(
      (t) => t.tokenHash === tokenHash && !t.usedAt && t.expiresAt.getTime() > now.getTime(),
    );
    return token?.userId ?? null;
  }

  async consume(tokenHash: string, now: Date): Promise<string | null> {
    const userId = await this.peek(tokenHash, now);
    if (!userId) return null;
    for (const t of this.tokens) if (t.userId === userId && !t.usedAt) t.usedAt = now;
    return userId;
  }
}

export class InMemorySessionStore extends SessionStore {
  readonly rows = new Map<string, Session>();

  async create(userId: string, origin: SessionOrigin, now: Date, expiresAt: Date) {
    const session: Session = {
      id: randomUUID(),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ...origin,
      revokedAt: null,
    };
    this.rows.set(session.id, session);
    return structuredClone(session);
  }

  async find(id: string): Promise<Session | null> {
    const row = this.rows.get(id);
    return row ? structuredClone(row) : null;
  }

  async touch(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row && row.lastSeenAt < at) row.lastSeenAt = at;
  }

  async revoke(userId: string, id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.userId !== userId || row.revokedAt || row.expiresAt <= at) return false;
    row.revokedAt = at;
    return true;
  }

  async revokeAll(userId: string, at: Date, exceptId?: string): Promise<string[]> {
    const ended: string[] = [];
    for (const row of this.rows.values()) {
      if (row.userId === userId && !row.revokedAt && row.id !== exceptId) {
        row.revokedAt = at;
        ended.push(row.id);
      }
    }
    return ended;
  }

  async listLive(userId: string, now: Date): Promise<Session[]> {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId && !r.revokedAt && r.expiresAt > now)
      .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
      .map((r) => structuredClone(r));
  }
}

/** A connected device as the fake holds it: its user, its session and what reached it. */
export interface FakeDevice {
  userId: string;
  sessionId: string;
  received: { event: string; payload: unknown }[];
  closed: boolean;
}

/**
 * Records what was emitted to whom and which sessions' connections were closed; devices a
 * test connects receive and are closed as the socket adapter's would be.
 */
export class RecordingRealtime extends Realtime {
  readonly ended: SessionTarget[] = [];
  readonly emitted: { userId: string; event: string; payload: unknown }[] = [];
  readonly devices: FakeDevice[] = [];
  /** `${userId}@${room}` of the users with a device in the room. */
  readonly inRooms = new Set<string>();
  /** A device of the user's session, in the user's room and the session's. */
  connect(userId: string, sessionId: string): FakeDevice {
    const device = { userId, sessionId, received: [], closed: false };
    this.devices.push(device);
    return device;
  }
  toUser(userId: string, event: string, payload: unknown): void {
    this.emitted.push({ userId, event, payload });
    for (const device of this.open()) {
      if (device.userId === userId) device.received.push({ event, payload });
    }
  }
  async isUserInRoom(userId: string, room: string): Promise<boolean> {
    if (this.inRooms.has(`${userId}@${room}`)) return true;
    return this.open().some(
      (d) =>
        d.userId === userId && (room === userRoom(userId) || room === sessionRoom(d.sessionId)),
    );
  }
  endSessions(target: SessionTarget): void {
    this.ended.push(target);
    for (const device of this.open()) {
      const hit = target.only
        ? device.sessionId === target.only
        : device.userId === target.userId && device.sessionId !== target.except;
      if (hit) device.closed = true;
    }
  }
  private open(): FakeDevice[] {
    return this.devices.filter((device) => !device.closed);
  }
}

export class RecordingMailer extends Mailer {
  readonly kind = 'outbox' as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** A real AccountService over these fakes, for other modules' specs that need accounts. */
export function accountsOverFakes(clock = new FixedClock(new Date('2026-06-01T09:00:00Z'))) {
  const repository = new InMemoryAccountRepository();
  const events = new RecordingDomainEvents();
  const unitOfWork = new DirectUnitOfWork();
  const mailer = new RecordingMailer();
  const registryChecks = new RecordingRegistryCheckRequests();
  const sessions = new SessionService(
    new InMemorySessionStore(),
    new PlainSessionTokens(),
    new RecordingRealtime(),
    clock,
  );
  const accounts = new AccountService(
    repository,
    new PlainTextHasher(),
    new InMemoryResetTokenStore(),
    new SequentialSecretTokens(),
    new TemplatedIdentityMail(mailer, 'https://tradiehub.example'),
    unitOfWork,
    clock,
    events,
    sessions,
    new InMemoryPostcodeDirectory(),
    registryChecks,
  );
  let n = 0;
  /** A homeowner with an address of their own. */
  const homeowner = (firstName = 'Olivia') => {
    n += 1;
    return accounts.register({
      email: `homeowner${n}@example.com`,
      password: 'Harbour-bridge-42',
      firstName,
      lastName: 'Smith',
      type: 'homeowner',
    });
  };
  return {
    accounts,
    repository,
    clock,
    events,
    unitOfWork,
    mailer,
    sessions,
    registryChecks,
    homeowner,
  };
}

export { DirectUnitOfWork, OutcomeUnitOfWork } from './unit-of-work.fakes.js';
// Where other modules' tests have always found them (identity's own import the new files).
export { PlainTextHasher, SequentialSecretTokens } from './identity-secrets.fakes.js';
