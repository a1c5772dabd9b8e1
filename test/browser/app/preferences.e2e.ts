import type { Page } from '@playwright/test';
import { atPath, expect, test } from './helpers.ts';
import { localStorageItem } from './local-storage.ts';

// Device preferences remembered in localStorage: the theme and the early-access banner.

/** The header logo CSS shows for the current theme (light and dark are both in the page). */
function visibleLogo(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('link', { name: 'Tradiehub home' })
    .locator('img:visible');
}

test('the theme is light by default, and dark mode survives a reload and toggles back', async ({
  page,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect.poll(() => localStorageItem(page, 'theme')).toBeNull();
  await expect(visibleLogo(page)).toHaveAttribute('src', /logo-light/);

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => localStorageItem(page, 'theme')).toBe('dark');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // The dark logo is the one on show.
  await expect(visibleLogo(page)).toHaveAttribute('src', /logo-dark/);

  // The inline script of index.html applies it before the app's code runs (no light flash):
  // with the bundles emptied the page is still dark.
  await page.route('**/assets/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  // Not waiting for hydration: with no code, the page never hydrates.
  await page.goto('/pricing', { waitUntil: 'commit' });
  await expect(html).toHaveClass(/\bdark\b/);
  await page.unrouteAll();

  // Another page, loaded afresh, is dark from the start.
  await page.goto('/pricing');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await toggle.click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => localStorageItem(page, 'theme')).toBe('light');

  await page.reload();
  await expect(page).toHaveURL(atPath('/pricing'));
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(visibleLogo(page)).toHaveAttribute('src', /logo-light/);
});

test('the early-access banner is dismissed with Got it, and stays dismissed after a reload', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Early access notice' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(
    "Tradiehub is in early access. You may see fewer jobs or tradies right now — we're expanding quickly.",
  );
  await expect.poll(() => localStorageItem(page, 'earlyAccessBannerDismissed')).toBeNull();

  await banner.getByRole('button', { name: 'Got it' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => localStorageItem(page, 'earlyAccessBannerDismissed')).toBe('true');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Tradiehub');
  await expect(banner).toHaveCount(0);
});
