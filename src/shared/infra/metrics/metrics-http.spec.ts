import { metricsRefusal } from './metrics-http.js';

describe('metricsRefusal', () => {
  const token = 't'.repeat(32);

  it('with a token, takes exactly "Bearer <token>" from anywhere', () => {
    expect(metricsRefusal({ token }, `Bearer ${token}`, '203.0.113.9')).toBeNull();
    for (const sent of [undefined, '', `Bearer ${token}x`, token, `bearer ${token}`]) {
      expect(metricsRefusal({ token }, sent, '127.0.0.1')?.code).toBe('METRICS.TOKEN_REQUIRED');
    }
  });

  it('without a token, answers loopback peers only, whatever the headers say', () => {
    expect(metricsRefusal({ token: undefined }, undefined, '127.0.0.1')).toBeNull();
    expect(metricsRefusal({ token: undefined }, undefined, '::1')).toBeNull();
    expect(metricsRefusal({ token: undefined }, 'Bearer x', '10.1.2.3')?.code).toBe(
      'METRICS.NOT_LOOPBACK',
    );
  });
});
