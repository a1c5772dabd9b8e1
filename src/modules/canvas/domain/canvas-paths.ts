import { CanvasErrors } from './canvas-errors.js';

/**
 * A canvas-relative posix path, checked: no absolute path, drive letter, backslash, NUL, empty
 * or `.`/`..` segment. The file-system adapter also refuses symbolic links.
 */
export function canvasPath(path: string): string {
  const segments = path.split('/');
  if (
    path === '' ||
    path.startsWith('/') ||
    /^[A-Za-z]:/.test(path) ||
    /[\\\0]/.test(path) ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw CanvasErrors.pathOutside(path);
  }
  return path;
}

function dirname(path: string): string[] {
  const parts = path.split('/');
  parts.pop();
  return parts;
}

/** The canvas path an import specifier of `fromFile` points at (relative specifiers only). */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const parts = dirname(fromFile);
  for (const segment of specifier.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

/** A relative import specifier from `fromFile` to the canvas path `target` (no extension). */
export function relativeSpecifier(fromFile: string, target: string): string {
  const from = dirname(fromFile);
  const to = target.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common += 1;
  const up = from.length - common;
  const rest = to.slice(common).join('/');
  return up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`;
}

/** `features/x/Card.tsx` → `features/x/Card`; `shared/ui/index.ts` → `shared/ui`. */
export function withoutExtension(path: string): string {
  return path.replace(/\.[cm]?[jt]sx?$/, '').replace(/\/index$/, '');
}
