import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage } from '@/test/render';
import { PricingPage } from './PricingPage';

const PRODUCT = {
  leadPriceCredits: { standard: 5, emergency: 10 },
  maxTradiesPerLead: 10,
  creditBundles: [
    { id: 'starter', name: 'Starter', credits: 5, priceCents: 999 },
    { id: 'standard', name: 'Standard', credits: 15, priceCents: 2499 },
    { id: 'pro', name: 'Pro', credits: 30, priceCents: 3999 },
    { id: 'elite', name: 'Elite', credits: 50, priceCents: 5999 },
  ],
  signupBonus: { credits: 5, spots: 100, remaining: 40 },
  emergencyFeeCents: 1500,
};

describe('PricingPage', () => {
  it('says what a credit really costs: the range of the bundles, not A$1', async () => {
    stubApi({
      'GET /api/meta': {
        status: 200,
        body: { productName: 'Tradiehub', states: [], categories: [], product: PRODUCT },
      },
    });
    await renderPage(<PricingPage />);
    expect(
      await screen.findByText(
        /A credit costs A\$1\.20 to A\$2 depending on the bundle .* a standard lead works out at A\$6 to A\$10\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/worth A\$1/)).toBeNull();
    expect(screen.getByText('about A$1.20 per credit')).toBeInTheDocument();
  });
});
