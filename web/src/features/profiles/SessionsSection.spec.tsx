import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { refusal, stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { SessionsSection } from './SessionsSection';

const NOW = new Date().toISOString();
const session = (id: string, device: string, current: boolean) => ({
  id,
  device,
  userAgent: null,
  ip: null,
  createdAt: NOW,
  lastSeenAt: NOW,
  current,
});

describe('SessionsSection', () => {
  it('lists the devices with this one marked, and ends another', async () => {
    let items = [session('s1', 'Firefox on Windows', true), session('s2', 'Safari on iOS', false)];
    const api = stubApi({
      'GET /api/auth/sessions': () => ({ status: 200, body: { items } }),
      'DELETE /api/auth/sessions/s2': () => {
        items = items.filter((i) => i.id !== 's2');
        return { status: 204 };
      },
    });
    await renderPage(<SessionsSection />);
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Firefox on Windows');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[1]).not.toHaveTextContent('This device');

    await testUser().click(screen.getByRole('button', { name: 'End session on Safari on iOS' }));
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
    expect(api.requests('DELETE /api/auth/sessions/s2')).toHaveLength(1);
  });

  it('offers to try again when the list cannot load', async () => {
    stubApi({ 'GET /api/auth/sessions': refusal(500, 'Something went wrong on our side') });
    await renderPage(<SessionsSection />);
    expect(await screen.findByText('We could not load your devices.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
