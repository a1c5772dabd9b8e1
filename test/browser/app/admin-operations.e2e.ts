import {
  ADMIN,
  apiLogin,
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

// The admin journey of the operations issue, part two: maintenance mode as a homeowner in
// another browser sees it. It switches the whole server, so it runs on an app server of its own
// (project app-maintenance); analytics and bulk email are admin-analytics-email.e2e.ts.

test('an admin switches maintenance on and off while a homeowner watches', async ({
  page,
  browser,
  baseURL,
  playwright,
  registerUser,
}) => {
  test.setTimeout(60_000);
  const suffix = uniqueSuffix();
  const homeowner = await registerUser('homeowner');

  await page.goto('/login');
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin'));
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

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
