import sharp from 'sharp';
import { ADMIN, atPath, expect, expectHealthyPage, fillLoginForm, test } from './helpers.ts';

// A pending tradie uploads a photo of their ID on the verification screen; the admin sees it
// as provided in the queue and opens it once (the view is audited).

test('a tradie uploads an ID document and the admin views it', async ({
  page,
  browser,
  baseURL,
  registerUser,
  adminApi,
}) => {
  const tradie = await registerUser('tradie');
  const png = await sharp({
    create: { width: 120, height: 80, channels: 3, background: '#1d4ed8' },
  })
    .png()
    .toBuffer();

  await page.goto('/login');
  await fillLoginForm(page, tradie);
  await expect(page).toHaveURL(atPath('/pending-verification'));
  await expectHealthyPage(page, 'Your account is being verified');
  const form = page.getByRole('form', { name: 'Upload your ID document' });
  await form
    .getByLabel('Photo of your driver licence or passport')
    .setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Upload ID document' }).click();
  await expect(page.getByText('ID document received')).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await fillLoginForm(admin, ADMIN);
    await expect(admin).toHaveURL(atPath('/admin'));
    const name = tradie.tradie!.businessName;
    const card = admin
      .getByRole('article')
      .filter({ has: admin.getByRole('heading', { name, exact: true }) })
      .filter({ hasText: tradie.email });
    await expect(card.getByTestId('id-document-status')).toHaveText('provided');

    const served = adminContext.waitForEvent('response', (r) =>
      r.url().endsWith(`/api/admin/tradies/${tradie.id}/id-document/file`),
    );
    await card
      .getByRole('link', { name: `View the ID document of ${name} (opens in a new tab)` })
      .click();
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(response.headers()['cache-control']).toBe('no-store');

    const audit = await adminApi.get(
      `/api/admin/audit?action=id_document.view&targetId=${tradie.id}`,
    );
    expect(((await audit.json()) as { items: unknown[] }).items).toHaveLength(1);
  } finally {
    await adminContext.close();
  }
});
