import { SameTurnBatches } from './same-turn-batches.js';

describe('SameTurnBatches', () => {
  it('hands the items added in one turn to one flush, and later ones to the next', async () => {
    const flushed: number[][] = [];
    const batches = new SameTurnBatches<number>(async (items) => {
      flushed.push(items);
    });
    await Promise.all([batches.add(1), batches.add(2), batches.add(3)]);
    await batches.add(4);
    expect(flushed).toEqual([[1, 2, 3], [4]]);
  });

  it('lets a flush add items and wait for them (they go into a later batch)', async () => {
    const flushed: string[][] = [];
    const batches: SameTurnBatches<string> = new SameTurnBatches(async (items) => {
      flushed.push(items);
      // What a consumer that publishes inside its delivery does.
      if (items.includes('outer')) await batches.add('inner');
    });
    await batches.add('outer');
    expect(flushed).toEqual([['outer'], ['inner']]);
  });

  it("rejects every add of a batch whose flush failed, and not the next batch's", async () => {
    let fail = true;
    const batches = new SameTurnBatches<number>(async () => {
      if (fail) throw new Error('database away');
    });
    const results = await Promise.allSettled([batches.add(1), batches.add(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await expect(batches.add(3)).resolves.toBeUndefined();
  });
});
