import type { Page } from '@playwright/test';
import { atPath, expect, test, uniqueEmail } from './helpers.ts';

// The contact and feedback forms submit to the API (POST /api/contact, /api/feedback).

function awaitPost(page: Page, path: string) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === path && r.request().method() === 'POST',
  );
}

test('the contact form shows field errors when empty, then sends and confirms', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  let posted = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/contact') posted += 1;
  });

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText([
    'Please enter your name.',
    'Please enter a valid email address.',
    'Please enter a subject.',
    'Please write a message of at least 10 characters.',
  ]);
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(form.getByLabel('Name')).toBeFocused();
  expect(posted, 'nothing is sent while the form is invalid').toBe(0);

  const email = uniqueEmail('contact');
  await form.getByLabel('Name').fill('Casey Contact');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Subject').fill('Verification question');
  await form.getByLabel('Message').fill('How long does tradie verification usually take?');
  const [response] = await Promise.all([
    awaitPost(page, '/api/contact'),
    form.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(response.status()).toBe(201);

  const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(sent).toContainText(`We'll reply to ${email} within two business days.`);
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(atPath('/contact'));

  // 'Send another message' brings back an empty form.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(form.getByLabel('Email')).toHaveValue('');
});

test('the contact form checks the API rules itself and shows an API refusal on the field it names', async ({
  page,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  let posted = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/contact') posted += 1;
  });
  // One letter: the API wants 2 to 100 characters, and the form knows it.
  await form.getByLabel('Name').fill('Q');
  await form.getByLabel('Email').fill(uniqueEmail('contact'));
  await form.getByLabel('Subject').fill('Short name');
  await form.getByLabel('Message').fill('My name really is a single letter.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter at least 2 characters.');
  await expect(form.getByLabel('Name')).toBeFocused();
  expect(posted, 'nothing is sent while the form is invalid').toBe(0);

  // A refusal only the API can make (here: its answer for a subject it will not take) lands
  // on the field it names, phrased with the field's label, and focuses it.
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'subject: must be shorter than or equal to 150 characters',
      }),
    }),
  );
  await form.getByLabel('Name').fill('Quinn');
  const [response] = await Promise.all([
    awaitPost(page, '/api/contact'),
    form.getByRole('button', { name: 'Send message' }).click(),
  ]);
  expect(response.status()).toBe(400);
  await expect(form.getByLabel('Subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('alert')).toHaveText(
    'Subject must be shorter than or equal to 150 characters',
  );
  await expect(form.getByLabel('Subject')).toBeFocused();
  await expect(page.getByText('Message sent')).toHaveCount(0);
});

test('the feedback form asks for a rating, then sends and thanks', async ({ page }) => {
  await page.goto('/feedback');
  const form = page.getByRole('form', { name: 'Feedback form' });
  await form.getByLabel('Message').fill('Lovely to use on my phone.');
  await form.getByRole('button', { name: /^Send/ }).click();
  await expect(form.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5.');

  await form.getByRole('radio', { name: /^4 stars/ }).check();
  const [response] = await Promise.all([
    awaitPost(page, '/api/feedback'),
    form.getByRole('button', { name: /^Send/ }).click(),
  ]);
  expect(response.status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
});
