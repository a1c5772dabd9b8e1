import { passesDuringMaintenance, retryAfterSeconds } from './maintenance.js';

describe('maintenance rules', () => {
  it.each([
    ['/api/health', undefined, true],
    ['/api/auth/login', undefined, true],
    ['/api/auth/me', 'homeowner', true],
    ['/api/admin/analytics', undefined, true],
    ['/api/maintenance', undefined, true],
    ['/api/email/unsubscribe?token=x', undefined, true],
    ['/api/jobs/recent', undefined, false],
    ['/api/jobs/mine', 'homeowner', false],
    ['/api/leads/feed', 'tradie', false],
    ['/api/jobs/recent', 'admin', true],
    ['/api/authority', undefined, false],
    ['/api/administrators', undefined, false],
    ['/api/healthy-homes', undefined, false],
  ] as const)('%s as %s passes: %s', (path, actor, passes) => {
    expect(passesDuringMaintenance(path, actor)).toBe(passes);
  });

  it('asks clients to retry when maintenance should end, within bounds', () => {
    const now = new Date('2026-11-01T10:00:00Z');
    const state = { enabled: true, message: '', updatedAt: now };
    expect(retryAfterSeconds({ ...state, endsAt: null }, now)).toBe(300);
    expect(retryAfterSeconds({ ...state, endsAt: new Date('2026-11-01T10:20:00Z') }, now)).toBe(
      1200,
    );
    expect(retryAfterSeconds({ ...state, endsAt: new Date('2026-11-01T09:00:00Z') }, now)).toBe(30);
    expect(retryAfterSeconds({ ...state, endsAt: new Date('2026-12-01T09:00:00Z') }, now)).toBe(
      86_400,
    );
  });
});
