import { formatAud, gstIncludedCents } from './money.js';

describe('money', () => {
  it.each([
    [999, 91], // Starter A$9.99
    [2499, 227], // Standard A$24.99
    [3999, 364], // Pro A$39.99 (363.545… rounds up)
    [5999, 545], // Elite A$59.99
    [1000, 91], // emergency fee A$10.00
    [11, 1],
    [0, 0],
  ])('GST inside %i cents is %i cents (one eleventh, to the cent)', (price, gst) => {
    expect(gstIncludedCents(price)).toBe(gst);
  });

  it('refuses fractional or negative prices', () => {
    expect(() => gstIncludedCents(9.5)).toThrow(RangeError);
    expect(() => gstIncludedCents(-1)).toThrow(RangeError);
  });

  it('formats AUD with the A$ prefix', () => {
    expect(formatAud(2499)).toBe('A$24.99');
    expect(formatAud(5)).toBe('A$0.05');
    expect(formatAud(123456789)).toBe('A$1,234,567.89');
    expect(formatAud(-1000)).toBe('-A$10.00');
  });
});
