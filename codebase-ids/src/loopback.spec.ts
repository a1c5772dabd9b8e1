import { isLoopbackAddress } from './loopback.js';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('takes %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    undefined,
    '',
    '10.0.0.5',
    '192.168.1.20',
    '::ffff:10.0.0.5',
    '2001:db8::1',
    '::',
    '0.0.0.0',
    '128.0.0.1',
    '127.0.0.1.evil.example',
    'localhost',
  ])('refuses %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
