import { PngOnlyImages } from '#test/fakes/jobs.fakes.js';
import { png } from '#test/support/png.js';
import { jest } from '@jest/globals';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { DirectUnitOfWork, RecordingRealtime } from '#test/fakes/identity.fakes.js';
import { InMemoryFiles } from '#test/fakes/file-storage.fake.js';
import { InMemoryConversations, InMemoryMessages } from '#test/fakes/messaging.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { attachmentKey, MESSAGE_MAX_LENGTH } from './message.js';
import { MessagingService } from './messaging.service.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const HOME = 'home-1';
const TRADIE = 'tradie-1';

async function setup() {
  const messages = new InMemoryMessages();
  const conversations = new InMemoryConversations(messages);
  const realtime = new RecordingRealtime();
  const events = new RecordingDomainEvents();
  const files = new InMemoryFiles();
  const clock = new FixedClock(NOW);
  const service = new MessagingService(
    conversations,
    messages,
    realtime,
    events,
    new DirectUnitOfWork(),
    clock,
    files,
    new PngOnlyImages(),
  );
  await service.openForLead('job-1', TRADIE, HOME, NOW);
  const id = conversations.rows[0].id;
  return { service, messages, conversations, realtime, events, files, clock, id };
}

const text = (clientId: string, body = 'Hello there') => ({ clientId, body });

describe('MessagingService access', () => {
  it('lets only the two participants in, each on their side', async () => {
    const s = await setup();
    expect((await s.service.access(HOME, s.id)).side).toBe('homeowner');
    expect((await s.service.access(TRADIE, s.id)).side).toBe('tradie');
    for (const attempt of [
      () => s.service.access('stranger', s.id),
      () => s.service.history('stranger', s.id),
      () => s.service.send('stranger', s.id, text('c1')),
      () => s.service.markRead('stranger', s.id, 1),
      () => s.service.typing('stranger', s.id),
      () => s.service.delete('stranger', s.id, 'msg-1'),
      () => s.service.attachment('stranger', s.id, 'msg-1'),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ code: 'MESSAGING.NOT_A_PARTICIPANT' });
    }
    await expect(s.service.access(HOME, 'conv-x')).rejects.toMatchObject({
      code: 'MESSAGING.NOT_FOUND',
    });
    expect(s.messages.rows).toHaveLength(0);
  });

  it('opens one conversation per lead', async () => {
    const s = await setup();
    await s.service.openForLead('job-1', TRADIE, HOME, NOW);
    expect(s.conversations.rows).toHaveLength(1);
  });
});

describe('MessagingService.send', () => {
  it('stores the trimmed text, reads up to it for the sender, announces it and delivers it to both', async () => {
    const s = await setup();
    const long = `  ${'x'.repeat(200)}  `;
    const { message, duplicate } = await s.service.send(TRADIE, s.id, text('c-1', long));
    expect(duplicate).toBe(false);
    expect(message).toMatchObject({ senderId: TRADIE, body: 'x'.repeat(200), createdAt: NOW });
    expect(s.conversations.rows[0].tradieReadSeq).toBe(message.seq);
    expect(s.events.published).toEqual([
      expect.objectContaining({
        type: 'messaging.message_sent',
        aggregateId: message.id,
        payload: {
          conversationId: s.id,
          jobId: 'job-1',
          senderId: TRADIE,
          recipientId: HOME,
          seq: message.seq,
          preview: 'x'.repeat(140),
        },
      }),
    ]);
    expect(s.realtime.emitted.map((e) => [e.userId, e.event])).toEqual([
      [HOME, 'message:new'],
      [TRADIE, 'message:new'],
    ]);
    expect(s.realtime.emitted[0].payload).toMatchObject({ id: message.id, hasImage: false });
    expect(await s.service.unreadTotal(HOME)).toBe(1);
    expect(await s.service.unreadTotal(TRADIE)).toBe(0);
  });

  it('answers a retried client id with the stored message and delivers it again, announcing once', async () => {
    const s = await setup();
    const first = await s.service.send(HOME, s.id, text('same'));
    const again = await s.service.send(HOME, s.id, text('same', 'changed on retry'));
    expect(again).toEqual({ message: first.message, duplicate: true });
    expect(s.messages.rows).toHaveLength(1);
    expect(s.events.published).toHaveLength(1);
    expect(s.realtime.emitted).toHaveLength(4);
  });

  it.each([
    ['an empty text', text('c1', '   '), 'MESSAGING.EMPTY', 'body'],
    [
      'a text too long',
      text('c1', 'y'.repeat(MESSAGE_MAX_LENGTH + 1)),
      'MESSAGING.TOO_LONG',
      'body',
    ],
    ['a bad client id', text('has space'), 'MESSAGING.BAD_CLIENT_ID', 'clientId'],
  ])('refuses %s, naming the field', async (_what, input, code, field) => {
    const s = await setup();
    await expect(s.service.send(HOME, s.id, input)).rejects.toMatchObject({
      code,
      kind: 'invalid',
      field,
    });
    expect(s.messages.rows).toHaveLength(0);
  });

  it('takes a text of exactly the longest length', async () => {
    const s = await setup();
    const body = 'z'.repeat(MESSAGE_MAX_LENGTH);
    await expect(s.service.send(HOME, s.id, text('c1', body))).resolves.toMatchObject({
      message: { body },
    });
  });

  it('refuses to write to a closed conversation, saying why, but still lets both read it', async () => {
    const s = await setup();
    await s.service.send(TRADIE, s.id, text('c1'));
    await s.service.closeForLead('job-1', TRADIE, 'job_cancelled');
    const refusal = s.service.send(HOME, s.id, text('c2'));
    await expect(refusal).rejects.toMatchObject({
      code: 'MESSAGING.CLOSED',
      message: expect.stringContaining('the job was cancelled'),
    });
    await expect(s.service.delete(TRADIE, s.id, 'msg-1')).rejects.toMatchObject({
      code: 'MESSAGING.CLOSED',
    });
    expect(await s.service.history(HOME, s.id)).toHaveLength(1);
    expect(await s.service.markRead(HOME, s.id, 1)).toBe(1);
  });

  it('closes every conversation of a withdrawn job', async () => {
    const s = await setup();
    await s.service.openForLead('job-1', 'tradie-2', HOME, NOW);
    await s.service.closeForJob('job-1', 'job_withdrawn');
    expect(s.conversations.rows.map((c) => c.closedReason)).toEqual([
      'job_withdrawn',
      'job_withdrawn',
    ]);
    expect((await s.service.list(HOME)).map((c) => c.closedReason)).toEqual([
      'job_withdrawn',
      'job_withdrawn',
    ]);
  });
});

describe('MessagingService pictures', () => {
  // A picture with a comment chunk (metadata the sanitiser drops before storing).
  const picture = (clientId: string, body = '') => ({
    clientId,
    body,
    bytes: png(2, 2, 'taken at 12 Smith St'),
  });

  it('stores the sanitised picture under the client id’s key and sends it, once per client id', async () => {
    const s = await setup();
    const { message } = await s.service.sendImage(TRADIE, s.id, picture('Pic-1'));
    const key = attachmentKey(s.id, TRADIE, 'Pic-1');
    expect(message).toMatchObject({ body: '', attachment: { key, contentType: 'image/png' } });
    expect(s.files.files.get(key)?.bytes.equals(png(2, 2))).toBe(true);
    const retry = await s.service.sendImage(TRADIE, s.id, picture('Pic-1'));
    expect(retry.duplicate).toBe(true);
    expect(s.files.files.size).toBe(1);
    expect((await s.service.attachment(HOME, s.id, message.id)).contentType).toBe('image/png');
  });

  it('refuses a caption too long, a bad client id, a non-picture and a closed conversation', async () => {
    const s = await setup();
    const long = 'c'.repeat(MESSAGE_MAX_LENGTH + 1);
    await expect(s.service.sendImage(HOME, s.id, picture('p1', long))).rejects.toMatchObject({
      code: 'MESSAGING.TOO_LONG',
    });
    await expect(s.service.sendImage(HOME, s.id, picture('p/1'))).rejects.toMatchObject({
      code: 'MESSAGING.BAD_CLIENT_ID',
    });
    await expect(
      s.service.sendImage(HOME, s.id, { ...picture('p1'), bytes: Buffer.from('not an image') }),
    ).rejects.toMatchObject({ code: 'JOBS.UNSUPPORTED_IMAGE' });
    await s.service.closeForLead('job-1', TRADIE, 'homeowner_silent');
    await expect(s.service.sendImage(HOME, s.id, picture('p1'))).rejects.toMatchObject({
      code: 'MESSAGING.CLOSED',
    });
    expect(s.files.files.size).toBe(0);
    expect(s.messages.rows).toHaveLength(0);
  });

  it('finds no attachment on a text, an unknown message or a lost file', async () => {
    const s = await setup();
    const plain = (await s.service.send(HOME, s.id, text('t1'))).message;
    const pic = (await s.service.sendImage(HOME, s.id, picture('p1'))).message;
    s.files.files.clear();
    for (const messageId of [plain.id, 'msg-x', pic.id]) {
      await expect(s.service.attachment(TRADIE, s.id, messageId)).rejects.toMatchObject({
        code: 'MESSAGING.ATTACHMENT_NOT_FOUND',
      });
    }
  });
});

describe('MessagingService.delete', () => {
  it('empties the sender’s message and its picture for both, once', async () => {
    const s = await setup();
    const { message } = await s.service.sendImage(HOME, s.id, {
      clientId: 'p1',
      body: 'my kitchen',
      bytes: png(2, 2),
    });
    s.clock.advance(1000);
    s.realtime.emitted.length = 0;
    const deleted = await s.service.delete(HOME, s.id, message.id);
    expect(deleted).toMatchObject({ body: '', attachment: null, deletedAt: s.clock.now() });
    expect(s.files.files.size).toBe(0);
    expect(s.realtime.emitted.map((e) => [e.userId, e.event])).toEqual([
      [TRADIE, 'message:deleted'],
      [HOME, 'message:deleted'],
    ]);
    expect(await s.service.delete(HOME, s.id, message.id)).toEqual(deleted);
    expect(s.realtime.emitted).toHaveLength(2);
  });

  it('refuses another’s message and an unknown one', async () => {
    const s = await setup();
    const { message } = await s.service.send(HOME, s.id, text('t1'));
    await expect(s.service.delete(TRADIE, s.id, message.id)).rejects.toMatchObject({
      code: 'MESSAGING.NOT_YOUR_MESSAGE',
    });
    await expect(s.service.delete(HOME, s.id, 'msg-x')).rejects.toMatchObject({
      code: 'MESSAGING.MESSAGE_NOT_FOUND',
    });
    expect(s.messages.rows[0].body).toBe('Hello there');
  });
});

describe('MessagingService reading', () => {
  it('pages the newest messages or those after a seq, between 1 and 200 at a time', async () => {
    const s = await setup();
    for (let i = 1; i <= 5; i++) await s.service.send(HOME, s.id, text(`c${i}`, `m${i}`));
    const bodies = (list: { body: string }[]) => list.map((m) => m.body);
    expect(bodies(await s.service.history(TRADIE, s.id, { limit: 2 }))).toEqual(['m4', 'm5']);
    expect(bodies(await s.service.history(TRADIE, s.id, { afterSeq: 2, limit: 2 }))).toEqual([
      'm3',
      'm4',
    ]);
    expect(bodies(await s.service.history(TRADIE, s.id, { limit: 0 }))).toEqual(['m5']);
    const latest = jest.spyOn(s.messages, 'latest');
    await s.service.history(TRADIE, s.id, { limit: 5000 });
    await s.service.history(TRADIE, s.id);
    expect(latest.mock.calls.map((call) => call[1])).toEqual([200, 100]);
  });

  it('moves the read mark forward only and tells both sides', async () => {
    const s = await setup();
    for (let i = 1; i <= 3; i++) await s.service.send(TRADIE, s.id, text(`c${i}`));
    s.realtime.emitted.length = 0;
    expect(await s.service.markRead(HOME, s.id, 2)).toBe(2);
    expect(await s.service.markRead(HOME, s.id, 1)).toBe(2);
    expect(await s.service.unreadTotal(HOME)).toBe(1);
    expect(s.realtime.emitted.slice(0, 2)).toEqual([
      {
        userId: TRADIE,
        event: 'message:read',
        payload: { conversationId: s.id, userId: HOME, seq: 2 },
      },
      {
        userId: HOME,
        event: 'message:read',
        payload: { conversationId: s.id, userId: HOME, seq: 2 },
      },
    ]);
  });

  it('tells only the other side that the user is typing', async () => {
    const s = await setup();
    await s.service.typing(HOME, s.id);
    expect(s.realtime.emitted).toEqual([
      { userId: TRADIE, event: 'typing', payload: { conversationId: s.id, userId: HOME } },
    ]);
  });

  it('searches the trimmed text, the newest 30 matches', async () => {
    const s = await setup();
    const search = jest.spyOn(s.messages, 'search');
    await s.service.send(HOME, s.id, text('c1', 'The leaking tap'));
    const hits = await s.service.search(TRADIE, '  tap ');
    expect(hits.map((h) => h.message.body)).toEqual(['The leaking tap']);
    expect(search).toHaveBeenCalledWith(TRADIE, 'tap', 30);
  });
});
