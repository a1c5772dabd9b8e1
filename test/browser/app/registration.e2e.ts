import type { Page } from '@playwright/test';
import {
  DEMO_HOMEOWNER,
  TEST_PASSWORD,
  atPath,
  expect,
  expectHealthyPage,
  expectSignedInHeader,
  invalidAbn,
  test,
  uniqueEmail,
  uniqueSuffix,
  validAbn,
} from './helpers.ts';
import { localStorageItem } from './local-storage.ts';
import { verificationLink } from './mail-links.ts';

// Registration through the UI (/register?type=homeowner|tradie), and the errors the API sends
// back shown on the form.

function registerForm(page: Page) {
  return page.getByRole('form', { name: 'Create your account' });
}

async function fillHomeownerFields(page: Page, email: string, firstName: string) {
  const form = registerForm(page);
  await form.getByLabel('First name').fill(firstName);
  await form.getByLabel('Last name').fill(`Journey${uniqueSuffix()}`);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(TEST_PASSWORD);
}

async function fillTradieFields(page: Page, abn: string, businessName: string) {
  const form = registerForm(page);
  await form.getByLabel('Business name').fill(businessName);
  await form.getByLabel('ABN').fill(abn);
  await form.getByLabel('Licence number').fill(`EL-${uniqueSuffix()}`);
  await form.getByLabel('Licence state').selectOption('VIC');
  await form.getByRole('group', { name: 'Trade categories' }).getByLabel('Electrical').check();
  await form.getByLabel('Service postcode').fill('3000');
  await form.getByLabel('Service radius (km)').fill('40');
}

/** Waits for the register call's answer while `action` submits the form. */
async function submitAndAwaitRegister(page: Page, action: () => Promise<void>) {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/auth/register' && r.request().method() === 'POST',
    ),
    action(),
  ]);
  return response;
}

test('a homeowner registers through the UI, is asked to check their email, and sees why on /dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('ui-homeowner');
  await page.goto('/register?type=homeowner');
  await expect(registerForm(page).getByRole('radio', { name: /^Centra Resident/ })).toBeChecked();
  await fillHomeownerFields(page, email, 'Olivia');

  const response = await submitAndAwaitRegister(page, () =>
    registerForm(page).getByRole('button', { name: 'Create account' }).click(),
  );
  expect(response.status()).toBe(201);

  await expect(page).toHaveURL(atPath('/check-email'));
  await expectHealthyPage(page, 'Check your email');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(atPath('/dashboard'));
  await expectHealthyPage(page, "G'day, Olivia");
  await expect(page.getByText('Please verify your email')).toBeVisible();
  await expect(page.getByText('Until then you cannot post a job.')).toBeVisible();
  await expectSignedInHeader(page);
  await expect.poll(() => localStorageItem(page, 'tradiehub.session')).not.toBeNull();
  expect(JSON.parse((await localStorageItem(page, 'tradiehub.session'))!)).toEqual({
    loggedIn: true,
    userType: 'homeowner',
  });

  // The server knows the new account as a signed-in homeowner.
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(200);
  expect((await me.json()) as unknown).toMatchObject({
    user: { email, type: 'homeowner', status: 'active', firstName: 'Olivia' },
  });
});

test('a tradie registers through the UI, verifies their email, then gets the bonus', async ({
  page,
  adminApi,
}) => {
  const email = uniqueEmail('ui-tradie');
  const businessName = `Journey Electrical ${uniqueSuffix()}`;
  const abn = validAbn();
  const plumbing = `PL-${uniqueSuffix()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/register?type=tradie');
  await expect(registerForm(page).getByRole('radio', { name: /^Tradie/ })).toBeChecked();
  await fillHomeownerFields(page, email, 'Theo');
  await fillTradieFields(
    page,
    `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`,
    businessName,
  );
  // A second licence, from another state, on a phone.
  const form = registerForm(page);
  await form.getByRole('button', { name: 'Add another licence' }).click();
  await expect(form.getByLabel('Licence 2 number')).toBeFocused();
  await page.keyboard.type(plumbing);
  await form.getByLabel('Licence 2 state').selectOption('NSW');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The rest of the journey reads the desktop header.
  await page.setViewportSize({ width: 1280, height: 720 });

  const response = await submitAndAwaitRegister(page, () =>
    registerForm(page).getByRole('button', { name: 'Create tradie account' }).click(),
  );
  expect(response.status()).toBe(201);

  await expect(page).toHaveURL(atPath('/check-email'));
  await expectHealthyPage(page, 'Check your email');
  await expectSignedInHeader(page);
  const balance = async () =>
    ((await (await page.request.get('/api/credits/balance')).json()) as { balance: number })
      .balance;
  expect(await balance()).toBe(0);

  // A new link replaces the first; the newest one verifies and the bonus arrives.
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText('Sent. Use the newest email')).toBeVisible();
  await page.goto(await verificationLink(adminApi, email));
  await expectHealthyPage(page, 'Verify your email');
  await expect(page.getByText('Email verified')).toBeVisible();
  expect(await balance()).toBe(5);
  await page.goto('/pending-verification');
  await expectHealthyPage(page, 'Your account is being verified');
  await expect(page.getByText('Thanks for joining, Theo.')).toBeVisible();

  // The admin's queue now holds the tradie with what the form sent.
  const queue = await adminApi.get('/api/admin/tradies?status=pending');
  expect(queue.status()).toBe(200);
  const { items } = (await queue.json()) as { items: Record<string, unknown>[] };
  expect(items.find((t) => t.email === email)).toMatchObject({
    businessName,
    abn,
    licenceState: 'VIC',
    categories: ['electrical'],
    servicePostcode: '3000',
    serviceRadiusKm: 40,
    verificationStatus: 'pending',
    otherLicences: [
      expect.objectContaining({ licenceNumber: plumbing.toUpperCase(), licenceState: 'NSW' }),
    ],
  });
});

test('a taken email is refused (409) with a message on the email field', async ({ page }) => {
  await page.goto('/register?type=homeowner');
  await fillHomeownerFields(page, DEMO_HOMEOWNER.email, 'Dupe');

  const response = await submitAndAwaitRegister(page, () =>
    registerForm(page).getByRole('button', { name: 'Create account' }).click(),
  );
  expect(response.status()).toBe(409);

  const email = registerForm(page).getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(registerForm(page).getByRole('alert')).toHaveText(
    /This email is already registered/,
  );
  await expect(email).toBeFocused();
  await expect(page).toHaveURL(atPath('/register?type=homeowner'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  // Nothing was signed in.
  await expect.poll(() => localStorageItem(page, 'tradiehub.session')).toBeNull();
});

test('an ABN failing the check digits is refused (400) with a message on the ABN field', async ({
  page,
}) => {
  const email = uniqueEmail('bad-abn');
  await page.goto('/register?type=tradie');
  await fillHomeownerFields(page, email, 'Abby');
  await fillTradieFields(page, invalidAbn(), `Bad ABN Co ${uniqueSuffix()}`);

  const response = await submitAndAwaitRegister(page, () =>
    registerForm(page).getByRole('button', { name: 'Create tradie account' }).click(),
  );
  expect(response.status()).toBe(400);

  const abn = registerForm(page).getByLabel('ABN');
  await expect(abn).toHaveAttribute('aria-invalid', 'true');
  await expect(registerForm(page).getByRole('alert')).toHaveText(/^ABN .*valid/i);
  await expect(abn).toBeFocused();
  await expect(page).toHaveURL(atPath('/register?type=tradie'));
  // The form keeps what was typed, so the ABN can be corrected.
  await expect(registerForm(page).getByLabel('Email')).toHaveValue(email);

  // Correcting the ABN then registers the same email.
  await abn.fill(validAbn());
  const retry = await submitAndAwaitRegister(page, () =>
    registerForm(page).getByRole('button', { name: 'Create tradie account' }).click(),
  );
  expect(retry.status()).toBe(201);
  await expect(page).toHaveURL(atPath('/check-email'));
});
