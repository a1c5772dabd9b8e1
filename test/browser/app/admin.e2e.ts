import {
  ADMIN,
  atPath,
  expect,
  expectHealthyPage,
  fillLoginForm,
  test,
  uniqueSuffix,
  watchPageErrors,
} from './helpers.ts';

// The admin's tradie verification queue (/admin): approve one tradie, reject another with a
// reason, and what each tradie sees afterwards.

test('the admin approves one pending tradie and rejects another, who then sees the reason', async ({
  page,
  browser,
  baseURL,
  registerUser,
}) => {
  const suffix = uniqueSuffix();
  const approved = await registerUser('tradie', { businessName: `Approve Me Roofing ${suffix}` });
  const rejected = await registerUser('tradie', { businessName: `Reject Me Painting ${suffix}` });
  expect([approved.status, rejected.status]).toEqual(['pending', 'pending']);
  const approvedName = approved.tradie!.businessName;
  const rejectedName = rejected.tradie!.businessName;
  const reason = `Licence ${suffix} is not on the VIC register`;

  await page.goto('/login');
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin'));
  await expectHealthyPage(page, 'Tradie verification');

  const card = (name: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card(approvedName)).toBeVisible();
  await expect(card(approvedName)).toContainText(approved.email);
  await expect(card(rejectedName)).toBeVisible();

  await page.getByRole('button', { name: `Approve ${approvedName}`, exact: true }).click();
  await expect(card(approvedName)).toHaveCount(0);
  await expect(card(rejectedName)).toBeVisible();

  await page.getByRole('button', { name: `Reject ${rejectedName}`, exact: true }).click();
  const rejection = page.getByRole('form', { name: `Reject ${rejectedName}` });
  // A reason is required: the tradie is told why.
  await rejection.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(rejection.getByRole('alert')).toHaveText(/Tell the tradie why/);
  await expect(card(rejectedName)).toBeVisible();
  await rejection.getByLabel('Reason for rejection').fill(reason);
  await rejection.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(card(rejectedName)).toHaveCount(0);

  // Both stay decided after a reload (the server recorded it, not just the page).
  await page.reload();
  await expectHealthyPage(page, 'Tradie verification');
  await expect(card(approvedName)).toHaveCount(0);
  await expect(card(rejectedName)).toHaveCount(0);

  // Each tradie logs in on a device of their own.
  const tradieContext = await browser.newContext({ baseURL });
  try {
    const tradiePage = await tradieContext.newPage();
    const errors = watchPageErrors(tradiePage);
    await tradiePage.goto('/login');
    await fillLoginForm(tradiePage, rejected);
    await expect(tradiePage).toHaveURL(atPath('/pending-verification'));
    await expectHealthyPage(tradiePage, "We couldn't verify your account");
    await expect(tradiePage.getByRole('alert').filter({ hasText: 'Reason' })).toContainText(reason);
    expect(errors).toEqual([]);
  } finally {
    await tradieContext.close();
  }

  const approvedContext = await browser.newContext({ baseURL });
  try {
    const approvedPage = await approvedContext.newPage();
    const errors = watchPageErrors(approvedPage);
    await approvedPage.goto('/login');
    await fillLoginForm(approvedPage, approved);
    await expect(approvedPage).toHaveURL(atPath('/dashboard/tradie'));
    await expectHealthyPage(approvedPage, /^G'day, /);
    expect(errors).toEqual([]);
  } finally {
    await approvedContext.close();
  }
});
