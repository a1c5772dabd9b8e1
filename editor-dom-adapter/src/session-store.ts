/**
 * The frame's session storage, under the keys of `SESSION_KEYS`; unavailable storage leaves
 * state in memory.
 */
export class SessionStore {
  constructor(private readonly win: Window) {}

  set(key: string, value: string | null): void {
    try {
      if (value === null) this.win.sessionStorage.removeItem(key);
      else this.win.sessionStorage.setItem(key, value);
    } catch {
      // Storage may be unavailable (privacy settings); state stays in memory.
    }
  }

  get(key: string): string | null {
    try {
      return this.win.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  }
}
