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

// Every main route × role × width: each route is loaded once per role and the same page is
// resized through the widths (a reload per width would cost five times as much). At each width:
// no sideways scroll, header items visible, on one line and not covered by anything, no code or
// bare id as copy; once per route in light and once in dark: axe finds nothing serious or
// critical. No console errors and no 5xx answers.

const WIDTHS = [390, 768, 1024, 1366, 1920];
// snake_case codes (lead_purchase) and bare UUIDs.
const CODE = /\b[a-z]+_[a-z_]+\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/;
// Copy written for developers or for a launch that has happened.
const NOT_FOR_USERS =
  /coming weeks|switched on|not configured on this server|codes are not real|sandbox|coming soon/i;

const ROUTES: Record<string, string[]> = {
  guest: [
    '/',
    '/how-it-works',
    '/why-tradiehub',
    '/pricing',
    '/about',
    '/faq',
    '/blog',
    '/contact',
    '/post-job',
    '/login',
    '/register',
    '/forgot-password',
    '/privacy',
    '/terms',
  ],
  homeowner: [
    '/dashboard',
    '/dashboard/post-job',
    '/dashboard/jobs',
    '/dashboard/job-history',
    '/dashboard/find-tradie',
    '/dashboard/find-jobs',
    '/dashboard/messages',
    '/dashboard/notifications',
    '/dashboard/rewards',
    '/dashboard/wallet',
    '/dashboard/profile',
    '/dashboard/help',
  ],
  tradie: [
    '/dashboard/tradie',
    '/dashboard/tradie/find-jobs',
    '/dashboard/tradie/my-jobs',
    '/dashboard/tradie/reviews',
    '/dashboard/tradie/messages',
    '/dashboard/tradie/notifications',
    '/dashboard/tradie/top-tradies',
    '/dashboard/tradie/wallet',
    '/dashboard/tradie/profile',
    '/dashboard/tradie/help',
  ],
  admin: [
    '/admin',
    '/admin/users',
    '/admin/reviews',
    '/admin/analytics',
    '/admin/bulk-email',
    '/admin/maintenance',
  ],
};

/**
 * The page's content width and the header items that wrap, hide, leave the viewport or have
 * something else drawn over them.
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const bad: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('header a, header button')) {
      // Items the header hides at this width (behind "More" or the phone menu) are not shown.
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      const name = el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName;
      if (rect.width === 0 || rect.height === 0) bad.push(`${name}: no size`);
      if (rect.left < 0 || rect.right > window.innerWidth) bad.push(`${name}: off screen`);
      // One line of text-sm with padding is ≤ 44 px; a wrapped label is taller.
      if (rect.height > 46) bad.push(`${name}: ${Math.round(rect.height)} px tall`);
      // What a click at the item's middle reaches: the item, or something covering it.
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (hit && !el.contains(hit) && !hit.contains(el)) {
        const what = hit.tagName.toLowerCase() + (hit.id ? `#${hit.id}` : '');
        bad.push(`${name}: covered by ${what}`);
      }
    }
    return { width: document.documentElement.scrollWidth, header: bad };
  });
}

/**
 * Serious and critical axe findings, one per rule ("axe color-contrast"). In dark mode only the
 * colours differ from the light audit of the same page, so only the colour rule runs again
 * (a whole audit costs seconds a page on a loaded machine).
 */
async function audit(page: Page, coloursOnly = false): Promise<string[]> {
  // Legacy mode runs axe.run() in the page itself. The default runs each frame's part, then
  // opens a new blank page per audit to merge them: that page, axe injected into it again and
  // every passing node copied across cost more than the audit (the app has no cross-origin
  // frames to reach). Only violations come back.
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (coloursOnly) builder.withRules(['color-contrast', 'link-in-text-block']);
  const serious = (await builder.analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  // Where each one is goes to the log: the findings themselves compare by rule.
  for (const v of serious) {
    for (const node of v.nodes) console.log(`axe ${v.id} at ${node.target.join(' ')}`);
  }
  return serious.map((v) => `axe ${v.id}`);
}

/**
 * The theme the app applies: the `dark` class on <html>. Buttons and links fade their colours
 * (transition-colors): the audit turns transitions off first, so the new colours apply at once
 * instead of being waited for. The pointer is parked in the corner so no hover colour is audited.
 */
async function setDark(page: Page, dark: boolean) {
  await page.mouse.move(0, 0);
  await page.evaluate((on) => {
    if (!document.getElementById('audit-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'audit-no-transitions';
      style.textContent = '*, ::before, ::after { transition: none !important; }';
      document.head.append(style);
    }
    document.documentElement.classList.toggle('dark', on);
  }, dark);
}

/** Walks one route through the widths and themes; returns what is wrong, one line a finding. */
async function checkRoute(page: Page, role: string, path: string): Promise<string[]> {
  const findings = new Set<string>();
  await page.setViewportSize({ width: WIDTHS[0], height: 844 });
  await page.goto(path);
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 1024 ? 844 : 900 });
    const at = `${role} ${path} at ${width}`;
    const { width: documentWidth, header } = await measure(page);
    if (documentWidth > width) findings.add(`${at}: scrolls sideways`);
    for (const item of header) findings.add(`${at}: header ${item}`);
    const copy = await page.locator('body').innerText();
    if (NOT_FOR_USERS.test(copy)) findings.add(`${role} ${path}: developer copy`);
    const code = CODE.exec(copy);
    if (code) findings.add(`${role} ${path}: code in copy "${code[0]}"`);
  }
  await specialChecks(page, path);
  await setDark(page, false);
  for (const rule of await audit(page)) findings.add(`${role} ${path} light: ${rule}`);
  await setDark(page, true);
  for (const rule of await audit(page, true)) findings.add(`${role} ${path} dark: ${rule}`);
  await setDark(page, false);
  return [...findings];
}

/**
 * Findings known and not yet fixed, each to be fixed by the team that owns the screen. The suite
 * fails on any other finding and on an entry no longer found: the list only shrinks. Empty since
 * the dark-mode contrast fixes (issue 20).
 */
const KNOWN_FINDINGS: readonly string[] = [];

/** Fails on findings not in KNOWN_FINDINGS and on known ones of this role that are gone. */
function expectOnlyKnown(role: string, findings: string[]) {
  const fresh = findings.filter((f) => !KNOWN_FINDINGS.includes(f));
  const gone = KNOWN_FINDINGS.filter((f) => f.startsWith(`${role} `) && !findings.includes(f));
  expect(fresh, `${role}: new layout or accessibility findings`).toEqual([]);
  expect(gone, `${role}: fixed findings still listed in KNOWN_FINDINGS`).toEqual([]);
}

/** What some routes hold beyond the common checks. */
async function specialChecks(page: Page, path: string) {
  if (path === '/dashboard/find-tradie') {
    // The postcode box has room for four digits and starts from the profile's postcode.
    const box = page.getByLabel('Your postcode');
    await expect(box).toHaveValue(/^\d{4}$/);
    expect((await box.boundingBox())?.width ?? 0, 'postcode box').toBeGreaterThan(80);
  }
  if (path === '/admin/users') {
    // The selected user in the list is audited too.
    await page.getByRole('button', { name: /@/ }).first().click();
    await expect(page.locator('#user-heading')).toBeVisible();
  }
  if (path === '/admin') {
    // The wide audit table scrolls sideways: a keyboard can reach and scroll it.
    const log = page.getByRole('region', { name: 'Audit log entries' });
    await expect(log).toHaveAttribute('tabindex', '0');
  }
}

// The four roles side by side on the two workers; a role walks many routes in one test.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const SIGNED_IN: [string, Credentials][] = [
  ['homeowner', DEMO_HOMEOWNER],
  ['tradie', DEMO_TRADIE],
  ['admin', ADMIN],
];

test('guest: every public route at every width, light and dark', async ({ page }) => {
  const findings: string[] = [];
  for (const path of ROUTES.guest) findings.push(...(await checkRoute(page, 'guest', path)));
  expectOnlyKnown('guest', findings);
});

for (const [role, user] of SIGNED_IN) {
  test(`${role}: every main route at every width, light and dark`, async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const page = await pageAs(browser, await signedInState(playwright, baseURL, user));
    // The fixture watches only its own page: this one reports its console errors here.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !/status of 4\d\d\b/.test(text)) problems.push(text);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
    });
    const findings: string[] = [];
    for (const path of ROUTES[role]) findings.push(...(await checkRoute(page, role, path)));
    expectOnlyKnown(role, findings);
    expect(problems, `${role}: console errors and failed requests`).toEqual([]);
    await page.context().close();
  });
}
