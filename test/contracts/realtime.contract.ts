import { type Realtime, userRoom } from '#shared/domain/realtime.js';

/** A signed-in device connected to the realtime channel. */
export interface RealtimeDevice {
  sessionId: string;
  /** The payloads of `event` that reached the device so far. */
  received(event: string): unknown[];
  closed(): boolean;
}

/**
 * What every Realtime adapter must do for its callers (messages, notifications, ended
 * sessions). `connect` signs a new session of the user in on a new device; `settle` lets
 * deliveries happen (nothing for the fake, a moment for sockets).
 */
export function realtimeContract(
  name: string,
  make: () => Promise<{
    realtime: Realtime;
    userId: () => Promise<string>;
    connect: (userId: string) => Promise<RealtimeDevice>;
    settle: () => Promise<void>;
  }>,
) {
  describe(`Realtime contract: ${name}`, () => {
    let subject: Awaited<ReturnType<typeof make>>;
    beforeEach(async () => {
      subject = await make();
    });
    /** Settles until `done` holds, for at most 10 s. */
    const until = async (done: () => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!done() && Date.now() < deadline) await subject.settle();
    };

    it('emits to every connected device of the user, and to nobody else', async () => {
      const { realtime, userId, connect } = subject;
      const [a, b] = [await userId(), await userId()];
      const [phone, laptop, theirs] = [await connect(a), await connect(a), await connect(b)];
      realtime.toUser(a, 'notification:unread', { unread: 3 });
      await until(() => [phone, laptop].every((d) => d.received('notification:unread').length));
      expect(phone.received('notification:unread')).toEqual([{ unread: 3 }]);
      expect(laptop.received('notification:unread')).toEqual([{ unread: 3 }]);
      expect(theirs.received('notification:unread')).toEqual([]);
    });

    it('knows whether a device of the user is in a room', async () => {
      const { realtime, userId, connect } = subject;
      const [online, offline] = [await userId(), await userId()];
      await connect(online);
      expect(await realtime.isUserInRoom(online, userRoom(online))).toBe(true);
      expect(await realtime.isUserInRoom(offline, userRoom(offline))).toBe(false);
      expect(await realtime.isUserInRoom(online, userRoom(offline))).toBe(false);
      expect(await realtime.isUserInRoom(online, 'conversation:nobody-joined')).toBe(false);
    });

    it('closes the connections of one ended session, or of all the user’s sessions but one', async () => {
      const { realtime, userId, connect } = subject;
      const [a, b] = [await userId(), await userId()];
      const [first, kept, third, theirs] = [
        await connect(a),
        await connect(a),
        await connect(a),
        await connect(b),
      ];
      realtime.endSessions({ userId: a, only: first.sessionId });
      await until(() => first.closed());
      expect([first, kept, third, theirs].map((d) => d.closed())).toEqual([
        true,
        false,
        false,
        false,
      ]);
      realtime.endSessions({ userId: a, except: kept.sessionId });
      await until(() => third.closed());
      expect([kept, third, theirs].map((d) => d.closed())).toEqual([false, true, false]);
    });
  });
}
