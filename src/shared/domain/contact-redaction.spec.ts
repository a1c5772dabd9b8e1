import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { HIDDEN, REDACTION_INPUT_MAX, redactContactDetails } from './contact-redaction.js';

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) =>
  fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(''));

/** Australian numbers as digit strings: mobiles, landlines, 1300/1800, 13 numbers, +61. */
const auNumber = fc.oneof(
  digits(8).map((d) => `04${d}`),
  fc.tuple(fc.constantFrom('2', '3', '7', '8'), digits(8)).map(([a, d]) => `0${a}${d}`),
  fc.tuple(fc.constantFrom('1300', '1800'), digits(6)).map(([a, d]) => a + d),
  fc.tuple(fc.constantFrom('4', '2', '3', '7', '8'), digits(8)).map(([a, d]) => `+61${a}${d}`),
);

const WORDS: Record<string, string[]> = {
  '0': ['zero', 'oh', 'O', 'nought'],
  '1': ['one', 'One'],
  '2': ['two'],
  '3': ['three'],
  '4': ['four', 'FOUR'],
  '5': ['five'],
  '6': ['six'],
  '7': ['seven'],
  '8': ['eight'],
  '9': ['nine'],
};

/** Written the ways people write them: grouped, spaced, dotted, dashed, bracketed, spelled. */
const writtenNumber = fc
  .tuple(
    auNumber,
    fc.constantFrom(' ', '.', '-', '', ' - ', '  ', '/', ', '),
    fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 12, maxLength: 12 }),
    fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    fc.array(fc.nat(3), { minLength: 12, maxLength: 12 }),
    fc.boolean(),
  )
  .map(([number, sep, groups, spell, pick, brackets]) => {
    const plus = number.startsWith('+') ? '+' : '';
    const chars = [...number.replace('+', '')].map((d, i) => {
      const words = WORDS[d];
      return spell[i] ? words[pick[i] % words.length] : d;
    });
    const parts: string[] = [];
    let at = 0;
    for (const size of groups) {
      if (at >= chars.length) break;
      const group = chars.slice(at, at + size);
      parts.push(group.join(group.some((c) => /\D/.test(c)) ? ' ' : ''));
      at += size;
    }
    if (brackets && !plus && parts.length > 1) parts[0] = `(${parts[0]})`;
    return plus + parts.join(sep || (chars.some((c) => /\D/.test(c)) ? ' ' : ''));
  });

const name = fc.stringMatching(/^[a-z][a-z0-9]{1,9}(?:[._][a-z0-9]{1,6})?$/);
const host = fc.tuple(
  fc.stringMatching(/^[a-z][a-z0-9-]{0,10}[a-z0-9]$/),
  fc.constantFrom('.com', '.com.au', '.net', '.org', '.net.au', '.io', '.me'),
);
const email = fc.oneof(
  fc.tuple(name, host).map(([n, [h, tld]]) => `${n}@${h}${tld}`),
  fc
    .tuple(name, host, fc.constantFrom([' at ', ' dot '], [' (at) ', ' (dot) '], [' [at] ', '.']))
    .map(([n, [h, tld], [at, dot]]) => `${n}${at}${h}${tld.replaceAll('.', dot)}`),
);
const url = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'www.', 'https://www.', ''),
    host,
    fc.constantFrom('', '/', '/contact', '/p?id=42'),
  )
  .map(([scheme, [h, tld], path]) => `${scheme}${h}${tld}${path}`);
const handle = fc.stringMatching(/^@[a-z_][a-z0-9_]{2,14}$/);

/** Plain words and the figures a job text has, never two figures side by side. */
const FIGURES = ['$250', '$1,500', '2042', '3 bedrooms', '25/11/2026', '2026-11-25', '10:30'];
const PLAIN = ['Leaking', 'tap', 'kitchen', 'Newtown', 'NSW', 'urgent', 'please', 'quote', 'roof'];
const ordinary = fc
  .array(fc.tuple(fc.constantFrom(...PLAIN), fc.option(fc.constantFrom(...FIGURES))), {
    maxLength: 6,
  })
  .map((pairs) => pairs.flatMap(([word, figure]) => (figure ? [word, figure] : [word])).join(' '));

const contact = fc.oneof(writtenNumber, email, url, handle);

describe('redactContactDetails', () => {
  it('hides every generated contact detail inside ordinary text and keeps the rest', () => {
    fc.assert(
      fc.property(ordinary, contact, ordinary, (before, detail, after) => {
        const text = `${before} call ${detail} about ${after}`.trim();
        expect(redactContactDetails(text)).toBe(`${before} call ${HIDDEN} about ${after}`.trim());
      }),
      { numRuns: 300 },
    );
  });

  it('keeps ordinary text as it is', () => {
    fc.assert(
      fc.property(ordinary, (text) => {
        expect(redactContactDetails(text)).toBe(text);
      }),
    );
    const job = '3 bedrooms, $250 to $1,500 - $2,000 in 2042 by 25/11/2026 at 10:30-12:30';
    expect(redactContactDetails(job)).toBe(job);
    expect(redactContactDetails('Fix the tap at home, meet @2pm')).toBe(
      'Fix the tap at home, meet @2pm',
    );
  });

  // Each of these got past the old regexes.
  it.each([
    ['Ring oh four one two three four five six seven eight', 'Ring [hidden]'],
    ['zero four one two 345 678 after 5', '[hidden] after 5'],
    ['0412/345/678 or 0412#345#678', '[hidden] or [hidden]'],
    ['jo at example dot com', HIDDEN],
    ['see example.com.au/photos', 'see [hidden]'],
    ['Newtown, jo@example.com', 'Newtown, [hidden]'],
    ['insta @jane.smith.', 'insta [hidden].'],
    ['call 13 14 50', 'call [hidden]'],
    ['ＴＥＬ ０４１２ ３４５ ６７８', 'ＴＥＬ [hidden]'],
  ])('hides %j', (text, expected) => {
    expect(redactContactDetails(text)).toBe(expected);
  });

  it('bounds its input: 100 kB of digits and spaces comes back cut and hidden', () => {
    const out = redactContactDetails('1 '.repeat(50_000));
    expect(out).toBe(`${HIDDEN} …`);
    const words = redactContactDetails(`${'tap '.repeat(REDACTION_INPUT_MAX)}jo@example.com`);
    expect(words.length).toBeLessThanOrEqual(REDACTION_INPUT_MAX + 1);
    expect(words).not.toContain('@');
  });

  it('hides the start of a number the cut split', () => {
    const text = `${'a'.repeat(REDACTION_INPUT_MAX - 10)} 0412 345 678`;
    expect(redactContactDetails(text)).toBe(`${'a'.repeat(REDACTION_INPUT_MAX - 10)} ${HIDDEN} …`);
  });
});
