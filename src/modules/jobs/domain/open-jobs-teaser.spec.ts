import { type JobCard, OPEN_TEASER_LIMIT, PublicJobListings } from './job.js';
import { OpenJobsTeaser } from './open-jobs-teaser.js';

const card = (id: string): JobCard => ({
  id,
  title: `Job ${id}`,
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  budgetCents: 20_000,
  createdAt: new Date('2026-06-01T00:00:00Z'),
  isEmergency: false,
  assignedTradieId: null,
});

/** Listings whose version and cards the test sets; counts the listing queries. */
class FakeListings extends PublicJobListings {
  version = 1;
  cards: JobCard[] = [card('a')];
  queries = 0;
  limits: number[] = [];
  /** When set, the listing query waits for it. */
  gate: Promise<void> | null = null;

  async openUnassigned(limit: number): Promise<JobCard[]> {
    this.queries += 1;
    this.limits.push(limit);
    const cards = this.cards;
    if (this.gate) await this.gate;
    return cards;
  }
  async openListingVersion(): Promise<number> {
    return this.version;
  }
}

describe('the open jobs teaser', () => {
  it('queries the listing once while the version stands still', async () => {
    const listings = new FakeListings();
    const teaser = new OpenJobsTeaser(listings);
    const first = await teaser.current();
    const second = await teaser.current();
    expect(second).toBe(first);
    expect(first.cards.map((c) => c.id)).toEqual(['a']);
    expect(listings.queries).toBe(1);
    expect(listings.limits).toEqual([OPEN_TEASER_LIMIT]);
  });

  it('loads the listing again as soon as the version moves', async () => {
    const listings = new FakeListings();
    const teaser = new OpenJobsTeaser(listings);
    await teaser.current();
    listings.cards = [card('b')];
    listings.version = 2;
    const after = await teaser.current();
    expect(after).toEqual({ version: 2, cards: [card('b')] });
    expect(listings.queries).toBe(2);
  });

  it('shares one load between requests that miss together', async () => {
    const listings = new FakeListings();
    let open!: () => void;
    listings.gate = new Promise((resolve) => (open = resolve));
    const teaser = new OpenJobsTeaser(listings);
    const both = Promise.all([teaser.current(), teaser.current()]);
    open();
    const [one, two] = await both;
    expect(one).toBe(two);
    expect(listings.queries).toBe(1);
  });

  it('keeps the newer snapshot when an older load finishes last', async () => {
    const listings = new FakeListings();
    let openOld!: () => void;
    listings.gate = new Promise((resolve) => (openOld = resolve));
    const teaser = new OpenJobsTeaser(listings);
    const old = teaser.current(); // version 1, held at the gate
    while (listings.queries === 0) await Promise.resolve();
    listings.gate = null;
    listings.version = 2;
    listings.cards = [card('new')];
    const fresh = await teaser.current();
    openOld();
    await old;
    expect(await teaser.current()).toBe(fresh);
    expect(listings.queries).toBe(2);
  });
});
