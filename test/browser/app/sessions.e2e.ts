import {
  apiLogin,
  atPath,
  expect,
  expectHealthyPage,
  fillLoginForm,
  test,
  withApi,
} from './helpers.ts';

// Issue 18: the Sign-in card lists the account's devices (this one marked) and "Log out
// everywhere" ends them all, the other device's session included. On a phone's width.

test.use({ viewport: { width: 390, height: 844 } });

test('the Sign-in card lists this device and logs out everywhere', async ({
  page,
  registerUser,
  playwright,
  baseURL,
}) => {
  const homeowner = await registerUser('homeowner');
  await withApi(playwright, baseURL, async (otherDevice) => {
    await apiLogin(otherDevice, homeowner);
    await page.goto('/login');
    await fillLoginForm(page, homeowner);
    await expect(page).toHaveURL(atPath('/dashboard'));
    await page.goto('/dashboard/profile');
    await expectHealthyPage(page, 'Profile');

    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    const thisDevice = devices.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice).toContainText(/Chrome|Chromium/);
    expect(await devices.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    // Holds at 390 px: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await page.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL(atPath('/'));
    expect((await otherDevice.get('/api/auth/me')).status()).toBe(401);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});
