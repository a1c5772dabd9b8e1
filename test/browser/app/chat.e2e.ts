import {
  apiLogin,
  apiPost,
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

// Messaging end to end (issue 9): a tradie buys a homeowner's lead; both open Messages in
// their own browser context and see each other's messages arrive live, with the unread badge
// in the header and a notification for a message that arrives while the thread is closed.

test('a homeowner and a tradie chat live in two browsers', async ({
  browser,
  playwright,
  baseURL,
  registerUser,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  const suffix = uniqueSuffix().replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
  const title = `Replace a cracked bathroom tile ${suffix}`;

  const homeowner: TestUser = await registerUser('homeowner', { firstName: 'Harriet' });
  const tradie: TestUser = await registerUser('tradie', { businessName: `Tess Tiling ${suffix}` });
  const csrf = (await (await adminApi.get('/api/auth/csrf')).json()) as { token: string };
  const approved = await adminApi.post(`/api/admin/tradies/${tradie.id}/approve`, {
    headers: { 'X-CSRF-Token': csrf.token },
  });
  expect(approved.status(), 'approve the tradie').toBe(200);

  const jobId = await withApi(playwright, baseURL, async (request) => {
    await apiLogin(request, homeowner);
    const posted = await apiPost(request, '/api/jobs', {
      title,
      description: 'One tile by the shower is cracked and needs replacing before it leaks.',
      category: 'plumbing',
      location: 'Surry Hills',
      state: 'NSW',
      postcode: '2010',
      budget: 30_000,
      isEmergency: false,
      privacyConsent: true,
    });
    expect(posted.status(), 'post the job').toBe(201);
    return ((await posted.json()) as { job: { id: string } }).job.id;
  });
  await withApi(playwright, baseURL, async (request) => {
    await apiLogin(request, tradie);
    await fundForOneLead(request);
    const bought = await apiPost(request, `/api/jobs/${jobId}/lead`);
    expect(bought.status(), 'buy the lead').toBe(201);
  });

  const owner = await pageAs(browser, await signedInState(playwright, baseURL, homeowner));
  const pro = await pageAs(browser, await signedInState(playwright, baseURL, tradie));
  watchProblems(owner, problems);
  watchProblems(pro, problems);

  await test.step('both see the conversation in their list', async () => {
    await owner.goto('/dashboard/messages');
    await expectHealthyPage(owner, 'Messages');
    await pro.goto('/dashboard/tradie/messages');
    await expectHealthyPage(pro, 'Messages');
    const conversations = owner.getByRole('navigation', { name: 'Conversations' });
    await expect(conversations.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  });

  await test.step('the homeowner writes; the tradie sees the header badge, then the message', async () => {
    await owner
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    const thread = owner.getByRole('region', { name: /Conversation with Tess Tiling/ });
    await thread
      .getByLabel('Message', { exact: true })
      .fill('Hi Tess, <b>can</b> you come Tuesday?');
    await thread.getByRole('button', { name: 'Send' }).click();
    // Shown as text: the markup is visible, not rendered. The app gives a send 10 s to be
    // acknowledged before it says "Not sent", so a loaded machine gets that long here too.
    await expect(thread.getByTestId('message').last()).toContainText(
      'Hi Tess, <b>can</b> you come Tuesday?',
      { timeout: 12_000 },
    );

    await expect(
      pro.getByRole('banner').getByRole('link', { name: 'Messages 1 unread messages' }),
    ).toBeVisible();
    await pro
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(title) })
      .click();
    const proThread = pro.getByRole('region', { name: /Conversation with Harriet/ });
    await expect(proThread.getByTestId('message')).toHaveText([
      /Hi Tess, <b>can<\/b> you come Tuesday\?/,
    ]);
  });

  await test.step('the tradie answers; the homeowner sees it live, and both see it is read', async () => {
    const proThread = pro.getByRole('region', { name: /Conversation with Harriet/ });
    await proThread.getByLabel('Message', { exact: true }).fill('Tuesday 9am works.');
    await proThread.getByLabel('Message', { exact: true }).press('Enter');
    // Acknowledged first (the same 10 s the app allows), then shown live on the other side.
    await expect(proThread.getByTestId('message').last()).toContainText('Tuesday 9am works.', {
      timeout: 12_000,
    });
    const thread = owner.getByRole('region', { name: /Conversation with Tess Tiling/ });
    await expect(thread.getByTestId('message').last()).toContainText('Tuesday 9am works.');
    await expect(proThread.getByTestId('message').last()).toContainText('Seen');
    await expect(
      pro.getByRole('banner').getByRole('link', { name: /unread messages/ }),
    ).toHaveCount(0);
  });

  await test.step('a message to a closed thread becomes a notification', async () => {
    await pro.goto('/dashboard/tradie/notifications');
    await expectHealthyPage(pro, 'Notifications');
    const thread = owner.getByRole('region', { name: /Conversation with Tess Tiling/ });
    await thread.getByLabel('Message', { exact: true }).fill('See you then!');
    await thread.getByRole('button', { name: 'Send' }).click();
    await expect(pro.getByTestId('notification').first()).toContainText('New message from Harriet');
    await expect(
      pro
        .getByRole('banner')
        .getByRole('link', { name: /^Notifications \d+ unread notifications$/ }),
    ).toBeVisible();
    await pro.getByRole('button', { name: 'Mark all as read' }).click();
    // Everything listed when it was pressed is read. Another journey's job may match this
    // tradie and bring a new-lead alert meanwhile: the count still names just what is unread.
    await expect(
      pro.getByRole('button', { name: /^Mark as read: New message from Harriet/ }),
    ).toHaveCount(0);
    await expect
      .poll(async () => {
        const open = await pro.getByRole('button', { name: /^Mark as read/ }).count();
        const shown = await pro.getByTestId('notifications-unread').innerText();
        return shown === (open === 0 ? 'All caught up' : `${open} unread`);
      })
      .toBe(true);
  });

  await test.step('the tradie finds the answer again with message search', async () => {
    await pro.goto('/dashboard/tradie/messages');
    const search = pro.getByRole('search', { name: 'Search messages' });
    await search.getByRole('searchbox', { name: 'Search messages' }).fill('9AM');
    await search.getByRole('button', { name: 'Search' }).click();
    const results = pro.getByRole('region', { name: 'Messages containing “9AM”' });
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.locator('mark')).toHaveText('9am');
    await results.getByRole('link').click();
    await expect(pro.getByRole('region', { name: /Conversation with Harriet/ })).toBeVisible();
    await expect(results).toHaveCount(0);
  });

  await test.step('the homeowner deletes a message; it goes for both, live', async () => {
    const thread = owner.getByRole('region', { name: /Conversation with Tess Tiling/ });
    const mine = thread.getByTestId('message').filter({ hasText: 'See you then!' });
    await mine.getByRole('button', { name: /^Delete your message/ }).click();
    const confirm = owner.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('button', { name: 'Delete for both of us' }).click();
    await expect(confirm).toBeHidden();
    await expect(thread.getByText('You deleted this message')).toBeVisible();
    await expect(thread.getByText('See you then!')).toHaveCount(0);
    const proThread = pro.getByRole('region', { name: /Conversation with Harriet/ });
    await expect(proThread.getByText('This message was deleted')).toBeVisible();
    await expect(proThread.getByText('See you then!')).toHaveCount(0);
  });

  expect(problems).toEqual([]);
});
