import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage } from '@/test/render';
import { TopTradiesPage } from './TopTradiesPage';

const RULES = {
  jobPoints: 50,
  emergencyBonusPoints: 10,
  reviewPoints: [-25, -10, 5, 15, 25],
  windowDays: 90,
  timeZone: 'Australia/Sydney',
  prizes: [
    { rank: 1, credits: 10, badge: 'gold' },
    { rank: 2, credits: 7, badge: 'silver' },
    { rank: 3, credits: 5, badge: 'bronze' },
    { rank: 4, credits: 3, badge: null },
    { rank: 5, credits: 2, badge: null },
  ],
};

const standing = (rank: number, id: string, points: number, isMe = false) => ({
  rank,
  tradieId: id,
  firstName: `Tradie ${id}`,
  businessName: null,
  points,
  reachedAt: '2026-11-20T01:00:00.000Z',
  isMe,
});

describe('TopTradiesPage', () => {
  it('shows my place and badge, the standings with me marked, last week and the rules', async () => {
    stubApi({
      'GET /api/leaderboard': {
        status: 200,
        body: {
          weekKey: '2026-11-29',
          closesAt: '2026-11-28T13:00:00.000Z',
          standings: [standing(1, 'a', 125), standing(2, 'me', 60, true)],
          me: { rank: 2, points: 60, badge: 'gold' },
          lastWeek: {
            weekKey: '2026-11-22',
            winners: [
              { ...standing(1, 'me', 90), credits: 10, badge: 'gold' },
              { ...standing(2, 'a', 50), credits: 7, badge: 'silver' },
            ],
          },
          rules: RULES,
        },
      },
    });
    await renderPage(<TopTradiesPage />);
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('#2');
    expect(screen.getByText(/You hold the/)).toHaveTextContent(
      'You hold the Gold badge until the next close.',
    );
    expect(
      screen.getByText(/This week closes Sunday 29 November at 12:00 am AEDT/),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(rows[2]).toHaveTextContent('Tradie me (you)');
    const lastWeek = screen.getByRole('region', { name: 'Last week’s winners' });
    expect(lastWeek).toHaveTextContent('Gold badge');
    expect(lastWeek).toHaveTextContent('10 credits');
    expect(screen.getByRole('region', { name: 'How it works' })).toHaveTextContent(
      '5★ +25, 4★ +15, 3★ +5, 2★ -10, 1★ -25',
    );
  });

  it('says so before anyone has scored or won', async () => {
    stubApi({
      'GET /api/leaderboard': {
        status: 200,
        body: {
          weekKey: '2026-11-29',
          closesAt: '2026-11-28T13:00:00.000Z',
          standings: [],
          me: { rank: null, points: 0, badge: null },
          lastWeek: null,
          rules: RULES,
        },
      },
    });
    await renderPage(<TopTradiesPage />);
    expect(await screen.findByTestId('my-rank')).toHaveTextContent('Not ranked yet');
    expect(screen.getByText(/No tradie has scored in the last 90 days/)).toBeInTheDocument();
    expect(screen.getByText(/the first weekly close is still to come/)).toBeInTheDocument();
  });
});
