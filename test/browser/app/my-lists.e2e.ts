import {
  apiLogin,
  apiPost,
  expect,
  expectHealthyPage,
  pageAs,
  signedInState,
  test,
  withApi,
} from './helpers.ts';

// A homeowner with more jobs than one page: the list shows the newest 20, "Show older jobs"
// brings the rest, and the button goes once every job is in.

test('My Jobs loads older jobs a page at a time', async ({
  browser,
  playwright,
  baseURL,
  registerUser,
}) => {
  const homeowner = await registerUser('homeowner');
  await withApi(playwright, baseURL, async (request) => {
    await apiLogin(request, homeowner);
    for (let i = 1; i <= 23; i++) {
      const res = await apiPost(request, '/api/jobs', {
        title: `Paged job number ${String(i).padStart(2, '0')}`,
        description: 'A job posted by the paging journey, long enough for the form.',
        category: 'plumbing',
        location: 'Newtown',
        state: 'NSW',
        postcode: '2042',
        budget: 20_000,
        isEmergency: false,
        privacyConsent: true,
      });
      expect(res.status(), `post job ${i}`).toBe(201);
    }
  });

  const page = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
  await page.goto('/dashboard/jobs');
  await expectHealthyPage(page, 'My Jobs');
  const titles = page.getByRole('heading', { level: 2, name: /^Paged job number/ });
  await expect(titles).toHaveCount(20);
  await expect(titles.first()).toHaveText('Paged job number 23');

  await page.getByRole('button', { name: 'Show older jobs' }).click();
  await expect(titles).toHaveCount(23);
  await expect(titles.last()).toHaveText('Paged job number 01');
  await expect(page.getByRole('button', { name: 'Show older jobs' })).toHaveCount(0);
  await page.context().close();
});
