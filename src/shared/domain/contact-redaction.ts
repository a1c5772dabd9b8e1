import { isValidPhoneNumber } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { LinkifyIt } from 'linkify-it';

/** What stands in for a phone number, email, web address or @handle a non-buyer may not see. */
export const HIDDEN = '[hidden]';

/**
 * The longest text redacted (twice the longest job field, the 5,000-character description).
 * Longer input is cut there first, so the work done never grows past this bound.
 */
export const REDACTION_INPUT_MAX = 10_000;

/** A digit run this long is contact details unless it is a date, a time or a price. */
const ALWAYS_HIDDEN_DIGITS = 8;
/** Shorter runs are hidden only when they are a whole Australian number (13 14 50). */
const SHORTEST_PHONE_DIGITS = 6;
/** Spaces around a spelled-out "at" or "dot" read as part of it. */
const MAX_SPACES = 4;

/** Spelled-out digits, and letters written for them (O for 0, l and I for 1). */
const NUMBER_WORDS = new Map(
  Object.entries({
    zero: '0',
    oh: '0',
    o: '0',
    nought: '0',
    nil: '0',
    one: '1',
    l: '1',
    i: '1',
    two: '2',
    three: '3',
    four: '4',
    five: '5',
    six: '6',
    seven: '7',
    eight: '8',
    nine: '9',
  }),
);
const REPEATS = new Map([
  ['double', 2],
  ['triple', 3],
]);

const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
/** A price of at most seven digits, "$250", "$1,500.50", "$1,200,000". */
const AMOUNT = String.raw`\$(?:[1-9]\d{0,2}(?:,\d{3})?|[1-9],\d{3},\d{3}|[1-9]\d{3,6})(?:\.\d{2})?`;
/** Figures that are not contact details though long: dates, times and prices (one or a range). */
const ORDINARY = [
  /^(?:\d{1,2}([./-])\d{1,2}\1(?:\d{2}|\d{4})|\d{4}([./-])\d{1,2}\2\d{1,2})$/,
  /^\d{1,2}[:.]\d{2}(?:\s*[-–]\s*\d{1,2}[:.]\d{2})?$/,
  new RegExp(`^${AMOUNT}(?:\\s*[-–]\\s*${AMOUNT})?$`),
];

type Span = [start: number, end: number];

/**
 * Hides contact details in text a non-buyer sees: phone numbers (digits, spaced or dotted,
 * spelled out, +61 forms), emails (also "name at mail dot com"), web addresses and @handles.
 * Ordinary figures (prices, postcodes, dates, "3 bedrooms") are kept. One linear pass per
 * kind; input past REDACTION_INPUT_MAX is cut first.
 */
export function redactContactDetails(input: string): string {
  const cut = input.length > REDACTION_INPUT_MAX;
  const text = cut ? cutAt(input, REDACTION_INPUT_MAX) : input;
  const spans = [...phoneSpans(text, cut), ...linkSpans(text)].sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    if (end <= at) continue;
    out += start >= at ? text.slice(at, start) + HIDDEN : '';
    at = end;
  }
  return out + text.slice(at) + (cut ? '…' : '');
}

/** The text up to `max`, less the partial last word: a cut can split an address. */
function cutAt(input: string, max: number): string {
  let end = max;
  while (end > 0 && !/\s/u.test(input[end - 1])) end -= 1;
  return input.slice(0, end);
}

interface Run {
  start: number;
  end: number;
  digits: string;
}

/**
 * Runs of digits and number words. Anything but a letter may stand between the digits of
 * one number ("0412 345 678", "(02) 9876-5432", "0412#345#678"); a word that is not a
 * number ends the run.
 */
function phoneSpans(text: string, cut: boolean): Span[] {
  const spans: Span[] = [];
  let run: Run | null = null;
  let repeat = 1;
  const close = () => {
    if (run && isPhoneRun(text, run, cut)) spans.push([widen(text, run.start), run.end]);
    run = null;
    repeat = 1;
  };
  const add = (start: number, end: number, digit: string) => {
    const digits = digit.repeat(repeat);
    repeat = 1;
    if (run) {
      run.end = end;
      run.digits += digits;
    } else run = { start, end, digits };
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (DIGIT.test(ch)) {
      add(i, i + 1, ch >= '0' && ch <= '9' ? ch : '0');
      i += 1;
    } else if (LETTER.test(ch)) {
      let j = i + 1;
      while (j < text.length && LETTER.test(text[j])) j += 1;
      const word = text.slice(i, j).toLowerCase();
      const digit = NUMBER_WORDS.get(word);
      if (digit !== undefined) add(i, j, digit);
      else if (REPEATS.has(word)) repeat = REPEATS.get(word) ?? 1;
      else close();
      i = j;
    } else i += 1;
  }
  close();
  return spans;
}

function isPhoneRun(text: string, run: Run, cut: boolean): boolean {
  const count = run.digits.length;
  // The run the cut ended in may be the start of a longer number.
  if (cut && run.end === text.trimEnd().length && count >= 3) return true;
  if (count >= ALWAYS_HIDDEN_DIGITS) {
    const raw = text.slice(text[run.start - 1] === '$' ? run.start - 1 : run.start, run.end);
    return !ORDINARY.some((shape) => shape.test(raw));
  }
  return count >= SHORTEST_PHONE_DIGITS && isValidPhoneNumber(run.digits, 'AU', metadata);
}

/** Takes in a "+" or "(" written just before the number. */
function widen(text: string, start: number): number {
  return start > 0 && (text[start - 1] === '+' || text[start - 1] === '(') ? start - 1 : start;
}

/** A handle starts with a letter (so "@2pm" stays) and may hold dots, not end in one. */
const HANDLE = /[\p{L}_](?:[\p{L}\p{N}_]|\.(?=[\p{L}\p{N}_])){0,29}/uy;

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true })
  .tlds(['app', 'dev', 'online', 'site', 'store', 'xyz', 'link', 'page', 'email', 'live'], true)
  .add('@', {
    // @handles: the schema only starts after a space or punctuation, so not inside an email.
    validate: (text, pos) => {
      HANDLE.lastIndex = pos;
      return HANDLE.test(text) ? HANDLE.lastIndex - pos : 0;
    },
  });
/** "at"/"dot" as words (also bracketed): read as @ and . so "jo at mail dot com" is an email. */
const SPELLED = /[([{]?(?<![\p{L}\p{N}])(?:at|dot)(?![\p{L}\p{N}])[)\]}]?/giu;

/** Emails, web addresses and handles, found on the text with spelled-out @ and . read as such. */
function linkSpans(text: string): Span[] {
  const { canonical, origin } = readSpelledSymbols(text);
  return (linkify.match(canonical) ?? []).map((m): Span => {
    const end = m.lastIndex > m.index ? origin[m.lastIndex - 1] + 1 : origin[m.index];
    return [origin[m.index], end];
  });
}

/**
 * The text with " at " and " dot " between two words replaced by @ and ., and for each
 * character of the result its index in the original.
 */
function readSpelledSymbols(text: string): { canonical: string; origin: number[] } {
  let canonical = '';
  const origin: number[] = [];
  let at = 0;
  const keep = (end: number) => {
    for (let k = at; k < end; k += 1) origin.push(k);
    canonical += text.slice(at, end);
  };
  for (const match of text.matchAll(SPELLED)) {
    let start = match.index;
    let end = start + match[0].length;
    let before = start;
    while (before > at && /\s/u.test(text[before - 1]) && start - before < MAX_SPACES) before -= 1;
    let after = end;
    while (after < text.length && /\s/u.test(text[after]) && after - end < MAX_SPACES) after += 1;
    const wordBefore = before > at && /[\p{L}\p{N}_]/u.test(text[before - 1]);
    const wordAfter = after < text.length && /[\p{L}\p{N}]/u.test(text[after]);
    if (!wordBefore || !wordAfter) continue;
    start = before;
    end = after;
    keep(start);
    canonical += /dot/i.test(match[0]) ? '.' : '@';
    origin.push(start);
    at = end;
  }
  keep(text.length);
  return { canonical, origin };
}
