import { accessRefusal, realtimeRefusal } from './access-rule.js';

describe('who may act', () => {
  const codeOf = (type: 'homeowner' | 'tradie' | 'admin', status: string, allow = false) =>
    accessRefusal({ type, status: status as 'active' }, { allowUnverified: allow })?.code ?? null;

  it('refuses banned users everywhere, and unapproved tradies unless the route allows them', () => {
    for (const type of ['homeowner', 'tradie', 'admin'] as const) {
      expect(codeOf(type, 'banned')).toBe('AUTH.BANNED');
      expect(codeOf(type, 'banned', true)).toBe('AUTH.BANNED');
      expect(codeOf(type, 'active')).toBeNull();
    }
    for (const status of ['pending', 'rejected']) {
      expect(codeOf('tradie', status)).toBe('AUTH.NOT_VERIFIED');
      expect(codeOf('tradie', status, true)).toBeNull();
    }
  });

  it('lets only active users use realtime: never a pending, rejected or banned tradie', () => {
    expect(realtimeRefusal({ type: 'tradie', status: 'active' })).toBeNull();
    expect(realtimeRefusal({ type: 'homeowner', status: 'active' })).toBeNull();
    for (const status of ['pending', 'rejected'] as const) {
      expect(realtimeRefusal({ type: 'tradie', status })?.code).toBe('AUTH.NOT_VERIFIED');
    }
    expect(realtimeRefusal({ type: 'homeowner', status: 'banned' })?.code).toBe('AUTH.BANNED');
  });
});
