import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../storage/keys';
import { readStorage, writeStorage } from '../storage/local';

export type Theme = 'light' | 'dark';

const CHANGE_EVENT = 'tradiehub:themechange';

/** The theme currently applied to the document (the `dark` class on <html>). */
export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** The remembered theme; light unless the user chose dark. */
export function storedTheme(): Theme {
  return readStorage(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function setTheme(theme: Theme): void {
  writeStorage(STORAGE_KEYS.theme, theme);
  applyTheme(theme);
}

function subscribe(onChange: () => void): () => void {
  // Another tab changed the theme: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme) applyTheme(storedTheme());
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  // Storybook's toolbar toggles the class directly; watch the attribute too.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
    observer.disconnect();
  };
}

/** The applied theme and a setter, kept in sync with <html class="dark">. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore<Theme>(subscribe, currentTheme, () => 'light');
  return [theme, setTheme];
}
