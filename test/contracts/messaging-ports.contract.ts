import type { Message } from '#modules/messaging/domain/message.js';
import type {
  ConversationRepository,
  MessageRepository,
  NewMessage,
} from '#modules/messaging/domain/ports.js';

export interface Person {
  id: string;
  /** The name other people see (the business for a tradie, else the first name). */
  name: string;
}

export interface Lead {
  jobId: string;
  jobTitle: string;
  homeowner: Person;
  tradie: Person;
}

export interface MessagingSubject {
  conversations: ConversationRepository;
  messages: MessageRepository;
  /** A new job of a new homeowner, and a new tradie who bought its lead (not yet opened). */
  newLead: () => Promise<Lead>;
  /** Another new tradie: a second lead on a job, or a stranger to a conversation. */
  newTradie: () => Promise<Person>;
}

/** No conversation or message has it (a uuid, as the real ids are). */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

let n = 0;
/** A message as the service hands it over (client ids unique per test run). */
function draft(
  conversationId: string,
  senderId: string,
  body: string,
  extra: Partial<NewMessage> = {},
): NewMessage {
  n += 1;
  return {
    conversationId,
    senderId,
    clientId: `contract-${n}`,
    body,
    attachment: null,
    sentAt: new Date(),
    ...extra,
  };
}

/**
 * What the messaging service relies on from its two repositories, in memory or on PostgreSQL.
 * They share one subject: a send checks and moves the conversation's read marks. Locks and
 * the order of concurrent sends are the real adapter's alone (its medium tests).
 */
export function messagingPortsContract(name: string, make: () => Promise<MessagingSubject>) {
  describe(`Conversation and message repositories contract: ${name}`, () => {
    let s: MessagingSubject;
    beforeEach(async () => {
      s = await make();
    });

    /** Opens the lead's conversation and answers its id. */
    async function open(lead: Lead, at = new Date()): Promise<string> {
      await s.conversations.open(lead.jobId, lead.tradie.id, lead.homeowner.id, at);
      const mine = await s.conversations.listFor(lead.tradie.id);
      const found = mine.find((c) => c.jobId === lead.jobId);
      if (!found) throw new Error('the opened conversation is not listed');
      return found.id;
    }

    /** Sends and answers the stored message. */
    async function send(conversationId: string, senderId: string, body: string): Promise<Message> {
      return (await s.messages.insertOnce(draft(conversationId, senderId, body))).message;
    }

    describe('ConversationRepository', () => {
      it('opens one conversation per lead, found by id with both read marks at zero', async () => {
        const lead = await s.newLead();
        const id = await open(lead, minutesAgo(2));
        await s.conversations.open(lead.jobId, lead.tradie.id, lead.homeowner.id, new Date());
        expect(await s.conversations.findById(id)).toEqual({
          id,
          jobId: lead.jobId,
          homeownerId: lead.homeowner.id,
          tradieId: lead.tradie.id,
          homeownerReadSeq: 0,
          tradieReadSeq: 0,
          closedReason: null,
        });
        expect((await s.conversations.listFor(lead.tradie.id)).map((c) => c.id)).toEqual([id]);
        expect((await s.conversations.listFor(lead.homeowner.id)).map((c) => c.id)).toEqual([id]);
        expect(await s.conversations.findById(UNKNOWN)).toBeNull();
      });

      it('lists each side’s conversations with the job, the other party, the last message and the unread count, latest activity first', async () => {
        const lead = await s.newLead();
        const second = { ...lead, tradie: await s.newTradie() };
        const first = await open(lead, minutesAgo(2));
        const other = await open(second, minutesAgo(1));
        expect(await s.conversations.listFor(lead.homeowner.id)).toEqual([
          expect.objectContaining({ id: other, lastMessage: null, unread: 0 }),
          expect.objectContaining({ id: first, lastMessage: null, unread: 0 }),
        ]);

        const hello = await send(first, lead.tradie.id, 'Hello from the plumber');
        const [top, below] = await s.conversations.listFor(lead.homeowner.id);
        expect(top).toEqual({
          id: first,
          jobId: lead.jobId,
          jobTitle: lead.jobTitle,
          otherParty: lead.tradie,
          lastMessage: {
            seq: hello.seq,
            body: 'Hello from the plumber',
            senderId: lead.tradie.id,
            createdAt: expect.any(Date),
          },
          unread: 1,
          closedReason: null,
        });
        expect(below).toMatchObject({ id: other, otherParty: second.tradie });
        expect(await s.conversations.listFor(lead.tradie.id)).toEqual([
          expect.objectContaining({ id: first, otherParty: lead.homeowner, unread: 0 }),
        ]);
      });

      it('closes a lead’s conversation for the first reason given, and every one of a job', async () => {
        const lead = await s.newLead();
        const second = { ...lead, tradie: await s.newTradie() };
        const elsewhere = await s.newLead();
        const [a, b, c] = [await open(lead), await open(second), await open(elsewhere)];
        await s.conversations.close(lead.jobId, lead.tradie.id, 'dispute_approved', new Date());
        await s.conversations.close(lead.jobId, lead.tradie.id, 'job_cancelled', new Date());
        expect((await s.conversations.findById(a))?.closedReason).toBe('dispute_approved');
        expect((await s.conversations.findById(b))?.closedReason).toBeNull();

        await s.conversations.closeAllForJob(lead.jobId, 'job_withdrawn', new Date());
        expect((await s.conversations.findById(a))?.closedReason).toBe('dispute_approved');
        expect((await s.conversations.findById(b))?.closedReason).toBe('job_withdrawn');
        expect((await s.conversations.findById(c))?.closedReason).toBeNull();
        expect(
          (await s.conversations.listFor(lead.homeowner.id)).map((x) => x.closedReason).sort(),
        ).toEqual(['dispute_approved', 'job_withdrawn']);
      });

      it('moves a read mark forward only, never past the last message, and counts unread over conversations', async () => {
        const lead = await s.newLead();
        const second = { ...lead, tradie: await s.newTradie() };
        const [a, b] = [await open(lead), await open(second)];
        const m1 = await send(a, lead.tradie.id, 'One');
        const m2 = await send(a, lead.tradie.id, 'Two');
        const m3 = await send(a, lead.tradie.id, 'Three');
        await send(b, second.tradie.id, 'Another quote');
        expect(await s.conversations.unreadTotal(lead.homeowner.id)).toBe(4);
        expect(await s.conversations.unreadTotal(lead.tradie.id)).toBe(0);

        const read = (seq: number) => s.conversations.markRead(a, 'homeowner', seq, new Date());
        expect(await read(m2.seq)).toBe(m2.seq);
        expect(await s.conversations.unreadTotal(lead.homeowner.id)).toBe(2);
        expect(await read(m1.seq)).toBe(m2.seq);
        expect(await read(m3.seq + 1000)).toBe(m3.seq);
        expect(await s.conversations.unreadTotal(lead.homeowner.id)).toBe(1);
        expect(await s.conversations.findById(a)).toMatchObject({
          homeownerReadSeq: m3.seq,
          tradieReadSeq: m3.seq,
        });
      });
    });

    describe('MessageRepository', () => {
      it('stores a message once per sender and client id, answering a repeat with the first', async () => {
        const lead = await s.newLead();
        const id = await open(lead);
        const hello = draft(id, lead.tradie.id, 'Hello');
        const first = await s.messages.insertOnce(hello);
        expect(first).toMatchObject({
          duplicate: false,
          message: {
            conversationId: id,
            senderId: lead.tradie.id,
            clientId: hello.clientId,
            body: 'Hello',
            attachment: null,
            deletedAt: null,
          },
          conversation: { id, jobId: lead.jobId, tradieReadSeq: first.message.seq },
        });
        expect(first.message.createdAt).toBeInstanceOf(Date);

        const again = await s.messages.insertOnce({ ...hello, body: 'Hello again' });
        expect(again).toMatchObject({ duplicate: true, message: first.message });
        // The same client id from the other side is another message.
        const reply = await s.messages.insertOnce({ ...hello, senderId: lead.homeowner.id });
        expect(reply.duplicate).toBe(false);
        expect(reply.message.seq).toBeGreaterThan(first.message.seq);
        expect(await s.messages.latest(id, 10)).toEqual([first.message, reply.message]);
      });

      it('moves the sender’s read mark to a new message: writing back reads what came before', async () => {
        const lead = await s.newLead();
        const id = await open(lead);
        await send(id, lead.tradie.id, 'First');
        await send(id, lead.tradie.id, 'Second');
        expect(await s.conversations.unreadTotal(lead.homeowner.id)).toBe(2);
        const back = await s.messages.insertOnce(draft(id, lead.homeowner.id, 'Thanks'));
        expect(back.conversation.homeownerReadSeq).toBe(back.message.seq);
        expect(await s.conversations.unreadTotal(lead.homeowner.id)).toBe(0);
        expect(await s.conversations.unreadTotal(lead.tradie.id)).toBe(1);
      });

      it('refuses an unknown conversation, a stranger and a closed conversation (a repeat too), storing nothing', async () => {
        const lead = await s.newLead();
        const id = await open(lead);
        const kept = draft(id, lead.tradie.id, 'Before the refund');
        await s.messages.insertOnce(kept);
        const stranger = await s.newTradie();
        await expect(
          s.messages.insertOnce(draft(UNKNOWN, lead.tradie.id, 'Anyone?')),
        ).rejects.toMatchObject({ code: 'MESSAGING.NOT_FOUND' });
        await expect(
          s.messages.insertOnce(draft(id, stranger.id, 'Let me in')),
        ).rejects.toMatchObject({ code: 'MESSAGING.NOT_A_PARTICIPANT' });

        await s.conversations.close(lead.jobId, lead.tradie.id, 'job_cancelled', new Date());
        for (const closed of [draft(id, lead.homeowner.id, 'Too late'), kept]) {
          await expect(s.messages.insertOnce(closed)).rejects.toMatchObject({
            code: 'MESSAGING.CLOSED',
          });
        }
        expect((await s.messages.latest(id, 10)).map((m) => m.body)).toEqual(['Before the refund']);
      });

      it('reads a thread oldest first: after a seq, the newest page, one message by id', async () => {
        const lead = await s.newLead();
        const elsewhere = await s.newLead();
        const [id, otherId] = [await open(lead), await open(elsewhere)];
        const a = await send(id, lead.tradie.id, 'a');
        const b = await send(id, lead.homeowner.id, 'b');
        await send(otherId, elsewhere.tradie.id, 'not this thread');
        const c = await send(id, lead.tradie.id, 'c');
        expect(await s.messages.after(id, 0, 2)).toEqual([a, b]);
        expect(await s.messages.after(id, b.seq, 10)).toEqual([c]);
        expect(await s.messages.after(id, c.seq, 10)).toEqual([]);
        expect(await s.messages.latest(id, 2)).toEqual([b, c]);
        expect(await s.messages.findById(id, b.id)).toEqual(b);
        expect(await s.messages.findById(otherId, b.id)).toBeNull();
        expect(await s.messages.findById(id, UNKNOWN)).toBeNull();
      });

      it('deletes a message in its place: emptied, marked, its picture’s key answered', async () => {
        const lead = await s.newLead();
        const id = await open(lead);
        const attachment = { key: `m/contract/${lead.tradie.id}`, contentType: 'image/jpeg' };
        const picture = (await s.messages.insertOnce(draft(id, lead.tradie.id, '', { attachment })))
          .message;
        expect(picture.attachment).toEqual(attachment);
        const words = await send(id, lead.tradie.id, 'See the photo');
        const at = minutesAgo(0);

        const gone = await s.messages.markDeleted(id, picture.id, at);
        expect(gone).toEqual({
          message: { ...picture, body: '', attachment: null, deletedAt: at },
          fileKey: attachment.key,
        });
        expect(await s.messages.findById(id, picture.id)).toEqual(gone.message);
        expect(await s.messages.latest(id, 10)).toEqual([gone.message, words]);

        await s.messages.markDeleted(id, words.id, at);
        const [summary] = await s.conversations.listFor(lead.homeowner.id);
        expect(summary.lastMessage).toMatchObject({ seq: words.seq, body: 'Message deleted' });
      });

      it('searches the user’s conversations only, any case, newest first, the text taken literally', async () => {
        const lead = await s.newLead();
        const elsewhere = await s.newLead();
        const [id, otherId] = [await open(lead), await open(elsewhere)];
        const a1 = await send(id, lead.tradie.id, 'Is the TAP still leaking?');
        const a2 = await send(id, lead.homeowner.id, 'The tap, yes');
        const a3 = await send(id, lead.homeowner.id, 'Is 50% up front fine?');
        const b1 = await send(otherId, elsewhere.tradie.id, 'tap tap');

        const hits = await s.messages.search(lead.homeowner.id, 'tap', 10);
        expect(hits.map((h) => h.message.id)).toEqual([a2.id, a1.id]);
        expect(hits[1]).toEqual({
          conversationId: id,
          jobTitle: lead.jobTitle,
          otherParty: lead.tradie,
          message: {
            id: a1.id,
            seq: a1.seq,
            body: a1.body,
            senderId: lead.tradie.id,
            createdAt: a1.createdAt,
          },
        });
        expect(
          (await s.messages.search(lead.homeowner.id, 'tap', 1)).map((h) => h.message.id),
        ).toEqual([a2.id]);
        expect((await s.messages.search(lead.tradie.id, '%', 10)).map((h) => h.message.id)).toEqual(
          [a3.id],
        );
        expect(
          (await s.messages.search(elsewhere.tradie.id, 'tap', 10)).map((h) => h.message.id),
        ).toEqual([b1.id]);

        await s.messages.markDeleted(id, a1.id, new Date());
        expect(
          (await s.messages.search(lead.tradie.id, 'tap', 10)).map((h) => h.message.id),
        ).toEqual([a2.id]);
      });
    });
  });
}
