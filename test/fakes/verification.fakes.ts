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
import type { MaintenanceMode } from '#shared/domain/maintenance.js';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { AbnVerificationService } from '#modules/identity/domain/verification/abn-verification.service.js';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import { accountsOverFakes, type InMemoryAccountRepository } from './identity.fakes.js';

/** In-memory stand-ins for tradie verification's ports, sharing the account fake's rows. */
export class MemoryAbnChecks extends AbnCheckStore {
  readonly rows = new Map<string, AbnCheck>();
  async request(job: AbnCheckJob, at: Date): Promise<void> {
    const row = this.rows.get(job.tradieId);
    const keep = row?.abn === job.abn ? row : null;
    this.rows.set(job.tradieId, {
      ...job,
      requestedAt: at,
      attempts: 0,
      lastError: null,
      answer: keep?.answer ?? null,
      checkedAt: keep?.checkedAt ?? null,
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
    if (row) this.rows.set(job.tradieId, { ...row, attempts: row.attempts + 1, lastError: error });
  }
  async forTradies(ids: readonly string[]): Promise<Map<string, AbnCheck>> {
    return new Map([...this.rows].filter(([id]) => ids.includes(id)));
  }
  async unanswered(limit: number): Promise<AbnCheckJob[]> {
    return [...this.rows.values()]
      .filter((r) => !r.answer)
      .slice(0, limit)
      .map(({ tradieId, abn }) => ({ tradieId, abn }));
  }
}

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
    for (const row of this.rows.values()) {
      if (ids.includes(row.tradieId)) {
        checks.set(row.tradieId, [...(checks.get(row.tradieId) ?? []), row]);
      }
    }
    return checks;
  }
  async unanswered(limit: number): Promise<LicenceCheckJob[]> {
    return [...this.rows.values()]
      .filter((r) => !r.answer)
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
  async setListed(tradieId: string, listed: string[]): Promise<void> {
    this.listedRows.set(tradieId, [...listed]);
  }
  async listed(ids: readonly string[]): Promise<Map<string, string[]>> {
    const answer = new Map<string, string[]>();
    for (const account of await this.accounts.findByIds(ids)) {
      const listed = this.listedRows.get(account.id) ?? account.tradie?.categories;
      if (listed) answer.set(account.id, listed);
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
    return new Map([...this.entries].filter(([id]) => ids.includes(id)));
  }
  async resubmit(tradieId: string, details: TradieDetails): Promise<boolean> {
    let done = false;
    this.accounts.edit(tradieId, (row) => {
      if (row.tradie?.verificationStatus !== 'rejected') return;
      const otherLicences = (details.otherLicences ?? []).map((l) => ({ ...l, approvedAt: null }));
      Object.assign(row.tradie, details, { otherLicences, verificationStatus: 'pending' });
      done = true;
    });
    return done;
  }
  async abnHeldByAnother(abn: string, tradieId: string): Promise<boolean> {
    const approved = await this.accounts.listTradies('approved', Number.MAX_SAFE_INTEGER);
    return approved.some((a) => a.id !== tradieId && !a.bannedAt && a.tradie?.abn === abn);
  }
}

/** A durable queue that only records: tests run the jobs themselves. */
export class RecordingQueue<Job> {
  starts = 0;
  stops = 0;
  readonly queued: Job[] = [];
  async start(_handler: (job: Job) => Promise<void>): Promise<void> {
    this.starts += 1;
  }
  async enqueue(jobs: Job[]): Promise<void> {
    this.queued.push(...jobs);
  }
  async stop(): Promise<void> {
    this.stops += 1;
  }
}

export class ScriptedBusinessRegistry extends BusinessRegistry {
  constructor(
    readonly authoritative: boolean,
    private readonly answers: RegistryAnswer[] = [],
  ) {
    super();
  }
  async lookup(): Promise<RegistryAnswer> {
    const next = this.answers.shift();
    if (!next) throw new RegistryUnavailable('no more answers');
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

/** Maintenance as a switch the test flips. */
export function switchableMaintenance(): MaintenanceMode & { on: boolean } {
  const mode = {
    on: false,
    current: () => Promise.reject(new Error('not used here')),
    isOn: () => Promise.resolve(mode.on),
    invalidate: () => undefined,
  };
  return mode;
}

/**
 * The verification services over these fakes, with a real AccountService; `registers` are the
 * states with a licence register, `authoritative` whether the ABN register is the real one.
 */
export function verificationWorld(
  options: { registers?: AuState[]; authoritative?: boolean } = {},
) {
  const { accounts, repository, clock, events, unitOfWork } = accountsOverFakes();
  const maintenance = switchableMaintenance();
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
  );
  const store = new MemoryVerificationStore(repository);
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
    store,
    tradie,
  };
}
