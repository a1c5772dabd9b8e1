import { jest } from '@jest/globals';
import { RecordingRealtime } from '#test/fakes/identity.fakes.js';
import {
  InMemoryNotificationFacts,
  InMemoryNotificationStore,
  InMemoryPushDevices,
  RecordingNotificationChannels,
} from '#test/fakes/notifications.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import type { NotifiedEvent } from './notification-rules.js';
import { NotificationsService } from './notifications.service.js';

const NOW = new Date('2026-06-01T00:00:00Z');

function setup() {
  const store = new InMemoryNotificationStore();
  const facts = new InMemoryNotificationFacts();
  // The homeowner h1 and two plumbers t1, t2 who serve the place of job-1.
  facts.jobs.set('job-1', { title: 'Fix the tap', trade: 'plumbing', homeownerId: 'h1' });
  facts.homeowners.set('h1', 'Name h1');
  for (const id of ['t1', 't2']) {
    facts.tradies.set(id, { name: `Name ${id}`, trades: ['plumbing'], near: true, approved: true });
  }
  const channels = new RecordingNotificationChannels();
  const realtime = new RecordingRealtime();
  const devices = new InMemoryPushDevices();
  const service = new NotificationsService(
    store,
    facts,
    channels,
    realtime,
    new FixedClock(NOW),
    devices,
  );
  return { service, store, facts, channels, realtime, devices };
}

const message = (id = 'evt-1'): NotifiedEvent => ({
  id,
  seq: 1,
  type: 'messaging.message_sent',
  aggregateId: 'msg-1',
  occurredAt: NOW,
  payload: {
    conversationId: 'conv-1',
    jobId: 'job-1',
    senderId: 'h1',
    recipientId: 't1',
    seq: 1,
    preview: 'Hello',
  },
});

describe('NotificationsService.onEvent', () => {
  it('stores one row per recipient and event, delivering it once with the default channels', async () => {
    const s = setup();
    const [created] = await s.service.onEvent(message());
    expect(created).toMatchObject({
      userId: 't1',
      type: 'message_received',
      title: 'New message from Name h1',
      body: 'Hello',
      link: '/dashboard/tradie/messages?conversation=conv-1',
    });
    expect(await s.service.onEvent(message())).toEqual([]);
    expect(s.channels.delivered).toEqual([
      ['t1', 'message_received', { email: false, push: true }],
    ]);
  });

  it('delivers on the channels the recipient chose', async () => {
    const s = setup();
    await s.service.savePreferences('t1', [{ type: 'message_received', email: true, push: false }]);
    await s.service.onEvent(message());
    expect(s.channels.delivered[0][2]).toEqual({ email: true, push: false });
  });

  it('tells nobody, and looks nothing up, when the recipient is reading the thread', async () => {
    const s = setup();
    s.realtime.inRooms.add('t1@conversation:conv-1');
    const names = jest.spyOn(s.facts, 'names');
    expect(await s.service.onEvent(message())).toEqual([]);
    expect(names).not.toHaveBeenCalled();
    expect(s.store.rows).toHaveLength(0);
  });

  it('tells every matching tradie of a newly open job', async () => {
    const s = setup();
    const created = await s.service.onEvent({
      id: 'evt-2',
      seq: 2,
      type: 'jobs.job_published',
      aggregateId: 'job-1',
      occurredAt: NOW,
      payload: { homeownerId: 'h1' },
    });
    expect(created.map((n) => [n.userId, n.type, n.title])).toEqual([
      ['t1', 'lead_matched', 'New lead: Fix the tap'],
      ['t2', 'lead_matched', 'New lead: Fix the tap'],
    ]);
  });
});

describe('NotificationsService inbox', () => {
  it('pages 30 by default, never fewer than 1 nor more than 100', async () => {
    const s = setup();
    await s.service.onEvent(message('e1'));
    await s.service.onEvent(message('e2'));
    const { nextCursor } = await s.store.page('t1', 1);
    const page = jest.spyOn(s.store, 'page');
    await s.service.list('t1', {});
    await s.service.list('t1', { limit: 0, cursor: nextCursor! });
    await s.service.list('t1', { limit: 500 });
    expect(page.mock.calls).toEqual([
      ['t1', 30, undefined],
      ['t1', 1, nextCursor],
      ['t1', 100, undefined],
    ]);
  });

  it('marks one or all read and tells the user’s other devices the unread count', async () => {
    const s = setup();
    await s.service.onEvent(message('e1'));
    await s.service.onEvent(message('e2'));
    expect(await s.service.unreadCount('t1')).toBe(2);
    expect(await s.service.markRead('t1', 'n1')).toBe(1);
    expect(await s.service.markAllRead('t1')).toBe(0);
    expect(s.realtime.emitted).toEqual([
      { userId: 't1', event: 'notification:unread', payload: { unread: 1 } },
      { userId: 't1', event: 'notification:unread', payload: { unread: 0 } },
    ]);
  });

  it('refuses to mark another user’s or an unknown notification', async () => {
    const s = setup();
    await s.service.onEvent(message());
    for (const [userId, id] of [
      ['h1', 'n1'],
      ['t1', 'n9'],
    ]) {
      await expect(s.service.markRead(userId, id)).rejects.toMatchObject({
        code: 'NOTIFICATIONS.NOT_FOUND',
      });
    }
    expect(s.store.rows[0].readAt).toBeNull();
    expect(s.realtime.emitted).toEqual([]);
  });
});

describe('NotificationsService preferences', () => {
  it('lists every type with its label, the defaults where nothing was chosen', async () => {
    const s = setup();
    await s.service.savePreferences('t1', [{ type: 'level_up', email: true, push: false }]);
    const prefs = await s.service.preferences('t1');
    expect(prefs).toHaveLength(14);
    expect(prefs.find((p) => p.type === 'level_up')).toEqual({
      type: 'level_up',
      label: 'Level ups',
      email: true,
      push: false,
    });
    expect(prefs.find((p) => p.type === 'hired')).toMatchObject({ email: true, push: true });
    expect(prefs.find((p) => p.type === 'quote_received')).toMatchObject({ email: false });
  });

  it('refuses an unknown type, saving none of the choices', async () => {
    const s = setup();
    await expect(
      s.service.savePreferences('t1', [
        { type: 'hired', email: false, push: false },
        { type: 'spam', email: true, push: true },
      ]),
    ).rejects.toMatchObject({ code: 'NOTIFICATIONS.UNKNOWN_TYPE', field: 'items' });
    expect(s.store.prefs.size).toBe(0);
  });

  it('keeps the push device id and names its owner at the provider from the session', async () => {
    const s = setup();
    await s.service.saveDeviceId('t1', 'device-9');
    expect(s.devices.ids.get('t1')).toBe('device-9');
    // The server, not the browser, says whose device it is: pushes for t1 reach it only now.
    expect(s.channels.identified).toEqual([['t1', 'device-9']]);
  });
});
