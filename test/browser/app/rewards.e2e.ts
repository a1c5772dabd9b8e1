import {
  apiLogin,
  apiPost,
  atPath,
  expect,
  buyBundle,
  pageAs,
  expectHealthyPage,
  signedInState,
  test,
  uniqueSuffix,
  withApi,
  type TestUser,
} from './helpers.ts';
import { hiredJob, ok } from './hired-job.ts';

// Homeowner rewards end to end (issue 9): four jobs completed and reviewed through the API bring
// a new homeowner to 140 Centra Points; the fifth is completed and reviewed in the browser, which
// lifts them to 175 points and the Resident level with confetti. Then they redeem a gift card and
// see its code, and a card they cannot afford is refused with a message.

test('a completed job and a review raise the points and level with confetti; a redeemed gift card shows its code', async ({
  browser,
  playwright,
  baseURL,
  registerUser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const homeowner: TestUser = await registerUser('homeowner', { firstName: 'Harriet' });
  const tradie: TestUser = await registerUser('tradie', {
    categories: ['plumbing'],
    servicePostcode: '2000',
    serviceRadiusKm: 30,
  });
  const adminCsrf = (await (await adminApi.get('/api/auth/csrf')).json()) as { token: string };
  const approved = await adminApi.post(`/api/admin/tradies/${tradie.id}/approve`, {
    headers: { 'X-CSRF-Token': adminCsrf.token },
  });
  expect(approved.status(), 'approve the tradie').toBe(200);

  let lastJob = '';
  await test.step('four jobs completed and reviewed earlier (through the API)', async () => {
    await withApi(playwright, baseURL, async (owner) => {
      await withApi(playwright, baseURL, async (pro) => {
        await apiLogin(owner, homeowner);
        await apiLogin(pro, tradie);
        // Five leads at 5 credits: a Pro bundle (30 credits) with the sandbox card.
        await buyBundle(pro, 'pro');
        for (let i = 0; i < 4; i++) {
          const jobId = await hiredJob(owner, pro, `Fix the basin tap ${suffix} ${'abcd'[i]}`);
          await ok(await apiPost(owner, `/api/jobs/${jobId}/complete`), 'complete');
          await ok(
            await apiPost(owner, `/api/jobs/${jobId}/review`, {
              rating: 5,
              comment: 'Quick, tidy and friendly. Would hire again.',
            }),
            'review',
          );
        }
        lastJob = await hiredJob(owner, pro, `Replace the laundry tap ${suffix}`);
      });
    });
  });

  const page = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await test.step('Rewards shows 140 points, Newcomer, 10 points to Resident', async () => {
    await page.goto('/dashboard/rewards');
    await expectHealthyPage(page, 'Rewards');
    await expect(page.getByTestId('rewards-points')).toHaveText('140');
    await expect(page.getByTestId('rewards-level')).toHaveText('Newcomer');
    await expect(page.getByText('10 points to Resident (150 points)')).toBeVisible();
    await expect(page.getByTestId('rewards-credits')).toHaveText('100 credits');
    await expect(page.getByTestId('level-up')).toHaveCount(0);
  });

  await test.step('completing the fifth job lifts the level, with confetti', async () => {
    await page.goto('/dashboard/jobs');
    await expect(page.getByText(`Replace the laundry tap ${suffix}`)).toBeVisible();
    // The only job not completed yet.
    await page.getByRole('button', { name: 'Mark complete' }).click();
    await page
      .getByRole('dialog', { name: 'Mark this job complete?' })
      .getByRole('button', { name: 'Mark complete' })
      .click();
    await expect(page).toHaveURL(atPath(`/dashboard/review/${lastJob}`));
    // 140 + 15 = 155 points: Resident. The review page celebrates it.
    await expect(page.getByText('Level up! You’re now a Resident')).toBeVisible();
    await expect(page.getByTestId('level-up')).toHaveAttribute('data-confetti', 'played');
    // canvas-confetti draws on a canvas of its own over the page.
    await expect(page.locator('body > canvas')).toHaveCount(1);
  });

  await test.step('the review adds its points, and Rewards shows the new level', async () => {
    const form = page.getByRole('form', { name: 'Review' });
    await form.getByLabel(/4 stars/).check();
    await form.getByLabel('Your review', { exact: true }).fill('Good work, a little late.');
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText('You earned 20 Centra Points and 10 credits')).toBeVisible();
    await page.getByRole('link', { name: 'see your rewards', exact: true }).click();
    await expect(page).toHaveURL(atPath('/dashboard/rewards'));
    await expect(page.getByTestId('rewards-points')).toHaveText('175');
    await expect(page.getByTestId('rewards-level')).toHaveText('Resident');
    await expect(page.getByText('25 points to Local Hero (300 points)')).toBeVisible();
    await expect(page.getByTestId('rewards-credits')).toHaveText('125 credits');
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText('Review left')).toHaveCount(5);
    await expect(history.getByText('Job completed', { exact: true })).toHaveCount(5);
    // Celebrated once: neither this page nor a reload shows the banner again.
    await expect(page.getByTestId('level-up')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('rewards-level')).toHaveText('Resident');
    await expect(page.getByTestId('level-up')).toHaveCount(0);
  });

  let code = '';
  await test.step('redeeming a gift card shows the code', async () => {
    // The sandbox provider shows as the Test mode badge, not as a notice.
    await expect(page.getByText('Test mode')).toBeVisible();
    await expect(page.getByText(/sandbox|not real/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Redeem A$10 Coles gift card for 100 credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a A$10 Coles gift card?' });
    await dialog.getByRole('button', { name: 'Redeem 100 credits' }).click();
    await expect(page).toHaveURL(/\/dashboard\/reward-success\?redemption=[0-9a-f-]{36}$/);
    await expectHealthyPage(page, 'Gift card redeemed');
    const shown = page.getByTestId('gift-card-code');
    await expect(shown).toHaveText(/^SANDBOX-[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    code = (await shown.textContent()) ?? '';
    await expect(page.getByText('A$10 Coles digital gift card')).toBeVisible();
    await expect(page.getByText(/Use it online or in store at Coles/)).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    // The page survives a reload (the code comes from the server, not from memory).
    await page.reload();
    await expect(page.getByTestId('gift-card-code')).toHaveText(code);
  });

  await test.step('a card the homeowner cannot afford is refused with a message', async () => {
    await page.getByRole('link', { name: 'Back to Rewards' }).click();
    await expect(page.getByTestId('rewards-credits')).toHaveText('25 credits');
    await page
      .getByRole('button', { name: 'Redeem A$25 Woolworths gift card for 250 credits' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redeem a A$25 Woolworths gift card?' });
    await dialog.getByRole('button', { name: 'Redeem 250 credits' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Not enough credits: this gift card needs 250 and you have 25',
    );
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByTestId('rewards-credits')).toHaveText('25 credits');
  });

  expect(errors, 'uncaught errors in the page').toEqual([]);
});

test.describe('Top Tradies', () => {
  test('shows an approved tradie the standings, their place and the rules; homeowners are kept out', async ({
    browser,
    playwright,
    baseURL,
    registerUser,
    adminApi,
  }) => {
    const tradie: TestUser = await registerUser('tradie');
    const adminCsrf = (await (await adminApi.get('/api/auth/csrf')).json()) as { token: string };
    const approved = await adminApi.post(`/api/admin/tradies/${tradie.id}/approve`, {
      headers: { 'X-CSRF-Token': adminCsrf.token },
    });
    expect(approved.status()).toBe(200);
    const page = await pageAs(browser, await signedInState(playwright, baseURL, tradie));
    await page.goto('/dashboard/tradie/top-tradies');
    await expectHealthyPage(page, 'Top Tradies');
    await expect(page.getByTestId('my-rank')).toHaveText('Not ranked yet');
    await expect(page.getByText(/This week closes Sunday/)).toBeVisible();
    const rules = page.getByRole('region', { name: 'How it works' });
    await expect(rules).toContainText('50 points per completed job, +10 when it was an emergency');
    await expect(rules).toContainText('5★ +25, 4★ +15, 3★ +5, 2★ -10, 1★ -25');
    await expect(rules).toContainText('#1 10 credits and the gold badge');

    const homeowner: TestUser = await registerUser('homeowner');
    const owner = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
    const refused = await owner.request.get('/api/leaderboard');
    expect(refused.status()).toBe(403);
  });
});

test.describe('installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('has a manifest with icons, a service worker, and an offline page', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href!)).json()) as {
      name: string;
      display: string;
      start_url: string;
      icons: { sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Tradiehub', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) {
      const res = await page.request.get(icon);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    // The worker installs, precaches the shell and takes control.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 15_000,
    });
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('/offline.html'))).toBe(true);
    expect(cached.some((url) => /\/assets\/index-[\w-]+\.js/.test(url))).toBe(true);

    // Offline, a page never visited shows the offline page instead of the browser's error.
    await page.context().setOffline(true);
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await page.context().setOffline(false);
  });

  test('the blog’s mobile app article explains Add to Home Screen', async ({ page }) => {
    await page.goto('/blog/tradiehub-mobile-app');
    await expect(page.getByRole('heading', { name: /Add to Home Screen/ })).toBeVisible();
    await expect(page.getByText(/tap the Share button, then Add to Home Screen/)).toBeVisible();
    await expect(page.getByText(/App Store/)).toHaveCount(0);
  });
});
