import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render';
import { SignupBonusBannerView } from './SignupBonusBanner';

describe('SignupBonusBannerView', () => {
  it('says how many of the 100 spots are left', async () => {
    await renderPage(<SignupBonusBannerView bonus={{ total: 100, remaining: 37, credits: 5 }} />);
    expect(
      screen.getByText('Join as a Tradie and get 5 credits free — only 37 of 100 spots left'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim your credits' })).toHaveAttribute(
      'href',
      '/register?type=tradie',
    );
  });

  it('is hidden when no spots remain', async () => {
    await renderPage(<SignupBonusBannerView bonus={{ total: 100, remaining: 0, credits: 5 }} />);
    expect(screen.queryByRole('region', { name: 'Free credits for new tradies' })).toBeNull();
    expect(screen.queryByText(/spots? left/)).toBeNull();
  });
});
