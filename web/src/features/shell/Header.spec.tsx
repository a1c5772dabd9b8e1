import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { User } from '@/shared/api/types';
import { renderPage, testUser } from '@/test/render';
import { Header } from './Header';

const HOMEOWNER: User = {
  id: '6d1f4c8e-2222-4a7b-9c1d-000000000001',
  email: 'harriet@example.com',
  firstName: 'Harriet',
  lastName: 'Ng',
  type: 'homeowner',
  status: 'active',
  emailVerified: true,
  phone: null,
  suburb: null,
  state: null,
  postcode: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  tradie: null,
};

describe('Header', () => {
  it('signed in, keeps the secondary links behind More so the account links fit one line', async () => {
    await renderPage(<Header user={HOMEOWNER} onLogout={() => undefined} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    const more = within(main).getByRole('button', { name: 'More' });
    const moreList = main.querySelector('#more-links');
    expect(moreList).not.toBeNull();
    expect(moreList).not.toBeVisible();
    // Only the primary links sit in the bar itself.
    const barLinks = within(main)
      .getAllByRole('link')
      .filter((link) => !moreList?.contains(link));
    expect(barLinks.map((link) => link.textContent)).toEqual(['Home', 'Pricing']);
    for (const link of barLinks) expect(link.className).toContain('whitespace-nowrap');

    await testUser().click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(moreList as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Why Tradiehub', 'How It Works', 'About', 'Contact']);
  });

  it('signed out, shows every link in the bar and no More menu', async () => {
    await renderPage(<Header user={null} onLogout={() => undefined} />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('button', { name: 'More' })).toBeNull();
    expect(within(main).getAllByRole('link')).toHaveLength(6);
  });
});
