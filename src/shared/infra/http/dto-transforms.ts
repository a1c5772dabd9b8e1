import { Transform } from 'class-transformer';

// The text transforms every request DTO uses, written once. Non-strings pass through untouched
// so that the validators after them name the wrong type instead of a silently changed value.

const trimmed = (value: unknown, whenEmpty: (text: string) => unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? whenEmpty(text) : text;
};

/** Surrounding whitespace removed; an empty string stays empty (a required field then fails). */
export const Trim = () => Transform(({ value }: { value: unknown }) => trimmed(value, (t) => t));

/** Trimmed; blank counts as not sent (an optional field is then skipped). */
export const TrimOrUndefined = () =>
  Transform(({ value }: { value: unknown }) => trimmed(value, () => undefined));

/** Trimmed; blank clears an optional field (stored as null). */
export const TrimOrNull = () =>
  Transform(({ value }: { value: unknown }) => trimmed(value, () => null));
