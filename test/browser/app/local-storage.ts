import type { Page } from '@playwright/test';

/** The page's localStorage for the app's origin, as name → value. */
export async function localStorageOf(page: Page): Promise<Record<string, string>> {
  const origin = new URL(page.url()).origin;
  const state = await page.context().storageState();
  const entries = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  return Object.fromEntries(entries.map(({ name, value }) => [name, value]));
}

/** The browser globals the helpers touch (the root tsconfig has no DOM library). */
interface BrowserGlobals {
  localStorage: { setItem(key: string, value: string): void };
}

/** Sets a localStorage item in the page. */
export async function setLocalStorageItem(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ([k, v]) => (globalThis as unknown as BrowserGlobals).localStorage.setItem(k, v),
    [key, value] as const,
  );
}

/** One localStorage item of the app's origin (null when unset). */
export async function localStorageItem(page: Page, key: string): Promise<string | null> {
  return (await localStorageOf(page))[key] ?? null;
}
