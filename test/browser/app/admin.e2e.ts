import {
  ADMIN,
  apiLogin,
  apiPost,
  atPath,
  buyBundle,
  expect,
  expectHealthyPage,
  fillLoginForm,
  pageAs,
  signedInState,
  test,
  uniqueSuffix,
  watchPageErrors,
  withApi,
} from './helpers.ts';
import { hiredJob, ok } from './hired-job.ts';

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
    await expectHealthyPage(tradiePage, 'Your verification was not approved');
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

test('the tradie reports a review and the admin hides it; the homeowner sees why', async ({
  page,
  browser,
  playwright,
  baseURL,
  registerUser,
  adminApi,
}) => {
  const suffix = uniqueSuffix();
  const homeowner = await registerUser('homeowner', { firstName: 'Rhonda' });
  const tradie = await registerUser('tradie', { businessName: `Reported Plumbing ${suffix}` });
  const csrf = (await (await adminApi.get('/api/auth/csrf')).json()) as { token: string };
  const approve = await adminApi.post(`/api/admin/tradies/${tradie.id}/approve`, {
    headers: { 'X-CSRF-Token': csrf.token },
  });
  expect(approve.status(), 'approve the tradie').toBe(200);
  const comment = `A crook and a liar ${suffix}, stay away.`;
  const jobId = await withApi(playwright, baseURL, (owner) =>
    withApi(playwright, baseURL, async (pro) => {
      await apiLogin(owner, homeowner);
      await apiLogin(pro, tradie);
      await buyBundle(pro);
      const id = await hiredJob(owner, pro, `Fix the basin tap ${suffix}`);
      await ok(await apiPost(owner, `/api/jobs/${id}/complete`), 'complete');
      await ok(await apiPost(owner, `/api/jobs/${id}/review`, { rating: 1, comment }), 'review');
      return id;
    }),
  );

  // The tradie reports it from their reviews; a reason is required.
  const tradiePage = await pageAs(browser, await signedInState(playwright, baseURL, tradie));
  try {
    const errors = watchPageErrors(tradiePage);
    await tradiePage.goto('/dashboard/tradie/reviews');
    await expectHealthyPage(tradiePage, 'My reviews');
    await expect(tradiePage.getByText(comment)).toBeVisible();
    await tradiePage.getByRole('button', { name: 'Report this review' }).click();
    const form = tradiePage.getByRole('form', { name: 'Report the review from Rhonda' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText('Tell us why Tradiehub should look at this review.')).toBeVisible();
    await form
      .getByLabel('Why should Tradiehub look at this review?')
      .fill('Name-calling, nothing about the job.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(tradiePage.getByText('Tradiehub is looking at your report.')).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await tradiePage.context().close();
  }

  // The admin hides it with a reason.
  const reason = `Abuse, not about the work (${suffix})`;
  await page.goto('/login');
  await fillLoginForm(page, ADMIN);
  await expect(page).toHaveURL(atPath('/admin'));
  await page.getByRole('link', { name: 'Reported reviews' }).click();
  await expectHealthyPage(page, 'Reported reviews');
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `Rhonda's review of ${tradie.tradie!.businessName}` }),
  });
  await expect(card).toContainText(comment);
  await card.getByLabel('Reason for the decision').fill(reason);
  await card.getByRole('button', { name: 'Hide the review' }).click();
  await expect(card).toHaveCount(0);

  // The homeowner sees the decision on their review.
  const ownerPage = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
  try {
    await ownerPage.goto(`/dashboard/review/${jobId}`);
    await expectHealthyPage(ownerPage, 'Review your tradie');
    await expect(ownerPage.getByText(`Hidden by Tradiehub: ${reason}`)).toBeVisible();
  } finally {
    await ownerPage.context().close();
  }
});
