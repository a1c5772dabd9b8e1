import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage } from '@/test/render';
import { PreferencesForm } from './PreferencesForm';

const ALL = [
  ['lead_matched', 'New leads matching your trades and area'],
  ['lead_bought', 'A tradie bought your job’s lead'],
  ['quote_received', 'New quotes'],
  ['hired', 'You were hired'],
  ['message_received', 'New messages'],
  ['leaderboard_award', 'Leaderboard awards'],
  ['verification_approved', 'Verification approved'],
];

function stubPreferences() {
  stubApi({
    'GET /api/notifications/preferences': {
      status: 200,
      body: {
        items: ALL.map(([type, label]) => ({ type, label, email: true, push: false })),
        pushChannel: 'outbox',
      },
    },
  });
}

const rows = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('PreferencesForm', () => {
  it("offers a homeowner only the homeowner's notifications, and says nothing about the server", async () => {
    stubPreferences();
    await renderPage(<PreferencesForm area="homeowner" />);
    await screen.findByRole('table');
    expect(rows()).toEqual(['A tradie bought your job’s lead', 'New quotes', 'New messages']);
    expect(screen.queryByText(/not configured|outbox/i)).toBeNull();
  });

  it("offers a tradie the tradie's notifications", async () => {
    stubPreferences();
    await renderPage(<PreferencesForm area="tradie" />);
    await screen.findByRole('table');
    expect(rows()).toEqual([
      'New leads matching your trades and area',
      'You were hired',
      'New messages',
      'Leaderboard awards',
      'Verification approved',
    ]);
  });
});
