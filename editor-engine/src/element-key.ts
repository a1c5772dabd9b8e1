/** Prefix of the class that carries an element key on a rendered element. */
export const KEY_CLASS_PREFIX = 'arb89-key-';
/** Prefix of the class that carries a lookup id on a rendered element. */
export const LOOKUP_CLASS_PREFIX = 'arb89-lookup-';
/** Prefix of the classes the frame adds for instant styling updates. */
export const STYLING_CLASS_PREFIX = 'arb89-styling-';
/** Class marking temporary styling that is dropped after a hot reload. */
export const TEMP_STYLING_CLASS = 'arb89-temp-styling';
/** Prefix of every codebase id (`tempo-{uuid}` and the placeholders). */
export const CODEBASE_ID_PREFIX = 'tempo-';
/** Prefix of the codebase id of an element added instantly, before the source refreshes. */
export const ADD_JSX_PLACEHOLDER_PREFIX = 'tempo-add-jsx-placeholder-';
/** Prefix of the codebase id of an element duplicated instantly. */
export const DUPLICATE_PLACEHOLDER_PREFIX = 'tempo-duplicate-placeholder-';
/** Codebase id of the div an instant wrap-in-div inserts. */
export const WRAP_IN_DIV_PLACEHOLDER = 'tempo-wrap-in-div-placeholder';
/** Codebase id of the storyboard key. */
export const STORYBOARD_TOP_CONSTANT = 'STORYBOARD-TOP-CONSTANT';
/** Unique path of the storyboard key. */
export const STORYBOARD_PATH = '0';

/** Special ids of the navigation tree root: no node at all, or several top-level nodes. */
export const SPECIAL_TREE_IDS = Object.freeze({
  EMPTY_TREE: 'EMPTY-TREE',
  SKIP_ROOT: 'SKIP-ROOT',
} as const);

/** Codebase ids given to the page's container elements, which carry no `tempo-` class. */
export const SPECIAL_CODEBASE_IDS = Object.freeze({
  BODY: 'body',
  ROOT: 'root',
  NEXT: '__next',
} as const);

const KEY_PREFIX = 'TE';
const SEPARATOR = '_';
const ID_PATTERN = /^[A-Za-z0-9_-]+$/;
// Indices without leading zeros, so that one position has exactly one spelling.
const PATH_PATTERN = /^(?:0|[1-9][0-9]*)(?:-(?:0|[1-9][0-9]*))*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

// The storyboard id is the only part written escaped (see ElementKey).
const ESCAPE = 'Z';
const ESCAPED_SEPARATOR = 'Zu';
const ESCAPED_ESCAPE = 'ZZ';

function escapeStoryboardId(id: string): string {
  let out = '';
  for (const ch of id) {
    out += ch === ESCAPE ? ESCAPED_ESCAPE : ch === SEPARATOR ? ESCAPED_SEPARATOR : ch;
  }
  return out;
}

function unescapeStoryboardId(text: string): string | null {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== ESCAPE) {
      out += ch;
      continue;
    }
    const next = text[i + 1];
    if (next === ESCAPE) out += ESCAPE;
    else if (next === 'u') out += SEPARATOR;
    else return null;
    i++;
  }
  return out;
}

function pathSegments(path: string): readonly string[] {
  return path.split('-');
}

/**
 * Identity of a rendered element inside a storyboard: which JSX element of the codebase it
 * comes from (`codebaseId`), which storyboard renders it (`storyboardId`) and where it sits in
 * the rendered tree (`uniquePath`, hyphen-separated child indices from the root, e.g. `0-2-1`).
 *
 * String form: `TE_{codebaseId}_{storyboardId}_{uniquePath}`. Both ids may contain `_`, so the
 * form is made unambiguous like this:
 * - the unique path never contains `_`: it is the text after the last `_`;
 * - the storyboard id is written escaped so that it never contains `_` either: `Z` is written
 *   `ZZ` and `_` is written `Zu`; it is the text between the last two `_`;
 * - the codebase id is written as is: it is everything between `TE_` and the storyboard id, so
 *   it may contain `_` (as the special id `__next` does).
 *
 * Keys whose storyboard id contains neither `_` nor `Z` (UUIDs, for instance) are therefore
 * exactly the plain form. `ElementKey.parse(k.toString())` equals `k` for every valid key.
 */
export class ElementKey {
  /** The key of nothing: what `parse` returns for a string that is not a full key. */
  static readonly EMPTY: ElementKey = ElementKey.createEmpty();

  readonly codebaseId: string;
  readonly storyboardId: string;
  readonly uniquePath: string;

  /**
   * @throws Error `Codebase ID contains invalid chars: {codebaseId}`,
   *   `Storyboard ID contains invalid chars: {storyboardId}` (allowed: letters, digits, `-`,
   *   `_`; ids must not be empty) or `Unique path is invalid: {uniquePath}` (hyphen-separated
   *   non-negative integers without leading zeros).
   */
  constructor(codebaseId: string, storyboardId: string, uniquePath: string) {
    if (!ID_PATTERN.test(codebaseId)) {
      throw new Error(`Codebase ID contains invalid chars: ${codebaseId}`);
    }
    if (!ID_PATTERN.test(storyboardId)) {
      throw new Error(`Storyboard ID contains invalid chars: ${storyboardId}`);
    }
    if (!PATH_PATTERN.test(uniquePath)) {
      throw new Error(`Unique path is invalid: ${uniquePath}`);
    }
    this.codebaseId = codebaseId;
    this.storyboardId = storyboardId;
    this.uniquePath = uniquePath;
    Object.freeze(this);
  }

  private static createEmpty(): ElementKey {
    const empty = Object.create(ElementKey.prototype) as {
      -readonly [K in keyof ElementKey]: ElementKey[K];
    };
    empty.codebaseId = '';
    empty.storyboardId = '';
    empty.uniquePath = '';
    return Object.freeze(empty) as ElementKey;
  }

  /** Parses the string form; anything that is not a full, valid key gives `ElementKey.EMPTY`. */
  static parse(key: string | null | undefined): ElementKey {
    if (typeof key !== 'string' || !key.startsWith(KEY_PREFIX + SEPARATOR)) {
      return ElementKey.EMPTY;
    }
    const body = key.slice(KEY_PREFIX.length + SEPARATOR.length);
    const lastSep = body.lastIndexOf(SEPARATOR);
    if (lastSep <= 0) return ElementKey.EMPTY;
    const storyboardSep = body.lastIndexOf(SEPARATOR, lastSep - 1);
    if (storyboardSep <= 0) return ElementKey.EMPTY;
    const codebaseId = body.slice(0, storyboardSep);
    const storyboardId = unescapeStoryboardId(body.slice(storyboardSep + 1, lastSep));
    const uniquePath = body.slice(lastSep + 1);
    if (
      storyboardId === null ||
      !ID_PATTERN.test(codebaseId) ||
      !ID_PATTERN.test(storyboardId) ||
      !PATH_PATTERN.test(uniquePath)
    ) {
      return ElementKey.EMPTY;
    }
    return new ElementKey(codebaseId, storyboardId, uniquePath);
  }

  /** The key of a storyboard itself (codebase id `STORYBOARD-TOP-CONSTANT`, path `0`). */
  static forStoryboard(storyboardId: string): ElementKey {
    return new ElementKey(STORYBOARD_TOP_CONSTANT, storyboardId, STORYBOARD_PATH);
  }

  /** `TE_{codebaseId}_{storyboardId}_{uniquePath}` (see the class comment); `''` when empty. */
  toString(): string {
    if (this.isEmpty()) return '';
    return [
      KEY_PREFIX,
      this.codebaseId,
      escapeStoryboardId(this.storyboardId),
      this.uniquePath,
    ].join(SEPARATOR);
  }

  /** True for `ElementKey.EMPTY`. */
  isEmpty(): boolean {
    return this.codebaseId === '';
  }

  /** True for the key made by `forStoryboard`. */
  isStoryboard(): boolean {
    return this.codebaseId === STORYBOARD_TOP_CONSTANT && this.uniquePath === STORYBOARD_PATH;
  }

  /** Same codebase id, storyboard id and unique path. */
  equals(other: ElementKey | null | undefined): boolean {
    return (
      other != null &&
      this.codebaseId === other.codebaseId &&
      this.storyboardId === other.storyboardId &&
      this.uniquePath === other.uniquePath
    );
  }

  /**
   * Direct parent: same storyboard and `other`'s path is this path plus one segment
   * (`0-1` is the parent of `0-1-2`, not of `0-12` nor of `0-1-2-3`). The storyboard key is
   * the parent of every (non-storyboard) key in its storyboard.
   */
  isParentOf(other: ElementKey): boolean {
    if (!this.sharesStoryboardWith(other) || other.isStoryboard()) return false;
    if (this.isStoryboard()) return true;
    const mine = pathSegments(this.uniquePath);
    const theirs = pathSegments(other.uniquePath);
    return theirs.length === mine.length + 1 && mine.every((segment, i) => segment === theirs[i]);
  }

  /**
   * Any ancestor, compared segment-wise (`0-1` is an ancestor of `0-1-2` and `0-1-2-3`, not of
   * `0-12`). The storyboard key is an ancestor of every (non-storyboard) key in its storyboard.
   */
  isAncestorOf(other: ElementKey): boolean {
    if (!this.sharesStoryboardWith(other) || other.isStoryboard()) return false;
    if (this.isStoryboard()) return true;
    const mine = pathSegments(this.uniquePath);
    const theirs = pathSegments(other.uniquePath);
    return theirs.length > mine.length && mine.every((segment, i) => segment === theirs[i]);
  }

  /**
   * Same storyboard, same parent path, and not the same key. The storyboard key has no
   * siblings.
   */
  isSiblingOf(other: ElementKey): boolean {
    if (!this.sharesStoryboardWith(other) || this.isStoryboard() || other.isStoryboard()) {
      return false;
    }
    if (this.equals(other)) return false;
    const mine = pathSegments(this.uniquePath);
    const theirs = pathSegments(other.uniquePath);
    return (
      mine.length === theirs.length &&
      mine.every((segment, i) => i === mine.length - 1 || segment === theirs[i])
    );
  }

  /** The path of the parent position (`0-1` for `0-1-2`), or null at the top level. */
  parentPath(): string | null {
    const at = this.uniquePath.lastIndexOf('-');
    return at < 0 ? null : this.uniquePath.slice(0, at);
  }

  private sharesStoryboardWith(other: ElementKey): boolean {
    return !this.isEmpty() && !other.isEmpty() && this.storyboardId === other.storyboardId;
  }
}

/** True for a codebase or storyboard id: letters, digits, `-` and `_`, not empty. */
export function isValidElementId(value: string): boolean {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** True for a UUID of version 1 to 5 (RFC 4122 variant), in any letter case. */
export function isValidUuid(value: string): boolean {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/**
 * True for the codebase id forms a class can carry: `tempo-{uuid}`, the wrap-in-div
 * placeholder, or a class with the duplicate-placeholder prefix (visual-editor spec, § 3).
 */
export function isCodebaseIdClass(className: string): boolean {
  if (className === WRAP_IN_DIV_PLACEHOLDER) return true;
  if (className.startsWith(DUPLICATE_PLACEHOLDER_PREFIX)) return true;
  return (
    className.startsWith(CODEBASE_ID_PREFIX) &&
    isValidUuid(className.slice(CODEBASE_ID_PREFIX.length))
  );
}

/**
 * The codebase id among an element's classes: the first class that is `tempo-{uuid}`,
 * `tempo-wrap-in-div-placeholder` or starts with `tempo-duplicate-placeholder-`; else null.
 */
export function codebaseIdFromClasses(classes: readonly string[]): string | null {
  return classes.find(isCodebaseIdClass) ?? null;
}

/**
 * The special codebase id of a page container: `body` for the body element, `root` / `__next`
 * for the element with that id; null for anything else. `tagName` is case-insensitive.
 */
export function codebaseIdForSpecialElement(
  tagName: string,
  id: string | null | undefined,
): string | null {
  if (tagName.toLowerCase() === 'body') return SPECIAL_CODEBASE_IDS.BODY;
  if (id === SPECIAL_CODEBASE_IDS.ROOT) return SPECIAL_CODEBASE_IDS.ROOT;
  if (id === SPECIAL_CODEBASE_IDS.NEXT) return SPECIAL_CODEBASE_IDS.NEXT;
  return null;
}
