import type { Activity } from '#modules/canvas/domain/activities.js';
import type { ActivityStore } from '#modules/canvas/domain/ports.js';

const activity = (n: number, over: Partial<Activity> = {}): Activity => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: 'addClass',
  at: new Date(Date.UTC(2026, 10, 23, 10, 0, n)),
  files: [{ file: 'features/Hero.tsx', before: 'a\r\nb “quoted”\n', after: 'a\r\nc\n' }],
  undone: false,
  ...over,
});

/** What every ActivityStore must do, in memory or on disk. `limit` is 3 for these tests. */
export function activityStoreContract(
  name: string,
  make: (limit: number) => Promise<ActivityStore>,
) {
  describe(`ActivityStore contract: ${name}`, () => {
    it('gives back what it recorded, byte for byte, and nothing for an unknown id', async () => {
      const store = await make(3);
      await store.record(activity(1));
      expect(await store.get(activity(1).id)).toEqual(activity(1));
      expect(await store.get(activity(2).id)).toBeUndefined();
      expect(await store.get('../../etc/passwd')).toBeUndefined();
    });

    it('marks an activity undone and redone', async () => {
      const store = await make(3);
      await store.record(activity(1));
      await store.setUndone(activity(1).id, true);
      expect((await store.get(activity(1).id))?.undone).toBe(true);
      await store.setUndone(activity(1).id, false);
      expect(await store.get(activity(1).id)).toEqual(activity(1));
      await store.setUndone(activity(9).id, true); // unknown: nothing happens
      expect(await store.get(activity(9).id)).toBeUndefined();
    });

    it('forgets the oldest past its limit, even one undone since', async () => {
      const store = await make(3);
      for (const n of [1, 2, 3]) await store.record(activity(n));
      await store.setUndone(activity(1).id, true);
      await store.record(activity(4));
      expect(await store.get(activity(1).id)).toBeUndefined();
      for (const n of [2, 3, 4]) expect(await store.get(activity(n).id)).toEqual(activity(n));
    });
  });
}
