import { plainToInstance } from 'class-transformer';
import { Trim, TrimOrNull, TrimOrUndefined } from './dto-transforms.js';

class Sample {
  @Trim() name?: unknown;
  @TrimOrUndefined() note?: unknown;
  @TrimOrNull() phone?: unknown;
}

const read = (body: Record<string, unknown>) => plainToInstance(Sample, body);

describe('DTO text transforms', () => {
  it('trims strings', () => {
    expect(read({ name: '  Sarah ', note: ' hi ', phone: ' 0412 ' })).toMatchObject({
      name: 'Sarah',
      note: 'hi',
      phone: '0412',
    });
  });

  it('maps blank to empty, undefined or null', () => {
    const sample = read({ name: '   ', note: ' ', phone: '' });
    expect(sample.name).toBe('');
    expect(sample.note).toBeUndefined();
    expect(sample.phone).toBeNull();
  });

  it('leaves other types for the validators to refuse', () => {
    expect(read({ name: 5, note: true, phone: ['x'] })).toMatchObject({
      name: 5,
      note: true,
      phone: ['x'],
    });
  });
});
