import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  DEMO_HOMEOWNER,
  DEMO_PENDING_TRADIE,
  DEMO_TRADIE,
  atPath,
  expect,
  expectHealthyPage,
  expectSignedInHeader,
  expectSignedOutHeader,
  loginRedirectTo,
  signedInState,
  test,
  type Credentials,
} from './helpers.ts';

// Every route (marketplace spec, § 2) renders for the role it is meant for, with its own heading,
// no error page, no 'Loading...' left behind, no uncaught page error, and no redirect — except
// where the redirect is the specified behaviour.

interface RouteCase {
  path: string;
  heading: string | RegExp;
  /** Where the route is specified to send this role (default: it stays on `path`). */
  redirectsTo?: RegExp;
}

const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', heading: 'Connect with Qualified Tradies for Your Home Projects' },
  { path: '/how-it-works', heading: 'How Tradiehub works' },
  { path: '/pricing', heading: 'Simple, flat lead pricing' },
  { path: '/why-tradiehub', heading: 'A fairer way to find and hire tradies' },
  { path: '/about', heading: 'About Tradiehub' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/feedback', heading: 'Tell us what you think' },
  { path: '/terms', heading: 'Terms of Use' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/login', heading: 'Log in' },
  { path: '/login?redirect=dashboard/find-jobs', heading: 'Log in' },
  { path: '/register', heading: 'Create your account' },
  { path: '/register?type=homeowner', heading: 'Create your account' },
  { path: '/register?type=tradie', heading: 'Create your account' },
  { path: '/register-unified', heading: 'Create your account' },
  { path: '/forgot-password', heading: 'Forgot your password?' },
  { path: '/reset-password', heading: 'Choose a new password' },
  { path: '/reset-password?token=some-token', heading: 'Choose a new password' },
  { path: '/blog', heading: 'Guides and news' },
  { path: '/unauthorized', heading: "You don't have access to that page" },
  { path: '/banned', heading: 'Your account has been suspended' },
  { path: '/pending-verification', heading: 'Your account is being verified' },
  // 'Post a Job': anyone but a homeowner logs in first (marketplace spec, § 4).
  { path: '/post-job', heading: 'Log in', redirectsTo: loginRedirectTo('/dashboard/post-job') },
];

const HOMEOWNER_ROUTES: RouteCase[] = [
  { path: '/dashboard', heading: /^G'day, / },
  { path: '/dashboard/jobs', heading: 'My Jobs' },
  { path: '/dashboard/job-history', heading: 'Job History' },
  { path: '/dashboard/edit-job/{jobId}', heading: 'Edit job' },
  { path: '/dashboard/messages', heading: 'Messages' },
  { path: '/dashboard/notifications', heading: 'Notifications' },
  { path: '/dashboard/rewards', heading: 'Rewards' },
  { path: '/dashboard/profile', heading: 'Profile' },
  { path: '/dashboard/help', heading: 'Help' },
  { path: '/dashboard/wallet', heading: 'Wallet' },
  { path: '/dashboard/find-jobs', heading: 'Open jobs' },
  // It searches around the postcode on the homeowner's profile as it opens.
  {
    path: '/dashboard/find-tradie',
    heading: 'Find a Tradie',
    redirectsTo: /\/dashboard\/find-tradie\?postcode=[^&]+$/,
  },
  { path: '/dashboard/post-job', heading: 'Post a Job' },
  { path: '/dashboard/review/{jobId}', heading: 'Review your tradie' },
  { path: '/dashboard/reward-success', heading: 'Gift card redeemed' },
  { path: '/dashboard/emergency-success', heading: 'Emergency job posted' },
  // 'Post a Job': a homeowner goes straight to the form (marketplace spec, § 4).
  { path: '/post-job', heading: 'Post a Job', redirectsTo: atPath('/dashboard/post-job') },
];

const TRADIE_ROUTES: RouteCase[] = [
  // /dashboard is shared with /dashboard/tradie (marketplace spec, § 2): tradies land on their own.
  { path: '/dashboard', heading: /^G'day, /, redirectsTo: atPath('/dashboard/tradie') },
  { path: '/dashboard/tradie', heading: /^G'day, / },
  { path: '/dashboard/tradie/messages', heading: 'Messages' },
  { path: '/dashboard/tradie/notifications', heading: 'Notifications' },
  { path: '/dashboard/tradie/profile', heading: 'Profile' },
  { path: '/dashboard/tradie/help', heading: 'Help' },
  { path: '/dashboard/tradie/top-tradies', heading: 'Top Tradies' },
  { path: '/dashboard/tradie/my-jobs', heading: 'My Jobs' },
  { path: '/dashboard/tradie/reviews', heading: 'My reviews' },
  { path: '/dashboard/tradie/find-jobs', heading: 'Find Jobs' },
  { path: '/dashboard/tradie/wallet', heading: 'Wallet' },
  { path: '/dashboard/tradie/success', heading: 'Purchase complete' },
];

const PAYMENT_ROUTES: RouteCase[] = [
  { path: '/pay/credit-card', heading: 'Pay by card' },
  { path: '/pay/starter', heading: 'Starter pack' },
  { path: '/pay/starter-success', heading: 'Starter pack purchased' },
  { path: '/pay/paypal', heading: 'PayPal payment' },
];

const ADMIN_ROUTES: RouteCase[] = [
  { path: '/admin', heading: 'Tradie verification' },
  { path: '/dashboard/admin', heading: 'Tradie verification' },
  { path: '/admin/analytics', heading: 'Analytics' },
  { path: '/admin/bulk-email', heading: 'Bulk email' },
  { path: '/admin/maintenance', heading: 'Maintenance' },
  { path: '/admin/reviews', heading: 'Reported reviews' },
  { path: '/mbare-admin', heading: 'Tradie verification' },
];

/** A real open job's id (the demo data has 60+). */
async function openJobId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/jobs/open');
  expect(response.status()).toBe(200);
  const jobs = (await response.json()) as { id: string }[];
  expect(jobs.length).toBeGreaterThan(0);
  return jobs[0].id;
}

/**
 * One journey per role through its routes, each a fresh page load in the same page (the warm HTTP
 * cache keeps this fast); each route is a step, so a failure names its route.
 */
function checkRoutes(title: string, user: Credentials | null, routes: RouteCase[]) {
  test.describe(title, () => {
    if (user) {
      test.use({
        storageState: async ({ playwright, baseURL }, use) =>
          use(await signedInState(playwright, baseURL, user)),
      });
    }
    test(`${routes.length} routes render`, async ({ page, request }) => {
      // A budget per route, not per list: the admin's and the public lists are long.
      test.setTimeout(Math.max(30_000, routes.length * 4_000));
      const jobId = await openJobId(request);
      for (const route of routes) {
        const path = route.path.replace('{jobId}', jobId);
        await test.step(path, async () => {
          await page.goto(path);
          await expectHealthyPage(page, route.heading);
          await expect(page).toHaveURL(route.redirectsTo ?? atPath(path));
          if (user) await expectSignedInHeader(page);
          else await expectSignedOutHeader(page);
        });
      }
    });
  });
}

checkRoutes('public routes, anonymously', null, PUBLIC_ROUTES);
checkRoutes('homeowner routes, as a homeowner', DEMO_HOMEOWNER, HOMEOWNER_ROUTES);
checkRoutes('tradie routes, as an approved tradie', DEMO_TRADIE, TRADIE_ROUTES);
checkRoutes('payment routes, as an approved tradie', DEMO_TRADIE, PAYMENT_ROUTES);
// Payment routes need no verification: a tradie awaiting approval can still buy credits.
checkRoutes('payment routes, as a pending tradie', DEMO_PENDING_TRADIE, PAYMENT_ROUTES);
checkRoutes('admin routes, as the admin', ADMIN, ADMIN_ROUTES);

test.describe('routes with real ids', () => {
  test('/public/profile/{tradie_id} shows an approved tradie', async ({ page, adminApi }) => {
    const response = await adminApi.get('/api/admin/tradies?status=approved');
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: { id: string; businessName: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const tradie = items[0];

    await page.goto(`/public/profile/${tradie.id}`);
    await expectHealthyPage(page, tradie.businessName);
    await expect(page).toHaveURL(atPath(`/public/profile/${tradie.id}`));
    await expect(page.getByText('Verified tradie', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
  });

  test('/blog/{slug} renders every post the blog lists', async ({ page }) => {
    await page.goto('/blog');
    await expectHealthyPage(page, 'Guides and news');
    const readMore = page.getByRole('link', { name: /^Read more about / });
    await expect(readMore.first()).toBeVisible();
    const posts = await readMore.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        title: (link.textContent ?? '').replace(/^Read more about /, ''),
      })),
    );
    // Issue 2: at least six real articles.
    expect(posts.length).toBeGreaterThanOrEqual(6);

    for (const post of posts) {
      expect(post.href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      await page.goto(post.href);
      await expectHealthyPage(page, post.title);
      await expect(page).toHaveURL(atPath(post.href));
      // A real article, not a stub: at least 150 words.
      const words = (await page.getByRole('article').innerText()).split(/\s+/).length;
      expect(words, `${post.href} word count`).toBeGreaterThanOrEqual(150);
    }
  });
});
