import { DEVICE_PREFERENCE_KEYS } from './keys';

// localStorage can throw (private mode, disabled storage, quota): the app must keep working.

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preference not remembered; nothing else to do.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}

/** Clears account data on logout while keeping the device preferences (theme, banner). */
export function clearStorageExceptPreferences(): void {
  try {
    const kept = DEVICE_PREFERENCE_KEYS.map(
      (key) => [key, window.localStorage.getItem(key)] as const,
    );
    window.localStorage.clear();
    for (const [key, value] of kept) {
      if (value !== null) window.localStorage.setItem(key, value);
    }
  } catch {
    // ignore
  }
}
