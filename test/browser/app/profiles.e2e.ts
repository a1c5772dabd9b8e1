import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiPost,
  atPath,
  expect,
  expectHealthyPage,
  fillLoginForm,
  test,
  uniqueSuffix,
  type Credentials,
  type TestUser,
} from './helpers.ts';

// Issue 12: a tradie edits their profile and logo and sees the live preview; a homeowner finds
// them by postcode and opens the public profile; a user downloads their data, deletes the
// account and can no longer log in.

function logo(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
}

async function logIn(page: Page, user: Credentials, landing: string): Promise<void> {
  await page.goto('/login');
  await fillLoginForm(page, user);
  await expect(page).toHaveURL(atPath(landing));
}

async function approve(adminApi: Parameters<typeof apiPost>[0], user: TestUser): Promise<void> {
  const response = await apiPost(adminApi, `/api/admin/tradies/${user.id}/approve`);
  expect(response.status(), 'approve the tradie').toBe(200);
}

test('a tradie edits their profile and logo and sees the live preview', async ({
  page,
  registerUser,
  adminApi,
}) => {
  const tradie = await registerUser('tradie');
  await approve(adminApi, tradie);
  await logIn(page, tradie, '/dashboard/tradie');
  await page.goto('/dashboard/tradie/profile');
  await expectHealthyPage(page, 'Profile');

  const form = page.getByRole('form', { name: 'Business details' });
  const preview = page.getByTestId('profile-preview');
  const name = `Harbourside Plumbing ${uniqueSuffix()}`;
  await form.getByLabel('Business name').fill(name);
  await form.getByLabel('About your business').fill('Hot water systems and blocked drains.');
  await form.getByLabel('Years in business').fill('12');
  // The preview follows the typing before anything is saved.
  await expect(preview.getByRole('heading', { name })).toBeVisible();
  await expect(preview.getByText('Hot water systems and blocked drains.')).toBeVisible();
  await form.getByRole('button', { name: 'Save business details' }).click();
  await expect(page.getByText('Your business details are saved.')).toBeVisible();

  await page.getByLabel('Business logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await logo(),
  });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await expect(preview.getByRole('img', { name: `${name} logo` })).toBeVisible();

  // What the public sees after saving.
  await page.goto(`/public/profile/${tradie.id}`);
  await expectHealthyPage(page, name);
  await expect(page.getByRole('img', { name: `${name} logo` })).toBeVisible();
  await expect(page.getByText('Years in business')).toBeVisible();
});

test('a homeowner finds a tradie by postcode and opens their public profile', async ({
  page,
  registerUser,
  adminApi,
}) => {
  const business = `Newtown Sparks ${uniqueSuffix()}`;
  const tradie = await registerUser('tradie', {
    businessName: business,
    categories: ['electrical'],
    servicePostcode: '2042',
    serviceRadiusKm: 10,
  });
  await approve(adminApi, tradie);
  const homeowner = await registerUser('homeowner');
  await logIn(page, homeowner, '/dashboard');
  await page.goto('/dashboard/find-tradie');
  await expectHealthyPage(page, 'Find a Tradie');

  const search = page.getByRole('form', { name: 'Find a tradie' });
  await search.getByLabel('Trade').selectOption('electrical');
  await search.getByLabel('Your postcode').fill('2000');
  await search.getByRole('button', { name: 'Search' }).click();
  // The router keeps number-like strings quoted in the URL (postcode=%222000%22).
  await expect(page).toHaveURL(/postcode=(%22)?2000/);
  const card = page.getByRole('listitem').filter({ hasText: business });
  await expect(card).toBeVisible();
  await expect(card.getByText(/km from you/)).toBeVisible();
  await card.getByRole('link', { name: `View ${business}'s profile` }).click();

  await expect(page).toHaveURL(atPath(`/public/profile/${tradie.id}`));
  await expectHealthyPage(page, business);
  await expect(page.getByText('ABN checked')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Post a job', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(business));
  const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'LocalBusiness', name: business });
  await expect(page.getByText(/badge/i)).toHaveCount(0);
});

test('a user downloads their data, deletes the account and can no longer log in', async ({
  page,
  registerUser,
}) => {
  const homeowner = await registerUser('homeowner');
  await logIn(page, homeowner, '/dashboard');
  await page.goto('/dashboard/profile');
  await expectHealthyPage(page, 'Profile');

  await page.getByRole('button', { name: 'Prepare my data' }).click();
  const link = page.getByRole('link', { name: /Download my data/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string };
  };
  expect(data.account.email).toBe(homeowner.email);

  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Password').fill(homeowner.password);
  await form.getByLabel('Type DELETE to confirm').fill('DELETE');
  await form.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(atPath('/'));

  await page.goto('/login');
  await fillLoginForm(page, homeowner);
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
