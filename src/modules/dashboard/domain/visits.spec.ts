import { FIRST_VISIT_LOOKBACK_MS, nextVisit, sydneyDay, VISIT_GAP_MS } from './visits.js';

const at = (iso: string) => new Date(iso);

describe('nextVisit', () => {
  const now = at('2026-03-02T10:00:00Z');

  it('counts the last week on a first visit', () => {
    expect(nextVisit(null, now)).toEqual({
      lastSeenAt: now,
      baselineAt: new Date(now.getTime() - FIRST_VISIT_LOOKBACK_MS),
    });
  });

  it('keeps the baseline for a reload within the gap', () => {
    const previous = {
      lastSeenAt: new Date(now.getTime() - VISIT_GAP_MS),
      baselineAt: at('2026-03-01T00:00:00Z'),
    };
    expect(nextVisit(previous, now).baselineAt).toEqual(previous.baselineAt);
  });

  it('starts from the previous load after the gap', () => {
    const lastSeenAt = new Date(now.getTime() - VISIT_GAP_MS - 1);
    expect(nextVisit({ lastSeenAt, baselineAt: at('2026-03-01T00:00:00Z') }, now)).toEqual({
      lastSeenAt: now,
      baselineAt: lastSeenAt,
    });
  });
});

describe('sydneyDay', () => {
  it('is the Sydney calendar day, not the UTC one', () => {
    expect(sydneyDay(at('2026-03-01T14:30:00Z'))).toBe('2026-03-02');
  });
});
