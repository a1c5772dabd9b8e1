import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { refusal, stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { RewardsPage } from './RewardsPage';

const LEVELS = [
  ['Newcomer', 0],
  ['Resident', 150],
  ['Local Hero', 300],
  ['Trusted Neighbour', 600],
  ['Community Star', 1000],
  ['VIP Resident', 1500],
  ['Elite Resident', 2000],
  ['Tradiehub Legend', 3000],
].map(([name, min]) => ({ name, min }));

function overview(overrides: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      points: 155,
      level: { name: 'Resident', min: 150 },
      nextLevel: { name: 'Local Hero', min: 300 },
      pointsToNext: 145,
      percent: 3,
      credits: 160,
      celebrate: null,
      levels: LEVELS,
      history: [
        {
          id: 'h1',
          reason: 'review_left',
          points: 20,
          credits: 10,
          jobId: 'j1',
          createdAt: '2026-11-20T01:00:00.000Z',
        },
      ],
      redemptions: [],
      ...overrides,
    },
  };
}

const GIFT_CARDS = {
  status: 200,
  body: {
    provider: {
      name: 'sandbox',
      label: 'Sandbox gift cards: a local stand-in for a gift card provider. Codes are not real.',
      live: false,
    },
    rateCredits: 100,
    rateValueCents: 1000,
    cards: [
      {
        retailer: 'coles',
        name: 'Coles',
        prices: [
          { valueCents: 1000, credits: 100 },
          { valueCents: 2500, credits: 250 },
        ],
      },
    ],
  },
};

function reduceMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

describe('RewardsPage', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows the level, the points, the progress and the history', async () => {
    stubApi({ 'GET /api/rewards': overview(), 'GET /api/rewards/gift-cards': GIFT_CARDS });
    await renderPage(<RewardsPage />);
    expect(await screen.findByTestId('rewards-level')).toHaveTextContent('Resident');
    expect(screen.getByTestId('rewards-points')).toHaveTextContent('155');
    expect(screen.getByRole('progressbar', { name: 'Progress to Local Hero' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
    expect(screen.getByText('145 points to Local Hero (300 points)')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(history).toHaveTextContent('Review left');
    expect(history).toHaveTextContent('+20 points');
    expect(screen.queryByText(/Level up!/)).not.toBeInTheDocument();
  });

  it('celebrates a new level once, without confetti for reduced motion, and says so to the server', async () => {
    reduceMotion(true);
    const api = stubApi({
      'GET /api/rewards': overview({ celebrate: 'Resident' }),
      'GET /api/rewards/gift-cards': GIFT_CARDS,
      'POST /api/rewards/celebrated': { status: 204 },
    });
    await renderPage(<RewardsPage />);
    expect(await screen.findByText('Level up! You’re now a Resident')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('level-up')).toHaveAttribute('data-confetti', 'reduced-motion'),
    );
    await waitFor(() => expect(api.requests('POST /api/rewards/celebrated')).toHaveLength(1));
    expect(api.requests('POST /api/rewards/celebrated').map((r) => r.body)).toEqual([
      { level: 'Resident' },
    ]);
    expect(document.querySelector('canvas')).toBeNull();
  });

  it('marks the sandbox with the Test mode badge only, shows what a card needs, and shows a refusal in the dialog', async () => {
    stubApi({
      'GET /api/rewards': overview({ credits: 160 }),
      'GET /api/rewards/gift-cards': GIFT_CARDS,
      'POST /api/rewards/redemptions': refusal(
        402,
        'Not enough credits: this gift card needs 250 and you have 160',
        { code: 'REWARDS.INSUFFICIENT_CREDITS' },
      ),
    });
    const user = testUser();
    await renderPage(<RewardsPage />);
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(screen.queryByText(/sandbox|not real/i)).toBeNull();
    expect(screen.getByText('90 credits more needed')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Redeem A$25 Coles gift card for 250 credits' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Redeem a A$25 Coles gift card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem 250 credits' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not enough credits: this gift card needs 250 and you have 160',
    );
  });
});
