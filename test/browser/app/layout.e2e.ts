import { apiLogin, atPath, expect, expectHealthyPage, loginRedirectTo, test } from './helpers.ts';

// The shared layout (marketplace spec, § 2): header navigation (Blog only in the footer), the
// footer's columns, and the mobile menu.

const HEADER_LINKS: [string, string][] = [
  ['Home', '/'],
  ['Why Tradiehub', '/why-tradiehub'],
  ['How It Works', '/how-it-works'],
  ['Pricing', '/pricing'],
  ['About', '/about'],
  ['Contact', '/contact'],
];

test('the header links every main page but the blog; the footer has the blog and the columns', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(HEADER_LINKS.map(([label]) => label));
  for (const [label, href] of HEADER_LINKS) {
    await expect(main.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Blog' })).toHaveCount(0);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { level: 2 })).toHaveText([
    'Quick Links',
    'For Tradies',
    'For Centra Residents',
  ]);
  await expect(footer.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
    'href',
    '/blog',
  );
  for (const [label, href] of [
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
    ['FAQ', '/faq'],
    ['Lead Pricing', '/pricing'],
  ]) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }

  await main.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(atPath('/pricing'));
  await expectHealthyPage(page, 'Simple, flat lead pricing');
  await expect(main.getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');

  await footer.getByRole('link', { name: 'Join as a Tradie' }).click();
  await expect(page).toHaveURL(atPath('/register?type=tradie'));
  await expect(page.getByRole('radio', { name: /^Tradie/ })).toBeChecked();

  // 'Post a Job' sends a visitor who is not a homeowner to log in first on an in-app
  // navigation too.
  await footer.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(loginRedirectTo('/dashboard/post-job'));
  await expectHealthyPage(page, 'Log in');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Menu button opens the mobile navigation and its links work', async ({ page }) => {
    await page.goto('/');
    await expectHealthyPage(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link')).toHaveText(HEADER_LINKS.map(([label]) => label));

    await mobileNav.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(atPath('/how-it-works'));
    await expectHealthyPage(page, 'How Tradiehub works');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();

    // Escape closes it too.
    await menu.click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileNav).toBeHidden();

    await menu.click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(atPath('/register'));
    await expectHealthyPage(page, 'Create your account');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('signed in, the mobile menu has Dashboard and Logout', async ({ page, registerUser }) => {
    const homeowner = await registerUser('homeowner');
    await apiLogin(page.request, homeowner);
    await page.goto('/dashboard/help');
    await expectHealthyPage(page, 'Help');
    const menu = page.getByRole('button', { name: 'Menu' });
    const mobileMenu = page.locator('#mobile-menu');

    await menu.click();
    await expect(mobileMenu.getByRole('link', { name: 'Log In' })).toHaveCount(0);
    await mobileMenu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expectHealthyPage(page, `G'day, ${homeowner.firstName}`);

    await menu.click();
    await mobileMenu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(atPath('/'));
    await menu.click();
    await expect(mobileMenu.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(mobileMenu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });
});
