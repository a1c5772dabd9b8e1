import { randomUUID } from 'node:crypto';
import type { NewNotification, Notification } from '#modules/notifications/domain/notification.js';
import type {
  NotificationChannels,
  NotificationFacts,
  NotificationStore,
  PushDevices,
} from '#modules/notifications/domain/ports.js';

/** No user or notification has it (a uuid, as the real ids are). */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const draft = (userId: string, over: Partial<NewNotification> = {}): NewNotification => ({
  userId,
  type: 'message_received',
  title: 'New message from Olivia',
  body: 'Is Tuesday fine?',
  link: '/dashboard/messages',
  // Event ids are uuids (the outbox's).
  sourceEventId: randomUUID(),
  ...over,
});

export interface NotificationStoreSubject {
  store: NotificationStore;
  /** A new user (the real store needs an account row). */
  newUser: () => Promise<string>;
}

/** What the notifications service relies on from its inbox store, in memory or on PostgreSQL. */
export function notificationStoreContract(
  name: string,
  make: () => Promise<NotificationStoreSubject>,
) {
  describe(`NotificationStore contract: ${name}`, () => {
    let store: NotificationStore;
    let newUser: () => Promise<string>;
    beforeEach(async () => {
      ({ store, newUser } = await make());
    });

    it('stores a notification once per recipient, type and event', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const first = draft(user);
      const stored = await store.insertOnce(first);
      expect(stored).toEqual({
        id: expect.any(String),
        userId: user,
        type: 'message_received',
        title: first.title,
        body: first.body,
        link: first.link,
        createdAt: expect.any(Date),
        readAt: null,
      });
      expect(await store.insertOnce({ ...first, title: 'Again' })).toBeNull();
      // The same event may tell another person, or the same person something else.
      expect(await store.insertOnce({ ...first, userId: other })).not.toBeNull();
      expect(await store.insertOnce({ ...first, type: 'lead_bought' })).not.toBeNull();
      expect(await store.unreadCount(user)).toBe(2);
      expect(await store.unreadCount(other)).toBe(1);
    });

    it('pages the user’s notifications newest first through its cursor', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const ids: string[] = [];
      for (const title of ['one', 'two', 'three']) {
        ids.push((await store.insertOnce(draft(user, { title })))!.id);
      }
      const theirs = (await store.insertOnce(draft(other)))!.id;

      const first = await store.page(user, 2);
      expect(first.items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
      expect(first.nextCursor).toEqual(expect.any(String));
      const second = await store.page(user, 2, first.nextCursor!);
      expect(second).toEqual({
        items: [expect.objectContaining({ id: ids[0] })],
        nextCursor: null,
      });
      expect((await store.page(user, 3)).nextCursor).toBeNull();
      expect((await store.page(other, 10)).items.map((n) => n.id)).toEqual([theirs]);
    });

    it('refuses a cursor it did not make with NOTIFICATIONS.INVALID_CURSOR', async () => {
      const user = await newUser();
      await expect(store.page(user, 10, 'not-a-cursor')).rejects.toMatchObject({
        code: 'NOTIFICATIONS.INVALID_CURSOR',
      });
    });

    it('marks the user’s own notification read, keeping the first time, and nobody else’s', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const n = (await store.insertOnce(draft(user)))!;
      await store.insertOnce(draft(user));
      const [t1, t2] = [new Date('2026-06-01T10:00:00Z'), new Date('2026-06-02T10:00:00Z')];
      expect(await store.markRead(other, n.id, t1)).toBe(false);
      expect(await store.markRead(user, UNKNOWN, t1)).toBe(false);
      expect(await store.unreadCount(user)).toBe(2);
      expect(await store.markRead(user, n.id, t1)).toBe(true);
      expect(await store.markRead(user, n.id, t2)).toBe(true);
      const { items } = await store.page(user, 10);
      expect(items.find((x) => x.id === n.id)?.readAt).toEqual(t1);
      expect(await store.unreadCount(user)).toBe(1);
    });

    it('marks all of the user’s read, an earlier read keeping its time, and nobody else’s', async () => {
      const [user, other] = [await newUser(), await newUser()];
      const early = (await store.insertOnce(draft(user)))!;
      await store.insertOnce(draft(user));
      await store.insertOnce(draft(other));
      const [t1, t2] = [new Date('2026-06-01T10:00:00Z'), new Date('2026-06-02T10:00:00Z')];
      await store.markRead(user, early.id, t1);
      await store.markAllRead(user, t2);
      expect(await store.unreadCount(user)).toBe(0);
      expect(await store.unreadCount(other)).toBe(1);
      expect((await store.page(user, 10)).items.map((x) => x.readAt)).toEqual([t2, t1]);
    });

    it('keeps channel choices per type, a later choice replacing an earlier one', async () => {
      const [user, other] = [await newUser(), await newUser()];
      expect(await store.preferences(user)).toEqual({});
      await store.savePreferences(user, [
        { type: 'hired', email: false, push: false },
        { type: 'level_up', email: true, push: false },
      ]);
      await store.savePreferences(user, [{ type: 'hired', email: true, push: true }]);
      await store.savePreferences(user, []);
      expect(await store.preferences(user)).toEqual({
        hired: { email: true, push: true },
        level_up: { email: true, push: false },
      });
      expect(await store.preferences(other)).toEqual({});
    });
  });
}

export interface PushDevicesSubject {
  devices: PushDevices;
  newUser: (kind: 'homeowner' | 'tradie') => Promise<string>;
  /** The device id kept for the user (read from where the adapter keeps it). */
  deviceOf: (userId: string) => Promise<string | null>;
}

/** What saving a push device promises, in memory or on the profile rows. */
export function pushDevicesContract(name: string, make: () => Promise<PushDevicesSubject>) {
  describe(`PushDevices contract: ${name}`, () => {
    let s: PushDevicesSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('keeps a homeowner’s and a tradie’s device', async () => {
      const [homeowner, tradie] = [await s.newUser('homeowner'), await s.newUser('tradie')];
      await s.devices.save(homeowner, 'device-home');
      await s.devices.save(tradie, 'device-trade');
      expect(await s.deviceOf(homeowner)).toBe('device-home');
      expect(await s.deviceOf(tradie)).toBe('device-trade');
    });

    it('replaces the device saved before, touching nobody else’s', async () => {
      const [user, other] = [await s.newUser('homeowner'), await s.newUser('homeowner')];
      await s.devices.save(other, 'device-other');
      await s.devices.save(user, 'device-old');
      await s.devices.save(user, 'device-new');
      expect(await s.deviceOf(user)).toBe('device-new');
      expect(await s.deviceOf(other)).toBe('device-other');
    });
  });
}

export interface NotificationFactsSubject {
  facts: NotificationFacts;
  homeowner: (firstName: string) => Promise<string>;
  /** A tradie listed in `trade`, approved unless said, whose area covers the seeded jobs' place or not (`near`). */
  tradie: (input: {
    businessName: string;
    trade: string;
    near: boolean;
    approved?: boolean;
  }) => Promise<string>;
  /** An open job; every seeded job is in the same place. */
  job: (homeownerId: string, input: { title: string; trade: string }) => Promise<string>;
}

/** What the notification texts and recipients rely on from other modules' data. */
export function notificationFactsContract(
  name: string,
  make: () => Promise<NotificationFactsSubject>,
) {
  describe(`NotificationFacts contract: ${name}`, () => {
    let s: NotificationFactsSubject;
    beforeEach(async () => {
      s = await make();
    });

    it('names a job by its title, and no unknown job', async () => {
      const title = `Fix the tap ${randomUUID().slice(0, 8)}`;
      const job = await s.job(await s.homeowner('Olivia'), { title, trade: 'plumbing' });
      expect(await s.facts.jobTitle(job)).toBe(title);
      expect(await s.facts.jobTitle(UNKNOWN)).toBeNull();
    });

    it('names people as others see them, leaving unknown ids out', async () => {
      const homeowner = await s.homeowner('Olivia');
      const tradie = await s.tradie({ businessName: 'Patel Tiling', trade: 'tiling', near: true });
      expect(await s.facts.names([homeowner, tradie, UNKNOWN])).toEqual({
        [homeowner]: 'Olivia',
        [tradie]: 'Patel Tiling',
      });
      expect(await s.facts.names([])).toEqual({});
    });

    it('tells a tradie from a homeowner and an unknown id', async () => {
      const homeowner = await s.homeowner('Olivia');
      const tradie = await s.tradie({ businessName: 'Patel Tiling', trade: 'tiling', near: true });
      expect(await s.facts.isTradie(tradie)).toBe(true);
      expect(await s.facts.isTradie(homeowner)).toBe(false);
      expect(await s.facts.isTradie(UNKNOWN)).toBe(false);
    });

    it('finds the approved tradies of the job’s trade whose area covers it, and no others', async () => {
      const job = await s.job(await s.homeowner('Olivia'), {
        title: 'Fix the tap',
        trade: 'plumbing',
      });
      const plumber = { businessName: 'Plumbing', trade: 'plumbing', near: true };
      const matching = await s.tradie(plumber);
      const others = [
        await s.tradie({ ...plumber, trade: 'electrical' }),
        await s.tradie({ ...plumber, near: false }),
        await s.tradie({ ...plumber, approved: false }),
      ];
      const found = await s.facts.tradiesMatching(job);
      expect(found).toContain(matching);
      for (const other of others) expect(found).not.toContain(other);
      expect(await s.facts.tradiesMatching(UNKNOWN)).toEqual([]);
    });
  });
}

export interface NotificationChannelsSubject {
  channels: NotificationChannels;
  /** A new user with a mail address. */
  newUser: () => Promise<string>;
  /** Titles pushed to the user, and subjects mailed to them, so far. */
  pushedTo: (userId: string) => Promise<string[]>;
  mailedTo: (userId: string) => Promise<string[]>;
}

/** What delivering a stored notification promises: push and mail as the user chose. */
export function notificationChannelsContract(
  name: string,
  make: () => Promise<NotificationChannelsSubject>,
) {
  describe(`NotificationChannels contract: ${name}`, () => {
    let s: NotificationChannelsSubject;
    beforeEach(async () => {
      s = await make();
    });

    const stored = (userId: string, title: string): Notification => ({
      id: randomUUID(),
      userId,
      type: 'hired',
      title,
      body: 'Olivia hired you for Fix the tap',
      link: '/dashboard/tradie/jobs',
      createdAt: new Date(),
      readAt: null,
    });

    it('pushes when the user chose push, and only then', async () => {
      const user = await s.newUser();
      await s.channels.deliver(stored(user, 'Pushed'), { push: true, email: false });
      await s.channels.deliver(stored(user, 'Kept in the app'), { push: false, email: false });
      expect(await s.pushedTo(user)).toEqual(['Pushed']);
      expect(await s.mailedTo(user)).toEqual([]);
    });

    it('mails the user when they chose email, and only then', async () => {
      const [user, other] = [await s.newUser(), await s.newUser()];
      await s.channels.deliver(stored(user, 'Mailed'), { push: false, email: true });
      await s.channels.deliver(stored(other, 'Not mailed'), { push: false, email: false });
      expect(await s.mailedTo(user)).toEqual(['Mailed']);
      expect(await s.pushedTo(user)).toEqual([]);
      expect(await s.mailedTo(other)).toEqual([]);
    });

    it('names a device’s user without failing the caller', async () => {
      const user = await s.newUser();
      await expect(s.channels.identify(user, `device-${user}`)).resolves.toBeUndefined();
    });
  });
}
