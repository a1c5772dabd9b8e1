import { InMemoryPublicJobListings } from '#test/fakes/jobs.fakes.js';
import { OPEN_TEASER_LIMIT } from './job.js';
import { OpenJobsTeaser } from './open-jobs-teaser.js';

/** One open job 'a' listed (version 2: its post moved the version). */
function setup() {
  const listings = new InMemoryPublicJobListings();
  const a = listings.post({ id: 'a' });
  return { listings, teaser: new OpenJobsTeaser(listings), a };
}

describe('the open jobs teaser', () => {
  it('queries the listing once while the version stands still', async () => {
    const { listings, teaser } = setup();
    const first = await teaser.current();
    const second = await teaser.current();
    expect(second).toBe(first);
    expect(first.cards.map((c) => c.id)).toEqual(['a']);
    expect(listings.queries).toBe(1);
    expect(listings.limits).toEqual([OPEN_TEASER_LIMIT]);
  });

  it('loads the listing again as soon as the version moves', async () => {
    const { listings, teaser } = setup();
    const before = await teaser.current();
    listings.post({ id: 'b' });
    const after = await teaser.current();
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.cards.map((c) => c.id)).toEqual(['b', 'a']);
    expect(listings.queries).toBe(2);
  });

  it('shares one load between requests that miss together', async () => {
    const { listings, teaser } = setup();
    let open!: () => void;
    listings.gate = new Promise((resolve) => (open = resolve));
    const both = Promise.all([teaser.current(), teaser.current()]);
    open();
    const [one, two] = await both;
    expect(one).toBe(two);
    expect(listings.queries).toBe(1);
  });

  it('keeps the newer snapshot when an older load finishes last', async () => {
    const { listings, teaser } = setup();
    let openOld!: () => void;
    listings.gate = new Promise((resolve) => (openOld = resolve));
    const old = teaser.current(); // the first version, held at the gate
    while (listings.queries === 0) await Promise.resolve();
    listings.gate = null;
    listings.change('a', { status: 'cancelled' });
    listings.post({ id: 'new' });
    const fresh = await teaser.current();
    openOld();
    await old;
    expect(fresh.cards.map((c) => c.id)).toEqual(['new']);
    expect(await teaser.current()).toBe(fresh);
    expect(listings.queries).toBe(2);
  });
});
