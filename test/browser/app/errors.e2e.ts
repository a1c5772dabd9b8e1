import { randomUUID } from 'node:crypto';
import { atPath, expect, test } from './helpers.ts';

// What the app shows when a page can't be shown: the not-found pages, and the error boundary
// ('Unexpected Application Error!' with status and message) for uncaught routing errors.

test('unknown paths, blog posts and tradie profiles show a not-found page', async ({ page }) => {
  const cases: [string, string][] = [
    ['/no-such-page', 'Page not found'],
    ['/dashboard/no-such-screen', 'Page not found'],
    ['/blog/no-such-article', 'Article not found'],
    [`/public/profile/${randomUUID()}`, 'Tradie not found'],
    ['/public/profile/not-a-uuid', 'Tradie not found'],
  ];
  for (const [path, heading] of cases) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveURL(atPath(path));
      await expect(page.getByText('404', { exact: true })).toBeVisible();
      await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
      await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
      // The way on: home, blog and contact.
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Go to the home page' }),
      ).toHaveAttribute('href', '/');
    });
  }

  // From the not-found page the app still works.
  await page.getByRole('main').getByRole('link', { name: 'Read the blog' }).click();
  await expect(page).toHaveURL(atPath('/blog'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guides and news');
});

test.describe('a lost code-split chunk', () => {
  test.use({
    expectedConsoleErrors:
      /^(Failed to load resource: net::ERR_CONNECTION_FAILED|TypeError: Failed to fetch dynamically imported module: .*\/assets\/pricing-.*)$/,
  });

  test('shows the error boundary with status and message, and Try again recovers', async ({
    page,
  }) => {
    // A lost code-split chunk (a deploy replaced it, or the network dropped) is an uncaught
    // routing error.
    await page.route('**/assets/pricing-*.js', (route) => route.abort('connectionfailed'));
    await page.goto('/pricing');
    const boundary = page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' });
    await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(
      'Unexpected Application Error!',
    );
    await expect(boundary).toContainText(/\b\d{3} [A-Z][A-Za-z ]+/);
    await expect(boundary).toContainText(/pricing/i);
    await expect(page).toHaveTitle(/Unexpected Application Error!/);
    // The layout around it still works.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, flat lead pricing');
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
});
