import { requestIdFrom } from './request-id.js';

describe('requestIdFrom', () => {
  it('keeps a sane incoming id', () => {
    expect(requestIdFrom('a1b2-C3.d4:e5_f')).toBe('a1b2-C3.d4:e5_f');
  });

  it.each([undefined, '', 'has space', 'x'.repeat(129), 'line\nbreak', ['a', 'b']])(
    'generates one instead of %p',
    (incoming) => {
      expect(requestIdFrom(incoming)).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
