/**
 * Live delivery to signed-in users over the realtime connection (socket.io). Each connected
 * device of a user is in the user's room; fan-out across instances is the adapter's business.
 * Delivery is best effort: what must not be lost is stored first and fetched on reconnect.
 */
export abstract class Realtime {
  /** Emits `event` to every connected device of the user (on any instance). */
  abstract toUser(userId: string, event: string, payload: unknown): void;
  /** True when one of the user's devices has joined `room` (e.g. has a thread open). */
  abstract isUserInRoom(userId: string, room: string): Promise<boolean>;
  /**
   * Closes the open connections of ended sessions, on every instance: one session (`only`),
   * or all of the user's but `except`.
   */
  abstract endSessions(target: SessionTarget): void;
}

export interface SessionTarget {
  userId: string;
  only?: string;
  except?: string;
}

export const userRoom = (userId: string) => `user:${userId}`;

/** Every connection of one login session joins this room. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
