import {
  type Job,
  type JobCard,
  type JobImage,
  MAX_JOB_IMAGES,
  PublicJobListings,
} from '#modules/jobs/domain/job.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import {
  type HomeownerJobsPage,
  type HomeownerJobsQuery,
  ImageSanitiser,
  type JobChanges,
  JobRepository,
  LeadAccess,
  type NewJob,
  PeopleDirectory,
  type SanitisedImage,
} from '#modules/jobs/domain/ports.js';
import { IdentityErrors } from '#modules/identity/domain/identity-errors.js';
import { PNG_SIGNATURE } from '../support/png.js';

/** A row copied out: its own image list, so a caller's changes never reach the store. */
const copy = (job: Job): Job => ({ ...job, images: job.images.map((i) => ({ ...i })) });

/** Jobs and their images in memory. Rows are copied out, as a database would. */
export class InMemoryJobs extends JobRepository {
  readonly rows = new Map<string, Job>();
  private n = 0;
  private images = 0;
  private lastCreated = 0;

  /** Each job created later than the one before, as rows of separate transactions are. */
  async create(job: NewJob): Promise<Job> {
    this.lastCreated = Math.max(Date.now(), this.lastCreated + 1);
    const now = new Date(this.lastCreated);
    const row: Job = {
      ...job,
      id: `job-${++this.n}`,
      assignedTradieId: null,
      leadCount: 0,
      assignedAt: null,
      completedAt: null,
      cancelledAt: null,
      leadsExpiredAt: null,
      withdrawnAt: null,
      withdrawnReason: null,
      createdAt: now,
      updatedAt: now,
      images: [],
    };
    this.rows.set(row.id, row);
    return copy(row);
  }
  async findById(id: string) {
    const row = this.rows.get(id);
    return row ? copy(row) : null;
  }
  async titles(ids: readonly string[]): Promise<Map<string, string>> {
    return new Map(
      ids.flatMap((id) => {
        const job = this.rows.get(id);
        return job ? [[id, job.title] as const] : [];
      }),
    );
  }
  lock(id: string) {
    return this.findById(id);
  }
  async update(id: string, changes: JobChanges, at: Date) {
    Object.assign(this.rows.get(id)!, changes, { updatedAt: at });
  }
  /** Newest first; the cursor is the last id handed out. */
  async listByHomeowner(query: HomeownerJobsQuery): Promise<HomeownerJobsPage> {
    const all = [...this.rows.values()]
      .filter((j) => j.homeownerId === query.homeownerId)
      .filter((j) => !query.statuses || query.statuses.includes(j.status))
      .sort((a, b) => +b.createdAt - +a.createdAt || b.id.localeCompare(a.id));
    const from = query.cursor ? all.findIndex((j) => j.id === query.cursor) + 1 : 0;
    if (query.cursor && from === 0) throw JobsErrors.invalidCursor();
    const items = all.slice(from, from + query.limit).map((j) => ({ ...copy(j), quoteCount: 0 }));
    const more = from + query.limit < all.length;
    return { items, nextCursor: more ? (items[items.length - 1]?.id ?? null) : null };
  }
  /** In id order, as the real one locks them (a fixed order avoids deadlocks). */
  async lockUnassignedOf(homeownerId: string) {
    return [...this.rows.values()]
      .filter((j) => j.homeownerId === homeownerId)
      .filter((j) => j.status === 'open' || j.status === 'pending_payment')
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((j) => copy(j));
  }
  /** The longest unhired first, at most `limit`. */
  async unhiredSince(cutoff: Date, limit: number) {
    return [...this.rows.values()]
      .filter((j) => j.status === 'open' && !j.leadsExpiredAt && j.publishedAt! < cutoff)
      .sort((a, b) => +a.publishedAt! - +b.publishedAt!)
      .slice(0, limit)
      .map((j) => j.id);
  }
  /** The lowest free place; a ninth image is refused, as the table's positions 0–7 allow. */
  async addImage(jobId: string, image: Omit<JobImage, 'id' | 'position'>) {
    const job = this.rows.get(jobId)!;
    const taken = new Set(job.images.map((i) => i.position));
    const position = [...Array(MAX_JOB_IMAGES).keys()].find((p) => !taken.has(p));
    if (position === undefined) throw JobsErrors.tooManyImages(MAX_JOB_IMAGES);
    const added: JobImage = { ...image, id: `img-${++this.images}`, position };
    job.images = [...job.images, added].sort((a, b) => a.position - b.position);
    return { ...added };
  }
  async removeImage(jobId: string, imageId: string) {
    const job = this.rows.get(jobId)!;
    const image = job.images.find((i) => i.id === imageId) ?? null;
    job.images = job.images.filter((i) => i.id !== imageId);
    return image;
  }
}

/** Who holds a job's lead: bought and not refunded (the leads module's published view). */
export class InMemoryLeadAccess extends LeadAccess {
  /** `${jobId}:${tradieId}` of every active lead. */
  readonly bought = new Set<string>();
  async hasBought(jobId: string, tradieId: string) {
    return this.bought.has(`${jobId}:${tradieId}`);
  }
}

/** People by id with their first names; a banned (or unknown) poster is refused. */
export class InMemoryPeople extends PeopleDirectory {
  readonly names = new Map<string, string>();
  readonly banned = new Set<string>();
  add(id: string, firstName: string): string {
    this.names.set(id, firstName);
    return id;
  }
  async firstName(userId: string) {
    return this.names.get(userId) ?? null;
  }
  async holdPoster(homeownerId: string) {
    if (!this.names.has(homeownerId) || this.banned.has(homeownerId)) {
      throw IdentityErrors.banned();
    }
  }
}

/** The chunks of a picture a PNG needs; every other one (text, EXIF, time) is metadata. */
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);

/**
 * Takes PNG pictures only, told from their bytes (signature and chunk structure), and gives
 * them back without their metadata chunks: a picture for the specs without an image library,
 * and refuses everything else as the real sanitiser refuses what it cannot decode.
 */
export class PngOnlyImages extends ImageSanitiser {
  async sanitise(bytes: Buffer): Promise<SanitisedImage> {
    if (bytes.length < 8 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
      throw JobsErrors.unsupportedImage();
    }
    const kept: Buffer[] = [PNG_SIGNATURE];
    let at = 8;
    let types: string[] = [];
    while (at + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('latin1', at + 4, at + 8);
      const end = at + 12 + length;
      if (end > bytes.length) break;
      types = [...types, type];
      if (CRITICAL.has(type)) kept.push(bytes.subarray(at, end));
      at = end;
    }
    if (types[0] !== 'IHDR' || types.at(-1) !== 'IEND' || at !== bytes.length) {
      throw JobsErrors.unsupportedImage();
    }
    const out = Buffer.concat(kept);
    return {
      bytes: out,
      contentType: 'image/png',
      width: out.readUInt32BE(16),
      height: out.readUInt32BE(20),
    };
  }
}

/** A job as the public listing sees it, with what decides whether it is listed. */
export interface ListedJob extends JobCard {
  status: Job['status'];
  /** Not on a card: changing it leaves the listing as it was. */
  description: string;
}

/** What a card shows or is ordered by (the trigger's column list). */
const SHOWN: readonly (keyof ListedJob)[] = [
  'status',
  'assignedTradieId',
  'title',
  'category',
  'location',
  'state',
  'budgetCents',
  'isEmergency',
  'createdAt',
];

/**
 * The public listing over jobs in memory. Its version grows as the database's trigger makes
 * it grow: when a job enters or leaves the listing, or a listed job changes what a card shows.
 * `queries`, `limits` and `gate` let the teaser's spec watch and hold the listing query.
 */
export class InMemoryPublicJobListings extends PublicJobListings {
  readonly jobs = new Map<string, ListedJob>();
  version = 1;
  queries = 0;
  limits: number[] = [];
  /** When set, the listing query waits for it (after reading the cards). */
  gate: Promise<void> | null = null;
  private n = 0;

  /** A new job; `createdAt` grows with each, as a database clock would. */
  post(over: Partial<ListedJob> = {}): ListedJob {
    this.n += 1;
    const job: ListedJob = {
      id: `job-${this.n}`,
      title: `Job ${this.n}`,
      category: 'plumbing',
      location: 'Newtown',
      state: 'NSW',
      budgetCents: 20_000,
      createdAt: new Date(Date.UTC(2026, 5, 1) + this.n * 1000),
      isEmergency: false,
      assignedTradieId: null,
      status: 'open',
      description: 'The kitchen tap drips all day long.',
      ...over,
    };
    this.jobs.set(job.id, job);
    if (listed(job)) this.version += 1;
    return { ...job };
  }

  change(id: string, changes: Partial<ListedJob>): void {
    const before = this.jobs.get(id)!;
    const after = { ...before, ...changes };
    this.jobs.set(id, after);
    const shownChanged = SHOWN.some((key) => String(before[key]) !== String(after[key]));
    if ((listed(before) || listed(after)) && shownChanged) this.version += 1;
  }

  async openUnassigned(limit: number): Promise<JobCard[]> {
    this.queries += 1;
    this.limits.push(limit);
    const cards = [...this.jobs.values()]
      .filter(listed)
      .sort((a, b) => +b.createdAt - +a.createdAt || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map(({ status: _status, description: _description, ...card }) => card);
    if (this.gate) await this.gate;
    return cards;
  }
  async openListingVersion(): Promise<number> {
    return this.version;
  }
}

function listed(job: ListedJob): boolean {
  return job.status === 'open' && job.assignedTradieId === null;
}
