import {
  ADMIN,
  apiLogin,
  apiPost,
  atPath,
  csrfToken,
  expect,
  expectHealthyPage,
  fillLoginForm,
  test,
  uniqueSuffix,
  watchPageErrors,
  withApi,
} from './helpers.ts';

// The admin journey of the operations issue: analytics charts, a bulk email to NSW tradies
// followed to 100 %, and maintenance mode as a homeowner in another browser sees it.

test('an admin reads analytics, emails NSW tradies, and switches maintenance on and off', async ({
  page,
  browser,
  baseURL,
  playwright,
  registerUser,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  // Two approved NSW tradies who opted in to news, one who did not.
  const tradies = [
    await registerUser('tradie', { licenceState: 'NSW' }),
    await registerUser('tradie', { licenceState: 'NSW' }),
    await registerUser('tradie', { licenceState: 'NSW' }),
  ];
  await withApi(playwright, baseURL, async (request) => {
    await apiLogin(request, ADMIN);
    for (const tradie of tradies) {
      const res = await apiPost(request, `/api/admin/tradies/${tradie.id}/approve`);
      expect(res.status()).toBe(200);
    }
  });
  for (const tradie of tradies.slice(0, 2)) {
    await withApi(playwright, baseURL, async (request) => {
      await apiLogin(request, tradie);
      const res = await request.put('/api/me/news', {
        data: { subscribed: true },
        headers: { 'X-CSRF-Token': await csrfToken(request) },
      });
      expect(res.status()).toBe(200);
    });
  }
  const homeowner = await registerUser('homeowner');

  await page.goto('/login');
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin'));
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table').getByText('Tradie approved').first()).toBeVisible();

  // Analytics: KPIs, the charts (SVG drawn by Recharts) and the table.
  await page.getByRole('link', { name: 'Analytics' }).click();
  await expectHealthyPage(page, 'Analytics');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(page.getByRole('figure', { name: 'Sign-ups per day' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Sign-ups per day' }).locator('svg').first(),
  ).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Jobs posted per category' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All figures' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'GST (A$)', exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^tradiehub-analytics-.*\.csv$/);

  // Bulk email to approved tradies in NSW.
  await page.getByRole('link', { name: 'Bulk email' }).click();
  await expectHealthyPage(page, 'Bulk email');
  const subject = `Winter leads ${suffix}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('**Half price** emergency leads this week.');
  await page.getByRole('radio', { name: 'Approved tradies' }).check();
  await page.getByRole('checkbox', { name: 'NSW', exact: true }).check();
  await page.getByRole('button', { name: 'Preview recipients' }).click();
  await expect(page.getByText(/\d+ (people|person) will receive it/)).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
  const progress = page.getByRole('progressbar', { name: `Progress of ${subject}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText('done');

  // Maintenance on: a homeowner in another browser sees the maintenance page.
  const homeownerContext = await browser.newContext({ baseURL });
  try {
    // The homeowner is signed in and working before the switch.
    const homePage = await homeownerContext.newPage();
    const errors = watchPageErrors(homePage);
    await homePage.goto('/login');
    await fillLoginForm(homePage, homeowner);
    await expect(homePage).toHaveURL(atPath('/dashboard'));
    await expect(homePage.getByRole('heading', { name: /^G'day, / })).toBeVisible();

    await page.getByRole('link', { name: 'Maintenance' }).click();
    await expectHealthyPage(page, 'Maintenance');
    await page.getByLabel('Message').fill(`Upgrading the database ${suffix}`);
    await page.getByRole('button', { name: 'Switch maintenance on' }).click();
    await expect(
      page.getByText('Maintenance mode is on: visitors see the maintenance page.'),
    ).toBeVisible();

    // Without reloading, the homeowner's page notices within seconds (it re-checks every 10 s).
    await expect(
      homePage.getByRole('heading', { name: 'Tradiehub is down for maintenance' }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(homePage.getByText(`Upgrading the database ${suffix}`)).toBeVisible();
    await homePage.reload();
    await expect(
      homePage.getByRole('heading', { name: 'Tradiehub is down for maintenance' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Switch maintenance off' }).click();
    await expect(
      page.getByText('Maintenance mode is on: visitors see the maintenance page.'),
    ).toHaveCount(0);
    await expect(homePage.getByRole('heading', { name: /^G'day, / })).toBeVisible({
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
  } finally {
    await homeownerContext.close();
    // Never leave the shared server in maintenance for the next test.
    await withApi(playwright, baseURL, async (request) => {
      await apiLogin(request, ADMIN);
      await request.put('/api/admin/maintenance', {
        data: { enabled: false },
        headers: { 'X-CSRF-Token': await csrfToken(request) },
      });
    });
  }
});
