import { describe, expect, it } from '@jest/globals';
import { type ChatMessage, mergeMessages } from './api';

const message = (seq: number, deletedAt: string | null = null): ChatMessage =>
  ({ id: `m${seq}`, seq, body: deletedAt ? '' : `hello ${seq}`, deletedAt }) as ChatMessage;

describe('mergeMessages', () => {
  it('orders by seq and keeps one copy of each message', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3)]);
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps a deletion whichever side brings it, so a fetch from before it cannot undo it', () => {
    const deleted = message(2, '2026-11-29T10:00:00.000Z');
    expect(mergeMessages([deleted], [message(2)])).toEqual([deleted]);
    expect(mergeMessages([message(2)], [deleted])).toEqual([deleted]);
  });
});
