import {
  DEMO_HOMEOWNER,
  DEMO_PENDING_TRADIE,
  DEMO_TRADIE,
  apiLogin,
  apiPost,
  atPath,
  expect,
  expectHealthyPage,
  expectSignedInHeader,
  expectSignedOutHeader,
  fillLoginForm,
  loginRedirectTo,
  signedInState,
  test,
} from './helpers.ts';

// Who may open what (marketplace spec, § 6, and issue 2): anonymous → /login?redirect=…,
// wrong role → /unauthorized, pending tradie → /pending-verification, banned → /banned.
// And 'Post a Job': a homeowner goes to the form, anyone else logs in first (marketplace
// spec, § 4).

test.describe('anonymous visitors', () => {
  test('a protected route sends them to log in, and logging in there returns to it', async ({
    page,
    registerUser,
  }) => {
    const homeowner = await registerUser('homeowner');
    await page.goto('/dashboard/messages');
    await expect(page).toHaveURL(loginRedirectTo('/dashboard/messages'));
    await expectHealthyPage(page, 'Log in');

    await fillLoginForm(page, homeowner);
    await expect(page).toHaveURL(atPath('/dashboard/messages'));
    await expectHealthyPage(page, 'Messages');
    await expectSignedInHeader(page);
  });

  test('every kind of protected route asks them to log in first', async ({ page }) => {
    for (const path of ['/dashboard', '/dashboard/tradie/wallet', '/pay/starter', '/admin']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(loginRedirectTo(path));
        await expectHealthyPage(page, 'Log in');
      });
    }
  });

  test('a relative redirect such as dashboard/find-jobs (the landing cards) works', async ({
    page,
    registerUser,
  }) => {
    const homeowner = await registerUser('homeowner');
    await page.goto('/login?redirect=dashboard/find-jobs');
    await fillLoginForm(page, homeowner);
    await expect(page).toHaveURL(atPath('/dashboard/find-jobs'));
    await expectHealthyPage(page, 'Open jobs');
  });

  test('a redirect to another site is ignored: they land on their dashboard', async ({
    page,
    registerUser,
  }) => {
    const homeowner = await registerUser('homeowner');
    await page.goto('/login?redirect=//evil.example/phish');
    await fillLoginForm(page, homeowner);
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expectHealthyPage(page, /^G'day, /);
  });

  test('/post-job sends them to log in, then on to the job form', async ({
    page,
    registerUser,
  }) => {
    const homeowner = await registerUser('homeowner');
    await page.goto('/post-job');
    await expect(page).toHaveURL(loginRedirectTo('/dashboard/post-job'));
    await fillLoginForm(page, homeowner);
    await expect(page).toHaveURL(atPath('/dashboard/post-job'));
    await expectHealthyPage(page, 'Post a Job');
  });
});

test.describe('a homeowner', () => {
  test.use({
    storageState: async ({ playwright, baseURL }, use) =>
      use(await signedInState(playwright, baseURL, DEMO_HOMEOWNER)),
  });

  test('is sent to /unauthorized from tradie, payment and admin routes', async ({ page }) => {
    for (const path of [
      '/dashboard/tradie',
      '/dashboard/tradie/find-jobs',
      '/pay/starter',
      '/admin',
      '/admin/analytics',
      '/mbare-admin',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(atPath('/unauthorized'));
        await expectHealthyPage(page, "You don't have access to that page");
        await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
          'href',
          '/dashboard',
        );
      });
    }
  });

  test('/post-job goes straight to /dashboard/post-job', async ({ page }) => {
    await page.goto('/post-job');
    await expect(page).toHaveURL(atPath('/dashboard/post-job'));
    await expectHealthyPage(page, 'Post a Job');
  });
});

test.describe('an approved tradie', () => {
  test.use({
    storageState: async ({ playwright, baseURL }, use) =>
      use(await signedInState(playwright, baseURL, DEMO_TRADIE)),
  });

  test('is sent to /unauthorized from homeowner and admin routes', async ({ page }) => {
    for (const path of ['/dashboard/jobs', '/dashboard/post-job', '/admin']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(atPath('/unauthorized'));
        await expectHealthyPage(page, "You don't have access to that page");
      });
    }
  });

  test('/post-job asks anyone but a homeowner to log in first', async ({ page }) => {
    await page.goto('/post-job');
    await expect(page).toHaveURL(loginRedirectTo('/dashboard/post-job'));
    await expectHealthyPage(page, "You're already logged in");
  });
});

test.describe('the pending tradie', () => {
  test.use({
    storageState: async ({ playwright, baseURL }, use) =>
      use(await signedInState(playwright, baseURL, DEMO_PENDING_TRADIE)),
  });

  test('is sent to /pending-verification from the tradie dashboard', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/dashboard/tradie',
      '/dashboard/tradie/find-jobs',
      '/dashboard/tradie/wallet',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page).toHaveURL(atPath('/pending-verification'));
        await expectHealthyPage(page, 'Your account is being verified');
      });
    }
  });
});

test('a banned user logging in is sent to /banned and gets no session', async ({
  page,
  registerUser,
  adminApi,
}) => {
  const homeowner = await registerUser('homeowner');
  const ban = await apiPost(adminApi, `/api/admin/users/${homeowner.id}/ban`, {
    reason: 'e2e: breach of the terms',
  });
  expect(ban.status()).toBe(200);

  await page.goto('/login');
  await fillLoginForm(page, homeowner);
  await expect(page).toHaveURL(atPath('/banned'));
  await expectHealthyPage(page, 'Your account has been suspended');

  // The login was refused: no session cookie was issued.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await expectSignedOutHeader(page);
});

test('a session of a user banned meanwhile ends up on /banned', async ({
  page,
  registerUser,
  adminApi,
}) => {
  const homeowner = await registerUser('homeowner');
  await apiLogin(page.request, homeowner);
  await page.goto('/dashboard');
  await expectHealthyPage(page, /^G'day, /);

  const ban = await apiPost(adminApi, `/api/admin/users/${homeowner.id}/ban`, {});
  expect(ban.status()).toBe(200);

  await page.goto('/dashboard/jobs');
  await expect(page).toHaveURL(atPath('/banned'));
  await expectHealthyPage(page, 'Your account has been suspended');
});
