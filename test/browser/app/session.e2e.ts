import {
  apiLogin,
  apiPost,
  atPath,
  expect,
  expectHealthyPage,
  expectSignedInHeader,
  expectSignedOutHeader,
  fillLoginForm,
  loginRedirectTo,
  test,
} from './helpers.ts';
import { localStorageOf, setLocalStorageItem } from './local-storage.ts';
import { mailedLink } from './mail-links.ts';

// Logging in, logging out, and choosing a new password through the forgot-password email.

test('logout signs out, keeps only the device preferences in localStorage and returns to /', async ({
  page,
  registerUser,
}) => {
  const homeowner = await registerUser('homeowner');
  await page.goto('/login');
  await fillLoginForm(page, homeowner);
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expectSignedInHeader(page);

  // Device preferences, plus something else the app (or an older version of it) left behind.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('region', { name: 'Early access notice' }).getByRole('button').click();
  await setLocalStorageItem(page, 'draft.job', '{"title":"Leaky tap"}');
  await expect
    .poll(async () => Object.keys(await localStorageOf(page)).sort())
    .toEqual(['draft.job', 'earlyAccessBannerDismissed', 'theme', 'tradiehub.session']);

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(atPath('/'));
  await expectSignedOutHeader(page);
  await expectHealthyPage(page, 'Connect with Qualified Tradies for Your Home Projects');
  await expect
    .poll(() => localStorageOf(page))
    .toEqual({
      theme: 'dark',
      earlyAccessBannerDismissed: 'true',
    });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  // Signed out on the server too: the cookie is gone, and protected routes ask to log in.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(loginRedirectTo('/dashboard'));
});

test('a wrong password is refused on the form, which stays on /login', async ({
  page,
  registerUser,
}) => {
  const homeowner = await registerUser('homeowner');
  await page.goto('/login');
  await fillLoginForm(page, { email: homeowner.email, password: 'Not-the-password-1' });
  await expect(page.getByRole('form', { name: 'Log in' }).getByRole('alert')).toHaveText(
    'Incorrect email or password',
  );
  await expect(page).toHaveURL(atPath('/login'));
  await expect(page.getByLabel('Password')).toHaveValue('');
  await expectSignedOutHeader(page);
});

test('forgot password: the emailed link sets a new password that then logs in', async ({
  page,
  registerUser,
  adminApi,
  request,
}) => {
  const homeowner = await registerUser('homeowner');
  const newPassword = 'Brand-new-pass-42';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(atPath('/forgot-password'));
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('Email').fill(homeowner.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(`If an account exists for ${homeowner.email}`)).toBeVisible();

  // The mail went through the outbox (the mail port's default).
  const resetPath = await mailedLink(adminApi, homeowner.email, '/reset-password');

  await page.goto(resetPath);
  await expectHealthyPage(page, 'Choose a new password');
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm new password').fill(newPassword);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toContainText(
    'Your password has been reset.',
  );

  await page.getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/login'));
  await fillLoginForm(page, { email: homeowner.email, password: newPassword });
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expectSignedInHeader(page);

  // The old password no longer works, and the link works only once.
  const old = await apiPost(request, '/api/auth/login', {
    email: homeowner.email,
    password: homeowner.password,
  });
  expect(old.status()).toBe(401);
  await page.goto(resetPath);
  await reset.getByLabel('New password', { exact: true }).fill('Another-pass-43');
  await reset.getByLabel('Confirm new password').fill('Another-pass-43');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid, already used or expired.',
  );
  await apiLogin(request, { email: homeowner.email, password: newPassword });
});

test('a login typed and sent before the page has hydrated still logs in, password never in the address', async ({
  page,
  registerUser,
}) => {
  const homeowner = await registerUser('homeowner');
  // The server-rendered form is on screen while the app's code is held back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await fillLoginForm(page, homeowner);
  release();
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expectSignedInHeader(page);
  expect(addresses.filter((address) => address.includes('password='))).toEqual([]);
});
