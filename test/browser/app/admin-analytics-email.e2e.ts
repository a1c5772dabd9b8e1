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
  withApi,
} from './helpers.ts';

// The admin journey of the operations issue, part one: analytics charts and a bulk email to NSW
// tradies followed to 100 %. Beside the other journeys (maintenance mode, which every journey
// would see, is admin-operations.e2e.ts, run alone).

test('an admin reads analytics and emails NSW tradies, followed to 100 %', async ({
  page,
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
});
