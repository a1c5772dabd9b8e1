import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  ADMIN,
  DEMO_HOMEOWNER,
  DEMO_TRADIE,
  expect,
  pageAs,
  signedInState,
  test,
  type Credentials,
} from './helpers.ts';

// Every main signed-in page holds at a phone (390) and a desktop (1280) width, the header keeps
// its items on one line and on screen (1024 too), and no code or bare id shows as copy.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const NARROW_DESKTOP = { width: 1024, height: 800 };
// snake_case codes (lead_purchase) and bare UUIDs.
const CODE = /\b[a-z]+_[a-z_]+\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/;

// Copy written for developers or for a launch that has happened.
const NOT_FOR_USERS =
  /coming weeks|switched on|not configured on this server|codes are not real|sandbox|coming soon/i;

const ROUTES: Record<string, string[]> = {
  homeowner: [
    '/dashboard',
    '/dashboard/messages',
    '/dashboard/notifications',
    '/dashboard/wallet',
    '/dashboard/job-history',
    '/dashboard/find-tradie',
    '/dashboard/rewards',
  ],
  tradie: [
    '/dashboard/tradie',
    '/dashboard/tradie/messages',
    '/dashboard/tradie/notifications',
    '/dashboard/tradie/wallet',
    '/dashboard/tradie/my-jobs',
  ],
  admin: ['/admin', '/admin/users', '/admin/analytics'],
};

/** The page's content width and the header items that wrap or leave the viewport. */
function measure(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('header a, header button')) {
      if (!el.checkVisibility()) continue;
      const rect = el.getBoundingClientRect();
      const name = el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName;
      if (rect.left < 0 || rect.right > window.innerWidth) bad.push(`${name}: off screen`);
      // One line of text-sm with padding is ≤ 44 px; a wrapped label is taller.
      if (rect.height > 46) bad.push(`${name}: ${Math.round(rect.height)} px tall`);
    }
    return { width: document.documentElement.scrollWidth, header: bad };
  });
}

// Pages audited with axe: serious and critical findings fail.
const AUDITED = ['/dashboard/notifications', '/dashboard/tradie/notifications', '/admin/users'];

async function audit(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${where}: axe`).toEqual([]);
}

async function checkRole(page: Page, role: string) {
  for (const path of ROUTES[role]) {
    for (const viewport of path === ROUTES[role][0]
      ? [PHONE, NARROW_DESKTOP, DESKTOP]
      : [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      if (viewport === PHONE || path === ROUTES[role][0]) await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      const { width, header } = await measure(page);
      const where = `${path} at ${viewport.width}`;
      expect(width, `${where}: document width`).toBeLessThanOrEqual(viewport.width);
      expect(header, `${where}: header items`).toEqual([]);
      if (path === '/dashboard/find-tradie') {
        // The postcode box has room for four digits and starts from the profile's postcode.
        const box = page.getByLabel('Your postcode');
        await expect(box).toHaveValue(/^\d{4}$/);
        expect((await box.boundingBox())?.width ?? 0, `${where}: postcode box`).toBeGreaterThan(80);
      }
      if (AUDITED.includes(path) && viewport === DESKTOP) {
        if (path === '/admin/users') {
          // The selected user in the list is audited too.
          await page.getByRole('button', { name: /@/ }).first().click();
          await expect(page.locator('#user-heading')).toBeVisible();
        }
        await audit(page, where);
      }
      if (path === '/admin' && viewport === PHONE) {
        // The wide audit table scrolls sideways: a keyboard can reach and scroll it.
        const log = page.getByRole('region', { name: 'Audit log entries' });
        await expect(log).toHaveAttribute('tabindex', '0');
      }
      const copy = await page.locator('main').innerText();
      expect(copy, `${where}: developer copy`).not.toMatch(NOT_FOR_USERS);
      expect(copy, `${where}: codes in copy`).not.toMatch(CODE);
    }
  }
}

for (const [role, user] of [
  ['homeowner', DEMO_HOMEOWNER],
  ['tradie', DEMO_TRADIE],
  ['admin', ADMIN],
] as [string, Credentials][]) {
  test(`${role}: main pages hold at 390 and 1280 px, the header at 1024`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const page = await pageAs(browser, await signedInState(playwright, baseURL, user));
    await checkRole(page, role);
    await page.context().close();
  });
}
