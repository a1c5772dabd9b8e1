import type { AbnCheck } from '#modules/identity/domain/verification/abn-check.js';
import {
  BusinessRegistry,
  type RegistryAnswer,
  RegistryUnavailable,
} from '#modules/identity/domain/verification/business-registry.js';
import type {
  LicenceCheck,
  LicenceCheckAnswer,
  LicenceCheckJob,
  ListingInput,
} from '#modules/identity/domain/verification/licence-check.js';
import {
  type LicenceAnswer,
  LicenceRegistry,
} from '#modules/identity/domain/verification/licence-registry.js';
import {
  type AbnCheckJob,
  AbnCheckStore,
  LicenceCheckStore,
  VerificationStore,
} from '#modules/identity/domain/verification/ports.js';
import type { VerificationEntry } from '#modules/identity/domain/verification/verification-state.js';
import type { TradieDetails } from '#modules/identity/domain/account.js';
import type { AuState } from '#shared/domain/australia.js';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { AbnVerificationService } from '#modules/identity/domain/verification/abn-verification.service.js';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import { RecordingAuditLog, SwitchableMaintenance } from './admin.fakes.js';
import { accountsOverFakes, type InMemoryAccountRepository } from './identity.fakes.js';
import { RecordingDecidedTradieDocuments } from './verification-requests.fakes.js';

/** In-memory stand-ins for tradie verification's ports, sharing the account fake's rows. */
export class MemoryAbnChecks extends AbnCheckStore {
  readonly rows = new Map<string, AbnCheck>();
  async request(job: AbnCheckJob, at: Date): Promise<void> {
    // Another ABN starts afresh; the same ABN keeps its answer and failures until a new answer.
    const row = this.rows.get(job.tradieId);
    const same = row?.abn === job.abn ? row : null;
    this.rows.set(job.tradieId, {
      ...job,
      requestedAt: at,
      attempts: same?.attempts ?? 0,
      lastError: same?.lastError ?? null,
      answer: same?.answer ?? null,
      checkedAt: same?.checkedAt ?? null,
    });
  }
  async record(job: AbnCheckJob, answer: RegistryAnswer, at: Date): Promise<boolean> {
    const row = this.rows.get(job.tradieId);
    if (row?.abn !== job.abn) return false;
    this.rows.set(job.tradieId, { ...row, answer, checkedAt: at, lastError: null });
    return true;
  }
  async failed(job: AbnCheckJob, error: string): Promise<void> {
    const row = this.rows.get(job.tradieId);
    if (row?.abn !== job.abn) return;
    this.rows.set(job.tradieId, { ...row, attempts: row.attempts + 1, lastError: error });
  }
  async forTradies(ids: readonly string[]): Promise<Map<string, AbnCheck>> {
    return new Map([...this.rows].filter(([id]) => ids.includes(id)));
  }
  async unanswered(limit: number): Promise<AbnCheckJob[]> {
    return [...this.rows.values()]
      .filter((r) => !r.answer)
      .sort(byRequest)
      .slice(0, limit)
      .map(({ tradieId, abn }) => ({ tradieId, abn }));
  }
}

/** Oldest request first, as the SQL stores order them. */
const byRequest = (a: { requestedAt: Date }, b: { requestedAt: Date }) =>
  a.requestedAt.getTime() - b.requestedAt.getTime();

/** One row per licence a tradie holds, keyed `tradieId licenceNumber state`. */
const keyOf = (job: LicenceCheckJob) => `${job.tradieId} ${job.licenceNumber} ${job.state}`;

export class MemoryLicenceChecks extends LicenceCheckStore {
  readonly rows = new Map<string, LicenceCheck>();
  readonly listedRows = new Map<string, string[]>();
  constructor(private readonly accounts: InMemoryAccountRepository) {
    super();
  }
  async request(job: LicenceCheckJob, at: Date): Promise<void> {
    const row = this.rows.get(keyOf(job));
    this.rows.set(keyOf(job), {
      ...job,
      requestedAt: at,
      attempts: row?.attempts ?? 0,
      lastError: row?.lastError ?? null,
      answer: row?.answer ?? null,
      checkedAt: row?.checkedAt ?? null,
    });
  }
  /** The tradie's first check (their main licence's, in tests with one licence). */
  of(tradieId: string): LicenceCheck | undefined {
    return [...this.rows.values()].find((row) => row.tradieId === tradieId);
  }
  has(tradieId: string): boolean {
    return this.of(tradieId) !== undefined;
  }
  async retain(
    tradieId: string,
    held: readonly { licenceNumber: string; licenceState: AuState }[],
  ): Promise<void> {
    for (const [key, row] of this.rows) {
      const kept = held.some(
        (l) => l.licenceNumber === row.licenceNumber && l.licenceState === row.state,
      );
      if (row.tradieId === tradieId && !kept) this.rows.delete(key);
    }
  }
  async record(job: LicenceCheckJob, answer: LicenceCheckAnswer, at: Date): Promise<boolean> {
    const row = this.rows.get(keyOf(job));
    if (!row) return false;
    this.rows.set(keyOf(job), { ...row, answer, checkedAt: at, lastError: null });
    return true;
  }
  async failed(job: LicenceCheckJob, error: string): Promise<void> {
    const row = this.rows.get(keyOf(job));
    if (row) this.rows.set(keyOf(job), { ...row, attempts: row.attempts + 1, lastError: error });
  }
  async forTradies(ids: readonly string[]): Promise<Map<string, LicenceCheck[]>> {
    const checks = new Map<string, LicenceCheck[]>();
    for (const row of [...this.rows.values()].sort(byRequest)) {
      if (ids.includes(row.tradieId)) {
        checks.set(row.tradieId, [...(checks.get(row.tradieId) ?? []), row]);
      }
    }
    return checks;
  }
  async unanswered(limit: number): Promise<LicenceCheckJob[]> {
    return [...this.rows.values()]
      .filter((r) => !r.answer)
      .sort(byRequest)
      .slice(0, limit)
      .map(({ tradieId, licenceNumber, state }) => ({ tradieId, licenceNumber, state }));
  }
  async approvedUnchecked(limit: number): Promise<string[]> {
    const approved = await this.accounts.listTradies('approved', Number.MAX_SAFE_INTEGER);
    return approved
      .map((a) => a.id)
      .filter((id) => ![...this.rows.values()].some((row) => row.tradieId === id))
      .slice(0, limit);
  }
  async listingInput(tradieId: string): Promise<ListingInput | null> {
    const tradie = (await this.accounts.findById(tradieId))?.tradie;
    if (!tradie) return null;
    const { categories, licenceNumber, licenceState, otherLicences } = tradie;
    const approved = tradie.verificationStatus === 'approved';
    return { categories, licenceNumber, licenceState, approved, otherLicences };
  }
  /** Also on the account, as the column is: the lead feed reads the listing from there. */
  async setListed(tradieId: string, listed: string[]): Promise<void> {
    this.listedRows.set(tradieId, [...listed]);
    this.accounts.edit(tradieId, (row) => {
      if (row.tradie) row.tradie.listedCategories = [...listed];
    });
  }
  async listed(ids: readonly string[]): Promise<Map<string, string[]>> {
    const answer = new Map<string, string[]>();
    for (const account of await this.accounts.findByIds(ids)) {
      if (account.tradie) answer.set(account.id, account.tradie.listedCategories);
    }
    return answer;
  }
}

export class MemoryVerificationStore extends VerificationStore {
  readonly entries = new Map<string, VerificationEntry[]>();
  constructor(private readonly accounts: InMemoryAccountRepository) {
    super();
  }
  async record(tradieId: string, entry: VerificationEntry): Promise<void> {
    this.entries.set(tradieId, [...(this.entries.get(tradieId) ?? []), entry]);
  }
  async histories(ids: readonly string[]): Promise<Map<string, VerificationEntry[]>> {
    return new Map(
      [...this.entries]
        .filter(([id]) => ids.includes(id))
        .map(([id, entries]) => [id, [...entries].sort((a, b) => a.at.getTime() - b.at.getTime())]),
    );
  }
  async resubmit(tradieId: string, details: TradieDetails): Promise<boolean> {
    let done = false;
    this.accounts.edit(tradieId, (row) => {
      if (row.tradie?.verificationStatus !== 'rejected') return;
      const otherLicences = (details.otherLicences ?? []).map((l) => ({ ...l, approvedAt: null }));
      Object.assign(row.tradie, details, {
        otherLicences,
        verificationStatus: 'pending',
        rejectionReason: null,
        reviewedAt: null,
      });
      done = true;
    });
    return done;
  }
  async abnHeldByAnother(abn: string, tradieId: string): Promise<boolean> {
    const approved = await this.accounts.listTradies('approved', Number.MAX_SAFE_INTEGER);
    return approved.some((a) => a.id !== tradieId && !a.bannedAt && a.tradie?.abn === abn);
  }
}

/**
 * A durable queue that records what it was given and runs nothing by itself: tests run the
 * jobs themselves, or `deliver()` hands the waiting ones to the started handler (a job whose
 * handler throws waits for the next delivery, as the real queue retries it).
 */
export class RecordingQueue<Job> {
  starts = 0;
  stops = 0;
  /** Every job enqueued, delivered or not. */
  readonly queued: Job[] = [];
  private waiting: Job[] = [];
  private handler: ((job: Job) => Promise<void>) | null = null;
  async start(handler: (job: Job) => Promise<void>): Promise<void> {
    this.starts += 1;
    this.handler = handler;
  }
  async enqueue(jobs: Job[]): Promise<void> {
    this.queued.push(...jobs);
    this.waiting.push(...jobs);
  }
  async stop(): Promise<void> {
    this.stops += 1;
    this.handler = null;
  }
  async deliver(): Promise<void> {
    const handler = this.handler;
    if (!handler) return;
    const due = this.waiting;
    this.waiting = [];
    for (const job of due) {
      await handler(job).catch(() => this.waiting.push(job));
    }
  }
}

/** Answers in turn; an Error in the script is thrown (the register could not answer). */
export class ScriptedBusinessRegistry extends BusinessRegistry {
  constructor(
    readonly authoritative: boolean,
    private readonly answers: (RegistryAnswer | Error)[] = [],
  ) {
    super();
  }
  async lookup(): Promise<RegistryAnswer> {
    const next = this.answers.shift() ?? new RegistryUnavailable('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }
}

/** Answers in turn; an Error in the script is thrown (the register could not answer). */
export class ScriptedLicenceRegistry extends LicenceRegistry {
  readonly asked: string[] = [];
  constructor(
    readonly state: AuState,
    readonly answers: (LicenceAnswer | Error)[] = [],
  ) {
    super();
  }
  async lookup(licenceNumber: string): Promise<LicenceAnswer> {
    this.asked.push(licenceNumber);
    const next = this.answers.shift() ?? new RegistryUnavailable('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }
}

/**
 * The verification services over these fakes, with a real AccountService; `registers` are the
 * states with a licence register, `authoritative` whether the ABN register is the real one.
 */
export function verificationWorld(
  options: { registers?: AuState[]; authoritative?: boolean } = {},
) {
  const { accounts, repository, clock, events, unitOfWork, registryChecks } = accountsOverFakes();
  const maintenance = new SwitchableMaintenance();
  const abnChecks = new MemoryAbnChecks();
  const abnQueue = new RecordingQueue<AbnCheckJob>();
  const businessRegistry = new ScriptedBusinessRegistry(options.authoritative ?? false);
  const abn = new AbnVerificationService(abnChecks, abnQueue, businessRegistry, maintenance, clock);
  const licenceChecks = new MemoryLicenceChecks(repository);
  const licenceQueue = new RecordingQueue<LicenceCheckJob>();
  const licenceRegistries = (options.registers ?? []).map((s) => new ScriptedLicenceRegistry(s));
  const licences = new LicenceVerificationService(
    licenceChecks,
    licenceQueue,
    licenceRegistries,
    maintenance,
    clock,
    unitOfWork,
  );
  const store = new MemoryVerificationStore(repository);
  const documents = new RecordingDecidedTradieDocuments();
  const audit = new RecordingAuditLog();
  let n = 0;
  /** A pending tradie with an ABN of their own (a plumber and a painter, licensed in `state`). */
  const tradie = async (
    state: AuState = 'VIC',
    more: { categories?: string[]; otherLicences?: TradieDetails['otherLicences'] } = {},
  ) => {
    n += 1;
    const abnDigits = String(123456788 + n);
    return accounts.register({
      email: `tradie${n}@example.com`,
      password: 'Harbour-bridge-42',
      firstName: 'Tom',
      lastName: 'Russo',
      type: 'tradie',
      tradie: {
        businessName: 'Russo Plumbing',
        abn: abnFromNineDigits(abnDigits),
        licenceNumber: `PL${n}`,
        licenceState: state,
        categories: ['plumbing', 'painting'],
        servicePostcode: '3065',
        serviceRadiusKm: 20,
        ...more,
      },
    });
  };
  return {
    repository,
    accounts,
    clock,
    events,
    unitOfWork,
    maintenance,
    abnChecks,
    abnQueue,
    businessRegistry,
    abn,
    licenceChecks,
    licenceQueue,
    licenceRegistries,
    licences,
    registryChecks,
    documents,
    audit,
    store,
    tradie,
  };
}
