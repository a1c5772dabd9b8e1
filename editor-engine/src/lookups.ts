/** Lookup maps for element and scope: merged by key (visual-editor spec, § 3). */
/**
 * Merges lookup updates into a lookup map by key and returns a new map (the inputs are left
 * untouched): a truthy value sets the entry, a falsy one (`null`, `undefined`, `false`, `0`,
 * `''`) deletes it. Keys such as `__proto__` are stored as ordinary entries.
 */
export function mergeLookups<T>(
  current: Readonly<Record<string, T>>,
  updates: Readonly<Record<string, T | null | undefined>>,
): Record<string, T> {
  // Spread copies own keys as data properties (`__proto__` included) and is far cheaper than
  // defining each one: the frame's map holds every element of the app.
  const out: Record<string, T> = { ...current };
  const set = (key: string, value: T): void => {
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
  for (const key of Object.keys(updates)) {
    const value = updates[key];
    if (value) set(key, value);
    else delete out[key];
  }
  return out;
}
