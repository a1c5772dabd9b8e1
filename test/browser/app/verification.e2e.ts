import {
  ADMIN,
  apiPost,
  atPath,
  expect,
  expectHealthyPage,
  fillLoginForm,
  test,
  uniqueSuffix,
} from './helpers.ts';

// Verification rests on the business register, a rejected tradie can resubmit, and the home
// page's open-jobs widget.

/** In development's local business register: cancelled (LOCAL_REGISTER_SAMPLES.cancelled). */
const CANCELLED_ABN = '34900000002';

test('a tradie whose ABN the register has cancelled is flagged in the admin queue', async ({
  page,
  registerUser,
}) => {
  const tradie = await registerUser('tradie', {
    businessName: `Closed Doors Carpentry ${uniqueSuffix()}`,
    abn: CANCELLED_ABN,
  });
  const name = tradie.tradie!.businessName;

  await page.goto('/login');
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin'));
  await expectHealthyPage(page, 'Tradie verification');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  const check = card.getByRole('region', { name: `Business register check for ${name}` });
  // The check runs on the queue: reload until the register has answered.
  await expect(async () => {
    await page.reload();
    await expect(check).toContainText('ABN cancelled', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(check.getByRole('row', { name: /^ABN status/ })).toContainText('Cancelled since');

  await card.getByRole('button', { name: `Approve ${name}`, exact: true }).click();
  await expect(card.getByRole('alert')).toContainText('ABN is cancelled');
  await expect(card).toBeVisible();
});

test('a rejected tradie corrects their licence, resubmits at 390 px and is approved', async ({
  page,
  browser,
  adminApi,
  registerUser,
}) => {
  const tradie = await registerUser('tradie', {
    businessName: `Second Go Plumbing ${uniqueSuffix()}`,
  });
  const name = tradie.tradie!.businessName;
  const reason = 'The licence number does not match the NSW register';
  const rejected = await apiPost(adminApi, `/api/admin/tradies/${tradie.id}/reject`, { reason });
  expect(rejected.status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await fillLoginForm(page, tradie);
  await expect(page).toHaveURL(atPath('/pending-verification'));
  await expectHealthyPage(page, 'Your verification was not approved');
  await expect(page.getByRole('alert').filter({ hasText: 'Reason' })).toContainText(reason);
  const form = page.getByRole('form', { name: 'Correct your details and resubmit' });
  await form.getByLabel('Licence number').fill('PL 654321');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await form.getByRole('button', { name: 'Resubmit for review' }).click();
  await expectHealthyPage(page, 'Resubmitted — waiting for review');

  // The admin sees it marked, with the decision it answers, and approves it.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/login');
  await fillLoginForm(admin, ADMIN);
  await expect(admin).toHaveURL(atPath('/admin'));
  const card = admin
    .getByRole('article')
    .filter({ has: admin.getByRole('heading', { name, exact: true }) });
  const note = card.getByRole('region', { name: `Resubmission by ${name}` });
  await expect(note).toContainText('Earlier decision: Rejected on');
  await expect(note).toContainText(reason);
  await expect(card).toContainText('PL 654321');
  await card.getByRole('button', { name: `Approve ${name}`, exact: true }).click();
  await expect(card).toHaveCount(0);
  await admin.context().close();

  await page.reload();
  await expectHealthyPage(page, "You're verified");
});

test.describe('the home page open-jobs widget', () => {
  test('shows 3 open jobs at a time and rotates to the next ones, paused by its button', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = page.getByRole('region', { name: 'Open jobs right now' });
    await expect(widget.getByRole('listitem')).toHaveCount(3);
    await expect(widget).toContainText('Jobs 1 to 3 of 6');
    // It rotates by itself (every 5 s) when nothing holds it.
    await page.mouse.move(0, 0);
    await expect(widget).toContainText('Jobs 4 to 6 of 6', { timeout: 12_000 });
    await widget.getByRole('button', { name: 'Pause rotation' }).click();
    await expect(widget.getByRole('button', { name: 'Resume rotation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(widget.getByRole('link', { name: /^View Details: / }).first()).toHaveAttribute(
      'href',
      /^\/login\?redirect=dashboard(%2F|\/)find-jobs$/,
    );
  });

  test.describe('when the teaser fails', () => {
    test.use({ expectedConsoleErrors: /ERR_FAILED|Failed to load resource/ });

    test('renders nothing', async ({ page }) => {
      let failed = false;
      await page.route('**/api/jobs/open', async (route) => {
        failed = true;
        await route.abort('failed');
      });
      // The server renders / with the teaser it fetched itself: the browser's own request for
      // it is made on a client-side visit, from another page.
      await page.goto('/pricing');
      await page.getByRole('banner').getByRole('link', { name: 'Tradiehub home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Recent Jobs' })).toBeVisible();
      await expect.poll(() => failed).toBe(true);
      await expect(page.getByRole('region', { name: 'Open jobs right now' })).toHaveCount(0);
      await expect(page.getByText('Open jobs right now')).toHaveCount(0);
    });
  });
});
