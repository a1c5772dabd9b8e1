import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { fill, renderPage, testUser } from '@/test/render';
import { Highlighted, MessageSearch } from './MessageSearch';

const ME = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('Highlighted', () => {
  it('marks every occurrence, any case, and keeps the rest as it is', () => {
    const { container } = render(<Highlighted body="Gas heater: the gas is off" text="GAS" />);
    expect(container.textContent).toBe('Gas heater: the gas is off');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Gas',
      'gas',
    ]);
  });
});

describe('MessageSearch', () => {
  it('asks for two characters, then lists matches and clears back to the conversations', async () => {
    const api = stubApi({
      'GET /api/conversations/search': {
        status: 200,
        body: {
          items: [
            {
              conversationId: '5b0b8c2e-1c1f-4e7a-9d59-3c1f8e2a7b10',
              jobTitle: 'Fix a leaking tap',
              otherParty: { id: 'x', name: 'Harbour Plumbing' },
              message: {
                id: 'm1',
                seq: 3,
                body: 'Is the gas heater covered?',
                senderId: ME,
                createdAt: '2026-11-23T01:00:00.000Z',
              },
            },
          ],
        },
      },
    });
    const onActive = jest.fn();
    const user = testUser();
    await renderPage(<MessageSearch path="/dashboard/messages" myId={ME} onActive={onActive} />);
    const box = screen.getByRole('searchbox', { name: 'Search messages' });

    await fill(user, box, 'g');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type at least 2 characters to search.');
    expect(api.requests('GET /api/conversations/search')).toEqual([]);

    await fill(user, box, ' gas ');
    await user.keyboard('{Enter}');
    const results = await screen.findByRole('region', { name: 'Messages containing “gas”' });
    const link = await within(results).findByRole('link', { name: /Harbour Plumbing/ });
    expect(link).toHaveTextContent('You: Is the gas heater covered?');
    expect(link.querySelector('mark')?.textContent).toBe('gas');
    expect(api.requests('GET /api/conversations/search')[0]?.path).toBe(
      '/api/conversations/search?q=gas',
    );
    expect(onActive).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(onActive).toHaveBeenLastCalledWith(false);
  });
});
