import { randomUUID } from 'node:crypto';
import type { PublicJobListings } from '#modules/jobs/domain/job.js';
import type {
  JobRepository,
  LeadAccess,
  NewJob,
  PeopleDirectory,
} from '#modules/jobs/domain/ports.js';
import { LEAKING_TAP } from '../support/job-fields.js';

const DAY = 24 * 60 * 60 * 1000;

/** A job as JobsService.post hands it to the repository (open, published). */
export function newJob(homeownerId: string, over: Partial<NewJob> = {}): NewJob {
  return {
    homeownerId,
    ...LEAKING_TAP,
    status: 'open',
    leadCap: 3,
    lat: -33.9,
    lng: 151.18,
    privacyConsentAt: new Date('2026-06-01T00:00:00Z'),
    publishedAt: new Date('2026-06-01T00:00:00Z'),
    ...over,
  };
}

const image = (n: number) => ({
  storageKey: `jobs/${randomUUID()}/${n}`,
  contentType: 'image/jpeg',
  width: 640,
  height: 480,
  bytes: 1000 + n,
});

export interface JobRepositorySubject {
  jobs: JobRepository;
  /** A homeowner who may own jobs (the real one needs an account row). */
  newHomeowner: () => Promise<string>;
  /** Runs the work in a unit of work, where the services call the locking reads. */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * What JobsService relies on from its repository. Row locks and the unit of work are the real
 * adapter's alone (the medium tests of races).
 */
export function jobRepositoryContract(name: string, make: () => Promise<JobRepositorySubject>) {
  describe(`JobRepository contract: ${name}`, () => {
    let jobs: JobRepository;
    let newHomeowner: () => Promise<string>;
    let transaction: JobRepositorySubject['transaction'];
    beforeEach(async () => {
      ({ jobs, newHomeowner, transaction } = await make());
    });

    it('creates a job found by id and under lock, with nothing sold, assigned or pictured', async () => {
      const owner = await newHomeowner();
      const input = newJob(owner, { isEmergency: true, status: 'pending_payment', leadCap: 5 });
      const created = await jobs.create({ ...input, publishedAt: null });
      expect(created).toEqual({
        ...input,
        publishedAt: null,
        id: expect.any(String),
        leadCount: 0,
        assignedTradieId: null,
        assignedAt: null,
        completedAt: null,
        cancelledAt: null,
        leadsExpiredAt: null,
        withdrawnAt: null,
        withdrawnReason: null,
        createdAt: expect.any(Date),
        updatedAt: expect.any(Date),
        images: [],
      });
      expect(await jobs.findById(created.id)).toEqual(created);
      expect(await transaction(() => jobs.lock(created.id))).toEqual(created);
      expect(await jobs.titles([created.id, randomUUID()])).toEqual(
        new Map([[created.id, input.title]]),
      );
    });

    it('answers null for an unknown job and leaves unknown ids out of the titles', async () => {
      expect(await jobs.findById(randomUUID())).toBeNull();
      expect(await transaction(() => jobs.lock(randomUUID()))).toBeNull();
      expect(await jobs.titles([randomUUID()])).toEqual(new Map());
      expect(await jobs.titles([])).toEqual(new Map());
    });

    it('changes only the fields given, and the updated time', async () => {
      const created = await jobs.create(newJob(await newHomeowner()));
      const at = new Date('2026-07-01T10:00:00Z');
      await jobs.update(created.id, { title: 'Replace the kitchen tap', leadCap: 3 }, at);
      const cancelled = new Date('2026-07-02T10:00:00Z');
      await jobs.update(created.id, { status: 'cancelled', cancelledAt: cancelled }, cancelled);
      expect(await jobs.findById(created.id)).toEqual({
        ...created,
        title: 'Replace the kitchen tap',
        status: 'cancelled',
        cancelledAt: cancelled,
        updatedAt: cancelled,
      });
    });

    it('pages a homeowner’s jobs newest first, by status, and only theirs', async () => {
      const [owner, other] = [await newHomeowner(), await newHomeowner()];
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await jobs.create(newJob(owner))).id);
      const pending = await jobs.create(newJob(owner, { status: 'pending_payment' }));
      await jobs.create(newJob(other));

      const first = await jobs.listByHomeowner({
        homeownerId: owner,
        statuses: ['open'],
        limit: 2,
      });
      expect(first.items.map((j) => j.id)).toEqual([ids[2], ids[1]]);
      expect(first.items[0]).toMatchObject({ quoteCount: 0, images: [] });
      const second = await jobs.listByHomeowner({
        homeownerId: owner,
        statuses: ['open'],
        limit: 2,
        cursor: first.nextCursor!,
      });
      expect(second.items.map((j) => j.id)).toEqual([ids[0]]);
      expect(second.nextCursor).toBeNull();
      const all = await jobs.listByHomeowner({ homeownerId: owner, limit: 10 });
      expect(all.items.map((j) => j.id)).toEqual([pending.id, ...[...ids].reverse()]);
      expect(all.nextCursor).toBeNull();
      await expect(
        jobs.listByHomeowner({ homeownerId: owner, limit: 2, cursor: 'not-a-cursor' }),
      ).rejects.toMatchObject({ code: 'JOBS.INVALID_CURSOR', kind: 'invalid' });
    });

    it('locks a homeowner’s unassigned jobs (pending payment or open) in id order', async () => {
      const [owner, other] = [await newHomeowner(), await newHomeowner()];
      const open = await jobs.create(newJob(owner));
      const pending = await jobs.create(newJob(owner, { status: 'pending_payment' }));
      const cancelled = await jobs.create(newJob(owner));
      await jobs.update(cancelled.id, { status: 'cancelled', cancelledAt: new Date() }, new Date());
      await jobs.create(newJob(other));
      const locked = await transaction(() => jobs.lockUnassignedOf(owner));
      expect(locked.map((j) => j.id)).toEqual([open.id, pending.id].sort());
      expect(locked.find((j) => j.id === pending.id)).toMatchObject({ status: 'pending_payment' });
    });

    it('finds open jobs published before the cutoff and not expired, longest unhired first', async () => {
      const owner = await newHomeowner();
      // Weeks ago, not months: the app's own 30-day sweep leaves these alone.
      const cutoff = new Date(Date.now() - 10 * DAY);
      const before = (hours: number) => new Date(cutoff.getTime() - hours * 60 * 60 * 1000);
      const post = async (publishedAt: Date, over: Partial<NewJob> = {}) =>
        (await jobs.create(newJob(owner, { publishedAt, ...over }))).id;
      const newer = await post(before(1));
      const oldest = await post(before(3));
      const middle = await post(before(2));
      await post(new Date(cutoff.getTime() + 1000));
      const expired = await post(before(4));
      await jobs.update(expired, { leadsExpiredAt: before(1) }, before(1));
      await post(before(5), { status: 'pending_payment' });
      const mine = new Set([newer, oldest, middle, expired]);
      const found = (await jobs.unhiredSince(cutoff, 1000)).filter((id) => mine.has(id));
      expect(found).toEqual([oldest, middle, newer]);
      expect(await jobs.unhiredSince(cutoff, 2)).toHaveLength(2);
    });

    it('keeps up to 8 images in place order, reusing a removed image’s place', async () => {
      const created = await jobs.create(newJob(await newHomeowner()));
      const first = await jobs.addImage(created.id, image(0));
      const second = await jobs.addImage(created.id, image(1));
      expect([first.position, second.position]).toEqual([0, 1]);
      expect(first).toEqual({
        ...image(0),
        storageKey: first.storageKey,
        id: expect.any(String),
        position: 0,
      });
      expect((await jobs.findById(created.id))!.images).toEqual([first, second]);

      expect(await jobs.removeImage(created.id, first.id)).toEqual(first);
      expect(await jobs.removeImage(created.id, first.id)).toBeNull();
      const again = await jobs.addImage(created.id, image(2));
      expect(again.position).toBe(0);
      expect(again.id).not.toBe(first.id);
      expect((await jobs.findById(created.id))!.images.map((i) => i.id)).toEqual([
        again.id,
        second.id,
      ]);
      for (let n = 3; n < 9; n++) await jobs.addImage(created.id, image(n));
      await expect(jobs.addImage(created.id, image(9))).rejects.toMatchObject({
        code: 'JOBS.TOO_MANY_IMAGES',
      });
      expect((await jobs.findById(created.id))!.images.map((i) => i.position)).toEqual([
        0, 1, 2, 3, 4, 5, 6, 7,
      ]);
    });
  });
}

export interface LeadAccessSubject {
  access: LeadAccess;
  /** A job whose lead is on sale, and a tradie who may buy it. */
  newJob: () => Promise<string>;
  newTradie: () => Promise<string>;
  /** The tradie buys the job's lead (the leads module's side); answers the lead's id. */
  buy: (jobId: string, tradieId: string) => Promise<string>;
  /** The lead is credited back. */
  refund: (leadId: string) => Promise<void>;
}

/** Who may see a job's contact details: a buyer whose lead was not credited back. */
export function leadAccessContract(name: string, make: () => Promise<LeadAccessSubject>) {
  describe(`LeadAccess contract: ${name}`, () => {
    let s: LeadAccessSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('answers yes for the buyer of the job’s lead only', async () => {
      const [job, other] = [await s.newJob(), await s.newJob()];
      const [buyer, stranger] = [await s.newTradie(), await s.newTradie()];
      expect(await s.access.hasBought(job, buyer)).toBe(false);
      await s.buy(job, buyer);
      expect(await s.access.hasBought(job, buyer)).toBe(true);
      expect(await s.access.hasBought(job, stranger)).toBe(false);
      expect(await s.access.hasBought(other, buyer)).toBe(false);
    });

    it('answers no once the lead is credited back', async () => {
      const job = await s.newJob();
      const [refunded, kept] = [await s.newTradie(), await s.newTradie()];
      const lead = await s.buy(job, refunded);
      await s.buy(job, kept);
      await s.refund(lead);
      expect(await s.access.hasBought(job, refunded)).toBe(false);
      expect(await s.access.hasBought(job, kept)).toBe(true);
    });
  });
}

export interface PeopleDirectorySubject {
  people: PeopleDirectory;
  newPerson: (firstName: string) => Promise<string>;
  ban: (userId: string) => Promise<void>;
}

/** The homeowner's first name for buyers, and the hold that keeps a banned poster out. */
export function peopleDirectoryContract(name: string, make: () => Promise<PeopleDirectorySubject>) {
  describe(`PeopleDirectory contract: ${name}`, () => {
    let s: PeopleDirectorySubject;
    beforeEach(async () => {
      s = await make();
    });

    it('names a person by their first name, and nobody for an unknown id', async () => {
      const [olivia, sam] = [await s.newPerson('Olivia'), await s.newPerson('Sam')];
      expect(await s.people.firstName(olivia)).toBe('Olivia');
      expect(await s.people.firstName(sam)).toBe('Sam');
      expect(await s.people.firstName(randomUUID())).toBeNull();
    });

    it('holds an active poster, and refuses a banned or unknown one (AUTH.BANNED)', async () => {
      const [active, banned] = [await s.newPerson('Olivia'), await s.newPerson('Sam')];
      await s.ban(banned);
      await expect(s.people.holdPoster(active)).resolves.toBeUndefined();
      await expect(s.people.holdPoster(banned)).rejects.toMatchObject({ code: 'AUTH.BANNED' });
      await expect(s.people.holdPoster(randomUUID())).rejects.toMatchObject({
        code: 'AUTH.BANNED',
      });
    });
  });
}

export interface PublicJobListingsSubject {
  listings: PublicJobListings;
  /** A new job of a new homeowner, open unless said otherwise; answers its id. */
  post: (over?: { status?: 'open' | 'pending_payment'; title?: string }) => Promise<string>;
  /** Changes a job as the jobs module does. */
  change: (
    jobId: string,
    changes: { title?: string; description?: string; status?: 'cancelled' },
  ) => Promise<void>;
}

/** The landing page's open listing and the version that says when it changed. */
export function publicJobListingsContract(
  name: string,
  make: () => Promise<PublicJobListingsSubject>,
) {
  describe(`PublicJobListings contract: ${name}`, () => {
    let s: PublicJobListingsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('lists open unassigned jobs newest first, at most the limit', async () => {
      const older = await s.post({ title: 'Older open job' });
      const newer = await s.post({ title: 'Newer open job' });
      await s.post({ status: 'pending_payment' });
      const cards = await s.listings.openUnassigned(2);
      expect(cards.map((c) => c.id)).toEqual([newer, older]);
      expect(cards[0]).toEqual({
        id: newer,
        title: 'Newer open job',
        category: 'plumbing',
        location: 'Newtown',
        state: 'NSW',
        budgetCents: 20_000,
        createdAt: expect.any(Date),
        isEmergency: false,
        assignedTradieId: null,
      });
      await s.change(newer, { status: 'cancelled' });
      expect((await s.listings.openUnassigned(1)).map((c) => c.id)).toEqual([older]);
    });

    it('moves the version when the listing changes, and only then', async () => {
      const version = () => s.listings.openListingVersion();
      const start = await version();
      expect(await version()).toBe(start);
      const job = await s.post();
      const posted = await version();
      expect(posted).toBeGreaterThan(start);
      await s.change(job, { description: 'Now the tap also squeals when it is turned.' });
      await s.post({ status: 'pending_payment' });
      expect(await version()).toBe(posted);
      await s.change(job, { title: 'Fix a squealing tap' });
      const retitled = await version();
      expect(retitled).toBeGreaterThan(posted);
      await s.change(job, { status: 'cancelled' });
      expect(await version()).toBeGreaterThan(retitled);
    });
  });
}
