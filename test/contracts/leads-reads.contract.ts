import { randomUUID } from 'node:crypto';
import type { EndingJobs } from '#modules/leads/domain/job-endings.js';
import type {
  FeedQuery,
  LeadConversations,
  LeadFeed,
  TradieDirectory,
} from '#modules/leads/domain/ports.js';
import type { AuState } from '#shared/domain/australia.js';

/** A job on the market as the feed sees it. */
export interface FeedJobSeed {
  category: string;
  lat: number;
  lng: number;
  state: AuState;
  publishedAt: Date;
  title?: string;
  isEmergency?: boolean;
  /** Not on sale: cancelled, every slot sold, or its leads expired (30 days unhired). */
  off?: 'cancelled' | 'sold_out' | 'expired';
}

export interface LeadFeedSubject {
  feed: LeadFeed;
  /** Puts a job on the market (a new homeowner's); answers its id. */
  post: (job: FeedJobSeed) => Promise<string>;
  newTradie: () => Promise<string>;
  /** The tradie buys the job's lead (the slot count is left as it was). */
  buy: (jobId: string, tradieId: string) => Promise<void>;
}

const T0 = Date.parse('2026-06-01T00:00:00Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
/** Newtown; 0.05° of latitude is 5.6 km, 1° is 111 km. */
const ORIGIN = { lat: -33.9, lng: 151.18 };

const CARD_KEYS = [
  'boughtByMe',
  'budgetCents',
  'category',
  'createdAt',
  'description',
  'distanceKm',
  'id',
  'imageCount',
  'isEmergency',
  'leadCap',
  'leadCount',
  'location',
  'postcode',
  'publishedAt',
  'state',
  'title',
];

/**
 * The tradie feed as LeadsService asks for it: the scope (trades, radius, filters) comes worked
 * out; the feed applies it, orders and pages. Each case invents its own trade, so the jobs of
 * other cases on a shared database never fall in its scope.
 */
export function leadFeedContract(name: string, make: () => Promise<LeadFeedSubject>) {
  describe(`LeadFeed contract: ${name}`, () => {
    let s: LeadFeedSubject;
    let trade: string;
    let query: (over?: Partial<FeedQuery>) => Promise<FeedQuery>;
    beforeEach(async () => {
      s = await make();
      trade = `trade-${randomUUID()}`;
      const tradieId = await s.newTradie();
      query = async (over = {}) => ({
        tradieId,
        categories: [trade],
        origin: ORIGIN,
        radiusKm: 30,
        limit: 10,
        ...over,
      });
    });
    const near = (over: Partial<FeedJobSeed> = {}) =>
      s.post({
        category: trade,
        lat: ORIGIN.lat + 0.05,
        lng: ORIGIN.lng,
        state: 'NSW',
        publishedAt: at(0),
        ...over,
      });
    const ids = async (q: FeedQuery) => (await s.feed.page(q)).items.map((c) => c.id);

    it('shows the jobs on sale in the trades and radius, emergency first, then newest', async () => {
      const older = await near({ publishedAt: at(1), title: 'Fix a leaking tap' });
      const newer = await near({ publishedAt: at(2) });
      const emergency = await near({ publishedAt: at(0), isEmergency: true });
      const page = await s.feed.page(await query());
      expect(page.items.map((c) => c.id)).toEqual([emergency, newer, older]);
      expect(page.nextCursor).toBeNull();
      const card = page.items[2];
      expect(Object.keys(card).sort()).toEqual(CARD_KEYS);
      expect(card).toMatchObject({
        title: 'Fix a leaking tap',
        category: trade,
        state: 'NSW',
        isEmergency: false,
        publishedAt: at(1),
        leadCount: 0,
        leadCap: 3,
        distanceKm: 5.6,
        boughtByMe: false,
        imageCount: 0,
      });
    });

    it('leaves out other trades, jobs beyond the radius and jobs not on sale', async () => {
      const shown = await near();
      await near({ category: `${trade}-other` });
      await near({ lat: ORIGIN.lat + 1 });
      await near({ off: 'cancelled' });
      await near({ off: 'sold_out' });
      await near({ off: 'expired' });
      expect(await ids(await query())).toEqual([shown]);
      expect(await ids(await query({ radiusKm: 5 }))).toEqual([]);
    });

    it('narrows to a state and to emergencies or not', async () => {
      const nsw = await near();
      const vic = await near({ state: 'VIC', publishedAt: at(1) });
      const urgent = await near({ isEmergency: true });
      expect(await ids(await query({ state: 'NSW' }))).toEqual([urgent, nsw]);
      expect(await ids(await query({ state: 'VIC' }))).toEqual([vic]);
      expect(await ids(await query({ emergency: true }))).toEqual([urgent]);
      expect(await ids(await query({ emergency: false }))).toEqual([vic, nsw]);
    });

    it('pages by its cursor and refuses one it cannot read (LEADS.INVALID_CURSOR)', async () => {
      const jobs = [];
      for (let i = 0; i < 3; i++) jobs.push(await near({ publishedAt: at(i) }));
      const first = await s.feed.page(await query({ limit: 2 }));
      expect(first.items.map((c) => c.id)).toEqual([jobs[2], jobs[1]]);
      const second = await s.feed.page(await query({ limit: 2, cursor: first.nextCursor! }));
      expect(second.items.map((c) => c.id)).toEqual([jobs[0]]);
      expect(second.nextCursor).toBeNull();
      await expect(s.feed.page(await query({ cursor: 'not-a-cursor' }))).rejects.toMatchObject({
        code: 'LEADS.INVALID_CURSOR',
      });
    });

    it('marks the leads the tradie bought, and counts the new ones they have not', async () => {
      const [me, other] = [await s.newTradie(), await s.newTradie()];
      const old = await near({ publishedAt: at(1) });
      const mine = await near({ publishedAt: at(3) });
      const theirs = await near({ publishedAt: at(5) });
      await near({ publishedAt: at(6), off: 'sold_out' });
      await s.buy(mine, me);
      await s.buy(theirs, other);
      const page = await s.feed.page(await query({ tradieId: me }));
      expect(page.items.map((c) => [c.id, c.boughtByMe])).toEqual([
        [theirs, false],
        [mine, true],
        [old, false],
      ]);
      const { cursor: _c, limit: _l, ...scope } = await query({ tradieId: me });
      expect(await s.feed.countNew(scope, at(2))).toBe(1);
      expect(await s.feed.countNew({ ...scope, tradieId: other }, at(2))).toBe(1);
      expect(await s.feed.countNew({ ...scope, tradieId: other }, at(0))).toBe(2);
      expect(await s.feed.countNew(scope, at(5))).toBe(0);
    });
  });
}

export interface TradieSeed {
  firstName: string;
  businessName: string;
  categories: string[];
  servicePostcode: string;
  serviceRadiusKm: number;
}

export interface TradieDirectorySubject {
  directory: TradieDirectory;
  /** A tradie as they signed up (no licence check has narrowed their listing yet). */
  newTradie: (profile: TradieSeed) => Promise<string>;
  newHomeowner: () => Promise<string>;
}

/** What buying and the feed read of a tradie: their trades and service area. */
export function tradieDirectoryContract(name: string, make: () => Promise<TradieDirectorySubject>) {
  describe(`TradieDirectory contract: ${name}`, () => {
    let s: TradieDirectorySubject;
    beforeEach(async () => {
      s = await make();
    });

    it('gives a tradie’s trades and service area, listed in every trade until checked', async () => {
      const seed: TradieSeed = {
        firstName: 'Tess',
        businessName: 'Tess Plumbing',
        categories: ['plumbing', 'electrical'],
        servicePostcode: '2042',
        serviceRadiusKm: 40,
      };
      const id = await s.newTradie(seed);
      expect(await s.directory.profile(id)).toEqual({
        id,
        ...seed,
        listedCategories: seed.categories,
      });
    });

    it('knows no profile for a homeowner or an unknown id', async () => {
      expect(await s.directory.profile(await s.newHomeowner())).toBeNull();
      expect(await s.directory.profile(randomUUID())).toBeNull();
    });
  });
}

export interface LeadConversationsSubject {
  conversations: LeadConversations;
  /** The parties of a bought lead: the job, its homeowner and the buyer. */
  newLead: (jobId?: string) => Promise<{ jobId: string; tradieId: string; homeownerId: string }>;
  /** The lead's conversation as messaging keeps it, or null when there is none. */
  conversation: (
    jobId: string,
    tradieId: string,
  ) => Promise<{ homeownerId: string; closedReason: string | null } | null>;
}

/** A bought lead and its conversation exist together; a refund turns it read-only. */
export function leadConversationsContract(
  name: string,
  make: () => Promise<LeadConversationsSubject>,
) {
  describe(`LeadConversations contract: ${name}`, () => {
    let s: LeadConversationsSubject;
    beforeEach(async () => {
      s = await make();
    });
    const when = new Date('2026-06-01T10:00:00Z');

    it('opens one conversation between the buyer and the homeowner', async () => {
      const lead = await s.newLead();
      expect(await s.conversation(lead.jobId, lead.tradieId)).toBeNull();
      await s.conversations.open(lead.jobId, lead.tradieId, lead.homeownerId, when);
      await s.conversations.open(lead.jobId, lead.tradieId, lead.homeownerId, when);
      expect(await s.conversation(lead.jobId, lead.tradieId)).toEqual({
        homeownerId: lead.homeownerId,
        closedReason: null,
      });
    });

    it('closes a refunded lead’s conversation with the first reason, and only that one', async () => {
      const lead = await s.newLead();
      const other = await s.newLead(lead.jobId);
      for (const l of [lead, other]) {
        await s.conversations.open(l.jobId, l.tradieId, l.homeownerId, when);
      }
      await s.conversations.close(lead.jobId, lead.tradieId, 'dispute_approved');
      await s.conversations.close(lead.jobId, lead.tradieId, 'job_cancelled');
      expect(await s.conversation(lead.jobId, lead.tradieId)).toMatchObject({
        closedReason: 'dispute_approved',
      });
      expect(await s.conversation(other.jobId, other.tradieId)).toMatchObject({
        closedReason: null,
      });
    });

    it('closes nothing, and refuses nothing, when there is no conversation', async () => {
      const lead = await s.newLead();
      await expect(
        s.conversations.close(lead.jobId, lead.tradieId, 'job_cancelled'),
      ).resolves.toBeUndefined();
      expect(await s.conversation(lead.jobId, lead.tradieId)).toBeNull();
    });
  });
}

export interface EndingJobsSubject {
  jobs: EndingJobs;
  /**
   * A new homeowner's job: open and published this many days before the app's clock, or
   * waiting for its emergency fee.
   */
  post: (job: { daysAgo?: number; status?: 'open' | 'pending_payment' }) => Promise<{
    id: string;
    homeownerId: string;
  }>;
  /** The job's status as the jobs module keeps it. */
  status: (jobId: string) => Promise<string>;
}

/**
 * The job's side of the endings that credit its buyers back (JobEndings): a homeowner's
 * cancellation and the 30-day expiry of an unhired job's lead. The real adapter shares its
 * database with the app's own credit-back sweep: the cases use jobs just past 30 days for the
 * moments between posting and asserting.
 */
export function endingJobsContract(name: string, make: () => Promise<EndingJobsSubject>) {
  describe(`EndingJobs contract: ${name}`, () => {
    let s: EndingJobsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('cancels the homeowner’s open or unpaid job', async () => {
      const open = await s.post({});
      const unpaid = await s.post({ status: 'pending_payment' });
      await s.jobs.cancel(open.id, open.homeownerId);
      await s.jobs.cancel(unpaid.id, unpaid.homeownerId);
      expect([await s.status(open.id), await s.status(unpaid.id)]).toEqual([
        'cancelled',
        'cancelled',
      ]);
    });

    it('refuses an unknown job, another’s job, and a job already ended', async () => {
      const job = await s.post({});
      const other = await s.post({});
      await expect(s.jobs.cancel(randomUUID(), job.homeownerId)).rejects.toMatchObject({
        code: 'JOBS.NOT_FOUND',
      });
      await expect(s.jobs.cancel(job.id, other.homeownerId)).rejects.toMatchObject({
        code: 'JOBS.NOT_YOURS',
      });
      expect(await s.status(job.id)).toBe('open');
      await s.jobs.cancel(job.id, job.homeownerId);
      await expect(s.jobs.cancel(job.id, job.homeownerId)).rejects.toMatchObject({
        code: 'JOBS.NOT_EDITABLE',
      });
    });

    it('lists the open jobs unhired for 30 days, at most a batch', async () => {
      const due = [await s.post({ daysAgo: 31 }), await s.post({ daysAgo: 30.5 })];
      const young = await s.post({ daysAgo: 29 });
      const unpaid = await s.post({ daysAgo: 31, status: 'pending_payment' });
      const listed = await s.jobs.unhiredJobIds(1000);
      expect(due.every((job) => listed.includes(job.id))).toBe(true);
      expect(listed).not.toContain(young.id);
      expect(listed).not.toContain(unpaid.id);
      expect(await s.jobs.unhiredJobIds(1)).toHaveLength(1);
    });

    it('expires a due job’s lead once, and no other', async () => {
      const due = await s.post({ daysAgo: 31 });
      const young = await s.post({ daysAgo: 29 });
      expect(await s.jobs.expireLeads(due.id)).toBe(true);
      expect(await s.jobs.expireLeads(due.id)).toBe(false);
      expect(await s.jobs.unhiredJobIds(1000)).not.toContain(due.id);
      expect(await s.status(due.id)).toBe('open');
      expect(await s.jobs.expireLeads(young.id)).toBe(false);
      expect(await s.jobs.expireLeads(randomUUID())).toBe(false);
    });
  });
}
