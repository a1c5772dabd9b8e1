import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Lead } from '@/shared/api/types';
import { stubApi } from '@/test/api';
import { FULL_JOB, LEAD } from '@/test/fixtures/market';
import { renderPage } from '@/test/render';
import { MyLeadsPage } from './MyLeadsPage';

const QUOTE = {
  id: 'q1',
  amountCents: 30000,
  message: 'Can do Tuesday',
  estimatedStart: null,
  status: 'accepted',
  revision: 0,
  revisedAt: null,
  createdAt: LEAD.boughtAt,
};
const WON: Lead = {
  ...LEAD,
  won: true,
  jobStatus: 'completed',
  canDispute: true,
  quote: QUOTE as Lead['quote'],
};
// The same lead as an older "Quotes sent" page still has it.
const STALE: Lead = {
  ...WON,
  won: false,
  jobStatus: 'assigned',
  quote: { ...QUOTE, status: 'sent' } as Lead['quote'],
};

describe('MyLeadsPage', () => {
  it('shows a won job once, first, under "Jobs won", and offers no dispute for it', async () => {
    const counts = { to_quote: 0, quoted: 1, won: 1 };
    stubApi({
      'GET /api/leads/mine': (request) => {
        const stage = new URL(request.url).searchParams.get('stage');
        const items = stage === 'won' ? [WON] : stage === 'quoted' ? [STALE] : [];
        return { status: 200, body: { items, nextCursor: null, counts } };
      },
      [`GET /api/jobs/${FULL_JOB.id}`]: { status: 200, body: { job: FULL_JOB } },
    });
    await renderPage(<MyLeadsPage />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveTextContent('Jobs won');
    const won = screen.getByRole('region', { name: /Jobs won/ });
    expect(await within(won).findByText(FULL_JOB.title)).toBeInTheDocument();
    const quoted = screen.getByRole('region', { name: /Quotes sent/ });
    await screen.findByText('Job status: Completed');
    expect(within(quoted).queryByText(FULL_JOB.title)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dispute this lead' })).toBeNull();
  });
});
