import { isDeadLead } from './dead-lead.js';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const BOUGHT = new Date('2026-11-02T09:00:00+11:00');
const at = (ms: number) => new Date(BOUGHT.getTime() + ms);
const active = { status: 'active' as const, boughtAt: BOUGHT, hired: false };

describe('isDeadLead', () => {
  const first = at(HOUR);
  const deadline = first.getTime() - BOUGHT.getTime() + 48 * HOUR;

  it('counts a first message sent up to 24 hours after buying, not a minute later', () => {
    const later = at(24 * HOUR + 72 * HOUR);
    expect(isDeadLead(active, at(23 * HOUR + 59 * MINUTE), null, later)).toBe(true);
    expect(isDeadLead(active, at(24 * HOUR), null, later)).toBe(true);
    expect(isDeadLead(active, at(24 * HOUR + MINUTE), null, later)).toBe(false);
    expect(isDeadLead(active, null, null, later)).toBe(false);
  });

  it('waits 48 hours from the first message', () => {
    expect(isDeadLead(active, first, null, at(deadline - MINUTE))).toBe(false);
    expect(isDeadLead(active, first, null, at(deadline))).toBe(true);
  });

  it('is not dead when the homeowner read a message before the deadline', () => {
    expect(isDeadLead(active, first, at(2 * HOUR), at(deadline + HOUR))).toBe(false);
    expect(isDeadLead(active, first, at(deadline - MINUTE), at(deadline + HOUR))).toBe(false);
  });

  it('still counts a read at or after the deadline as unread in time', () => {
    expect(isDeadLead(active, first, at(deadline), at(deadline + HOUR))).toBe(true);
    expect(isDeadLead(active, first, at(deadline + MINUTE), at(deadline + HOUR))).toBe(true);
  });

  it('never refunds a lead twice, nor one whose tradie was hired', () => {
    const now = at(deadline + HOUR);
    expect(isDeadLead({ ...active, status: 'refunded' }, first, null, now)).toBe(false);
    // A read after the refund changes nothing: the refunded lead is no longer a candidate.
    expect(isDeadLead({ ...active, status: 'refunded' }, first, at(deadline + 1), now)).toBe(false);
    expect(isDeadLead({ ...active, hired: true }, first, null, now)).toBe(false);
  });
});
