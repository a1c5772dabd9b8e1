import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiLogin,
  atPath,
  expect,
  fundForOneLead,
  pageAs,
  watchProblems,
  expectHealthyPage,
  signedInState,
  test,
  uniqueSuffix,
  withApi,
  type TestUser,
} from './helpers.ts';

// The marketplace end to end (issue 6): a homeowner posts a job with a photo; an approved tradie
// finds it, buys the lead, sees the first name and suburb, quotes; the homeowner hires, completes
// and reviews; the review shows on the public profile; the tradie buys a Starter bundle with the
// sandbox card (a declined card first) and the wallet shows +5 and a tax invoice.

const SUBURB = 'Surry Hills';

/** A real photo (the server re-encodes uploads, so it must decode). */
function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .jpeg()
    .toBuffer();
}

/** Types the card into the sandbox's hosted-field frame (its own origin), then pays. */
async function payWithCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Card details (sandbox)"]');
  await frame.getByLabel('Card number', { exact: true }).fill(number);
  await frame.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/39');
  await frame.getByLabel('Security code (CVC)', { exact: true }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Every request body the page sends, split by whether it went to our own origin. */
function watchBodies(page: Page, appOrigin: string) {
  const ours: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    (new URL(request.url()).origin === appOrigin ? ours : elsewhere).push(
      `${request.url()} ${body}`,
    );
  });
  return { ours, elsewhere };
}

test('a job goes from posting to a review on the public profile, and a Starter bundle tops up the wallet', async ({
  browser,
  playwright,
  baseURL,
  registerUser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  const suffix = uniqueSuffix();
  // Letters, not digits: the teaser hides digit runs that look like phone numbers, titles included.
  const title = `Fix a leaking kitchen tap ${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

  const homeowner: TestUser = await registerUser('homeowner', { firstName: 'Harriet' });
  const tradie: TestUser = await registerUser('tradie', {
    categories: ['plumbing'],
    servicePostcode: '2000',
    serviceRadiusKm: 30,
  });
  const approved = await adminApi.post(`/api/admin/tradies/${tradie.id}/approve`, {
    headers: { 'X-CSRF-Token': await csrfOf(adminApi) },
  });
  expect(approved.status(), 'approve the tradie').toBe(200);
  // A lead costs 5 credits; the sign-up bonus only reaches the first 100 tradies.
  await withApi(playwright, baseURL, async (request) => {
    await apiLogin(request, tradie);
    await fundForOneLead(request);
  });

  const owner = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
  const pro = await pageAs(browser, await signedInState(playwright, baseURL, tradie));
  watchProblems(owner, problems);
  watchProblems(pro, problems);

  await test.step('the homeowner posts a job with a photo', async () => {
    await owner.goto('/dashboard/post-job');
    await expectHealthyPage(owner, 'Post a Job');
    const form = owner.getByRole('form', { name: 'Post a job' });
    await form.getByLabel('Job title', { exact: true }).fill(title);
    await form
      .getByLabel('Description', { exact: true })
      .fill('The mixer tap drips all day and the cabinet under the sink is getting wet.');
    await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Plumbing' });
    await form.getByLabel('Suburb', { exact: true }).fill(SUBURB);
    await form.getByLabel('State', { exact: true }).selectOption('NSW');
    await form.getByLabel('Postcode', { exact: true }).fill('2010');
    await form.getByLabel('Budget (A$, incl. GST)', { exact: true }).fill('450');
    await form.getByLabel(/^Photos/).setInputFiles({
      name: 'tap.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(form.getByRole('img', { name: /Chosen photo 1: tap\.jpg/ })).toBeVisible();
    // Consent is required: submitting without it says why.
    await form.getByRole('button', { name: 'Post job' }).click();
    await expect(form.getByText(/Please agree to share your first name/)).toBeVisible();
    await form.getByLabel(/Share my first name and suburb/).check();
    await form.getByRole('button', { name: 'Post job' }).click();
    await expect(owner).toHaveURL(/\/dashboard\/jobs\?posted=/);
    await expect(owner.getByRole('status').filter({ hasText: 'Your job is posted' })).toBeVisible();
    await expect(owner.getByRole('heading', { name: title })).toBeVisible();
  });

  await test.step('the tradie finds the job, buys the lead and sees the first name and suburb', async () => {
    await pro.goto('/dashboard/tradie/find-jobs');
    await expectHealthyPage(pro, 'Find Jobs');
    const card = pro
      .getByRole('article')
      .filter({ has: pro.getByRole('heading', { name: title }) });
    await expect(card).toContainText('5 credits');
    await expect(card).toContainText('0 of 10');
    await card.getByRole('button', { name: `Buy lead: ${title}` }).click();
    const dialog = pro.getByRole('dialog', { name: `Buy lead: ${title}` });
    await expect(dialog).toContainText('Cost5 credits');
    await expect(dialog).toContainText('Slots left10 of 10');
    await dialog.getByRole('button', { name: 'Buy for 5 credits' }).click();
    const bought = pro.getByRole('dialog', { name: title });
    await expect(bought.getByText('Lead bought')).toBeVisible();
    await expect(bought).toContainText('HomeownerHarriet');
    await expect(bought).toContainText(`Suburb${SUBURB}`);
    await expect(bought.getByRole('img', { name: `Photo 1 of ${title}` })).toBeVisible();
    await bought.getByRole('link', { name: 'Send a quote' }).click();
  });

  await test.step('the tradie quotes', async () => {
    await expect(pro).toHaveURL(atPath('/dashboard/tradie/my-jobs'));
    await expectHealthyPage(pro, 'My Jobs');
    await pro.getByRole('button', { name: `Write a quote: ${title}` }).click();
    const form = pro.getByRole('form', { name: 'Send a quote' });
    await form.getByLabel('Amount (A$, incl. GST)', { exact: true }).fill('420');
    await form
      .getByLabel('Message', { exact: true })
      .fill('New cartridge and washers, about an hour. Can come tomorrow morning.');
    await form.getByRole('button', { name: 'Send quote' }).click();
    await expect(pro.getByText('Quote sent. The homeowner will see it')).toBeVisible();
  });

  await test.step('the tradie changes the quote before the homeowner decides', async () => {
    await pro.getByRole('button', { name: `Change your quote: ${title}` }).click();
    const form = pro.getByRole('form', { name: 'Change your quote' });
    await expect(form.getByLabel('Amount (A$, incl. GST)', { exact: true })).toHaveValue('420.00');
    await form.getByLabel('Amount (A$, incl. GST)', { exact: true }).fill('395');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(pro.getByText('Quote changed. The homeowner has been told.')).toBeVisible();
    await expect(pro.getByText(/A\$395.*\(changed /)).toBeVisible();
  });

  const business = tradie.tradie!.businessName;
  await test.step('the homeowner hires the tradie and marks the job complete', async () => {
    await owner.goto('/dashboard/jobs');
    await owner.getByRole('button', { name: `Hire ${business} for A$395` }).click();
    const hire = owner.getByRole('dialog', { name: `Hire ${business}?` });
    await hire.getByRole('button', { name: `Hire ${business}` }).click();
    await expect(hire).toBeHidden();
    await expect(owner.getByText('Tradie hired')).toBeVisible();
    await owner.getByRole('button', { name: 'Mark complete' }).click();
    await owner
      .getByRole('dialog', { name: 'Mark this job complete?' })
      .getByRole('button', { name: 'Mark complete' })
      .click();
    await expect(owner).toHaveURL(/\/dashboard\/review\/[0-9a-f-]{36}$/);
  });

  const comment = `Fixed the tap in under an hour and left the kitchen spotless ${suffix}.`;
  await test.step('the homeowner reviews, and the review shows on the public profile', async () => {
    await expectHealthyPage(owner, 'Review your tradie');
    const form = owner.getByRole('form', { name: 'Review' });
    await form.getByLabel(/5 stars/).check();
    await form.getByLabel('Your review', { exact: true }).fill(comment);
    await form.getByRole('button', { name: 'Post review' }).click();
    await expect(owner.getByText('Thanks for your review')).toBeVisible();
    await owner.getByRole('link', { name: "See the tradie's profile" }).click();
    await expect(owner).toHaveURL(atPath(`/public/profile/${tradie.id}`));
    await expectHealthyPage(owner, business);
    await expect(owner.getByText(comment)).toBeVisible();
    await expect(owner.getByText('5.0 from 1 review')).toBeVisible();
  });

  const bodies = watchBodies(pro, new URL(baseURL!).origin);
  await test.step('a declined card says why and credits nothing', async () => {
    await pro.goto('/pay/starter');
    await expectHealthyPage(pro, 'Starter pack');
    await expect(pro.getByText('Test mode')).toBeVisible();
    await expect(pro.getByText(/PayPal|Sandbox/)).toHaveCount(0);
    await payWithCard(pro, '4000 0000 0000 0002');
    const declined = pro.getByRole('alert').filter({ hasText: 'Payment declined' });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText(/declined/i);
    await expect(pro).toHaveURL(atPath('/pay/starter'));
  });

  await test.step('the sandbox card buys a Starter bundle: +5 in the wallet and a tax invoice', async () => {
    await payWithCard(pro, '4242 4242 4242 4242');
    await expect(pro).toHaveURL(/\/pay\/starter-success\?payment=/);
    await expect(pro.getByText('+5 credits added')).toBeVisible();
    await pro.getByRole('link', { name: 'Wallet and invoices' }).click();
    await expectHealthyPage(pro, 'Wallet');
    const history = pro.getByRole('list', { name: 'Credit history' });
    await expect(history.getByRole('listitem').first()).toContainText('Credits bought');
    await expect(history.getByRole('listitem').first()).toContainText('+5');
    const invoices = pro.getByRole('list', { name: 'Tax invoices' });
    await expect(invoices.getByRole('link', { name: /View tax invoice/ }).first()).toBeVisible();
    await expect(invoices).toContainText('A$9.99');
  });

  await test.step('no card number ever reached our API: only the sandbox frame saw it', async () => {
    const cardDigits = /4242\s*4242\s*4242\s*4242|4000\s*0000\s*0000\s*0002|"cvc"/;
    expect(bodies.ours.length).toBeGreaterThan(0);
    expect(bodies.ours.filter((body) => cardDigits.test(body))).toEqual([]);
    expect(bodies.elsewhere.some((body) => /4242424242424242/.test(body))).toBe(true);
  });

  expect(problems, 'page and server errors').toEqual([]);
  await owner.context().close();
  await pro.context().close();
});

async function csrfOf(request: Parameters<typeof apiLogin>[0]): Promise<string> {
  const response = await request.get('/api/auth/csrf');
  return ((await response.json()) as { token: string }).token;
}
