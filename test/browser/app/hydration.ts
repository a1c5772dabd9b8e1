/// <reference lib="dom" />
import type { Page } from '@playwright/test';

/**
 * Waits until a server-rendered page has hydrated. Such a page starts the app's code after its
 * first paint (index.html's loader), so `load` can come before any script ran, and a button
 * pressed then would do nothing: a person needs longer than that to aim, a journey does not.
 * A page the app renders in the browser has nothing to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('tradiehub-scripts') ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

/** The page, its `goto` and `reload` returning once the page has hydrated (not on 'commit'). */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const settled = async <T>(loaded: Promise<T>, options?: { waitUntil?: string }) => {
    const response = await loaded;
    if (options?.waitUntil !== 'commit') await hydrated(page);
    return response;
  };
  page.goto = (url, options) => settled(goto(url, options), options);
  page.reload = (options) => settled(reload(options), options);
  return page;
}
