/** A code as words for a fallback label: "in_progress" → "In progress". */
export function humanise(code: string): string {
  const words = code.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
