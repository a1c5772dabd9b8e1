import type { Locator, Page } from '@playwright/test';
import {
  apiLogin,
  apiPost,
  expect,
  fundForOneLead,
  pageAs,
  signedInState,
  test,
  uniqueSuffix,
  watchProblems,
  withApi,
} from './helpers.ts';

// Keyboard only (issue 20): a homeowner posts a job, a tradie buys the lead and quotes, the
// homeowner hires, they chat, and the homeowner completes and reviews — every step with Tab,
// Enter, Space, arrows and typing. Only the accounts are set up through the API.
// Each control must be reached by Tab from where focus already is (a short way, so a dialog
// or form that drops focus back to the top of the page fails) and must show a focus ring.

/** The focused element: a short name, and whether it (or the label wrapping it) shows a ring. */
function focused(page: Page): Promise<{ name: string; ring: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return { name: 'body', ring: true };
    const text = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 30);
    const type = active.getAttribute('type');
    const name = `${active.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${text ?? ''}"`;
    // A visually hidden input (a styled file or radio) shows its focus on its label.
    const rect = active.getBoundingClientRect();
    const shown = rect.width > 1 && rect.height > 1 ? active : active.closest('label');
    const style = shown ? getComputedStyle(shown) : null;
    // The app draws focus as an outline (a box shadow could be a plain card shadow).
    const ring =
      style !== null && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { name, ring };
  });
}

/**
 * Presses Tab until `target` has focus, at most `max` times; the skip link, when Tab lands on
 * it, is followed as a keyboard user would. Every stop must show a ring.
 */
async function tabTo(page: Page, target: Locator, { max = 12 } = {}) {
  await expect(target).toBeVisible();
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press('Tab');
    const { name, ring } = await focused(page);
    stops.push(name);
    expect(ring, `${name} shows no focus ring`).toBe(true);
    if (await target.evaluate((el) => el === document.activeElement)) return;
    if (name === 'a "Skip to content"') await page.keyboard.press('Enter');
  }
  throw new Error(
    `${target.toString()} not reached in ${max} presses of Tab: ${stops.join(' → ')}`,
  );
}

/** Tabs to a text box and types into it. */
async function typeInto(page: Page, box: Locator, text: string, max = 12) {
  await tabTo(page, box, { max });
  await page.keyboard.type(text);
  await expect(box).toHaveValue(text);
}

/** Focus is inside the dialog as soon as it opens (the native modal moves it there). */
async function expectFocusIn(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
}

test('post, buy, quote, hire, chat and review with the keyboard only', async ({
  browser,
  playwright,
  baseURL,
  registerUser,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  // Letters only: the feed teaser hides digit runs.
  const suffix = uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const title = `Fix a sticking back door ${suffix}`;
  const business = `Keys Carpentry ${suffix}`;

  const homeowner = await registerUser('homeowner', { firstName: 'Harriet' });
  const tradie = await registerUser('tradie', { businessName: business });
  const approved = await apiPost(adminApi, `/api/admin/tradies/${tradie.id}/approve`);
  expect(approved.status(), 'approve the tradie').toBe(200);
  await withApi(playwright, baseURL, async (request) => {
    await apiLogin(request, tradie);
    await fundForOneLead(request);
  });

  const owner = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
  const pro = await pageAs(browser, await signedInState(playwright, baseURL, tradie));
  watchProblems(owner, problems);
  watchProblems(pro, problems);

  await test.step('the homeowner posts a job', async () => {
    await owner.goto('/dashboard/post-job');
    const form = owner.getByRole('form', { name: 'Post a job' });
    // Past the skip link and the dashboard's own menu.
    await typeInto(owner, form.getByLabel('Job title', { exact: true }), title, 30);
    await typeInto(
      owner,
      form.getByLabel('Description', { exact: true }),
      'The back door sticks in wet weather and has to be shouldered open.',
    );
    // A closed select picks the option whose label is typed.
    const category = form.getByLabel('Category', { exact: true });
    await tabTo(owner, category);
    await owner.keyboard.type('Plumbing');
    await expect(category).toHaveValue('plumbing');
    await typeInto(owner, form.getByLabel('Suburb', { exact: true }), 'Newtown');
    const state = form.getByLabel('State', { exact: true });
    await tabTo(owner, state);
    await owner.keyboard.type('NSW');
    await expect(state).toHaveValue('NSW');
    await typeInto(owner, form.getByLabel('Postcode', { exact: true }), '2042');
    await typeInto(owner, form.getByLabel('Budget (A$, incl. GST)', { exact: true }), '300');
    const consent = form.getByLabel(/Share my first name and suburb/);
    await tabTo(owner, consent);
    await owner.keyboard.press('Space');
    await expect(consent).toBeChecked();
    await tabTo(owner, form.getByRole('button', { name: 'Post job' }));
    await owner.keyboard.press('Enter');
    await expect(owner.getByRole('status').filter({ hasText: 'Your job is posted' })).toBeVisible();
  });

  await test.step('the tradie buys the lead', async () => {
    await pro.goto('/dashboard/tradie/find-jobs');
    await tabTo(pro, pro.getByRole('button', { name: `Buy lead: ${title}` }), { max: 60 });
    await pro.keyboard.press('Enter');
    const dialog = pro.getByRole('dialog', { name: `Buy lead: ${title}` });
    await expectFocusIn(dialog);
    await tabTo(pro, dialog.getByRole('button', { name: 'Buy for 5 credits' }), { max: 4 });
    await pro.keyboard.press('Enter');
    const bought = pro.getByRole('dialog', { name: title });
    await expect(bought.getByText('Lead bought')).toBeVisible();
    await expectFocusIn(bought);
    await tabTo(pro, bought.getByRole('link', { name: 'Send a quote' }), { max: 4 });
    await pro.keyboard.press('Enter');
    await expect(pro.getByRole('heading', { level: 1, name: 'My Jobs' })).toBeVisible();
  });

  await test.step('the tradie sends a quote', async () => {
    await tabTo(pro, pro.getByRole('button', { name: `Write a quote: ${title}` }), { max: 40 });
    await pro.keyboard.press('Enter');
    const form = pro.getByRole('form', { name: 'Send a quote' });
    await typeInto(pro, form.getByLabel('Amount (A$, incl. GST)', { exact: true }), '280');
    await typeInto(
      pro,
      form.getByLabel('Message', { exact: true }),
      'New hinges and a plane of the door edge.',
    );
    await tabTo(pro, form.getByRole('button', { name: 'Send quote' }));
    await pro.keyboard.press('Enter');
    await expect(pro.getByText('Quote sent. The homeowner will see it')).toBeVisible();
  });

  await test.step('the homeowner hires', async () => {
    await owner.goto('/dashboard/jobs');
    // The open job shows its quotes.
    const hire = owner.getByRole('button', { name: `Hire ${business} for A$280` });
    await tabTo(owner, hire, { max: 30 });
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: `Hire ${business}?` });
    await expectFocusIn(dialog);
    await tabTo(owner, dialog.getByRole('button', { name: `Hire ${business}` }), { max: 4 });
    await owner.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(owner.getByText('Tradie hired')).toBeVisible();
  });

  await test.step('they chat', async () => {
    await owner.goto('/dashboard/messages');
    const link = (page: Page) =>
      page
        .getByRole('navigation', { name: 'Conversations' })
        .getByRole('link', { name: new RegExp(title) });
    await tabTo(owner, link(owner), { max: 30 });
    await owner.keyboard.press('Enter');
    const thread = owner.getByRole('region', { name: /Conversation with Keys Carpentry/ });
    await typeInto(owner, thread.getByLabel('Message', { exact: true }), 'Can you come Friday?');
    await owner.keyboard.press('Enter');
    await expect(thread.getByTestId('message').last()).toContainText('Can you come Friday?');

    await pro.goto('/dashboard/tradie/messages');
    await tabTo(pro, link(pro), { max: 30 });
    await pro.keyboard.press('Enter');
    const proThread = pro.getByRole('region', { name: /Conversation with Harriet/ });
    await expect(proThread.getByTestId('message').last()).toContainText('Can you come Friday?');
    await typeInto(pro, proThread.getByLabel('Message', { exact: true }), 'Friday 8am works.');
    // Past the photo picker to Send this time.
    await tabTo(pro, proThread.getByRole('button', { name: 'Send' }), { max: 3 });
    await pro.keyboard.press('Enter');
    await expect(thread.getByTestId('message').last()).toContainText('Friday 8am works.');
  });

  await test.step('the homeowner marks the job complete and reviews', async () => {
    await owner.goto('/dashboard/jobs');
    await tabTo(owner, owner.getByRole('button', { name: 'Mark complete' }), { max: 30 });
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('dialog', { name: 'Mark this job complete?' });
    await expectFocusIn(dialog);
    await tabTo(owner, dialog.getByRole('button', { name: 'Mark complete' }), { max: 4 });
    await owner.keyboard.press('Enter');
    await expect(owner).toHaveURL(/\/dashboard\/review\/[0-9a-f-]{36}$/);

    const form = owner.getByRole('form', { name: 'Review' });
    // Into the group on its first radio; Space picks it and the arrows move the choice.
    await tabTo(owner, form.getByLabel(/^1 star/), { max: 20 });
    await owner.keyboard.press('Space');
    for (let step = 0; step < 4; step += 1) await owner.keyboard.press('ArrowDown');
    await expect(form.getByLabel(/^5 stars/)).toBeChecked();
    await typeInto(
      owner,
      form.getByLabel('Your review', { exact: true }),
      'The door shuts sweetly again; tidy, quick work.',
    );
    await tabTo(owner, form.getByRole('button', { name: 'Post review' }));
    await owner.keyboard.press('Enter');
    await expect(owner.getByText('Thanks for your review')).toBeVisible();
  });

  await test.step('the profile picture picker shows where the keyboard is', async () => {
    await owner.goto('/dashboard/profile');
    await tabTo(owner, owner.getByLabel('Profile picture'), { max: 20 });
  });

  expect(problems, 'page and server errors').toEqual([]);
  await owner.context().close();
  await pro.context().close();
});
