import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { JobQuote } from '@/shared/api/types';
import { refusal, stubApi } from '@/test/api';
import { FULL_JOB, JOB_ID } from '@/test/fixtures/market';
import { renderPage, testUser } from '@/test/render';
import { QuotesComparison } from './QuotesComparison';

const TRADIE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const QUOTE: JobQuote = {
  id: '5b0b8c2e-1c1f-4e7a-9d59-3c1f8e2a7b10',
  jobId: JOB_ID,
  tradieId: TRADIE_ID,
  amountCents: 10_000,
  message: 'New washer, about an hour.',
  estimatedStart: null,
  status: 'sent',
  createdAt: '2026-11-23T01:00:00.000Z',
  revisedAt: null,
  revision: 0,
  tradie: {
    id: TRADIE_ID,
    firstName: 'Tess',
    businessName: 'Harbour Plumbing',
    rating: null,
    reviewCount: 0,
    profileUrl: `/public/profile/${TRADIE_ID}`,
  },
};
const CHANGED: JobQuote = {
  ...QUOTE,
  amountCents: 12_500,
  revision: 1,
  revisedAt: '2026-11-23T02:00:00.000Z',
};
const OPEN_JOB = { ...FULL_JOB, status: 'open' as const, title: 'Fix a leaking kitchen tap' };

describe('QuotesComparison hiring', () => {
  it('hires the revision on screen; a quote changed meanwhile shows its new amount first', async () => {
    let listed = QUOTE;
    let hires = 0;
    const api = stubApi({
      [`GET /api/jobs/${JOB_ID}/quotes`]: () => ({ status: 200, body: { items: [listed] } }),
      [`POST /api/jobs/${JOB_ID}/hire`]: () => {
        hires += 1;
        if (hires === 1) {
          listed = CHANGED;
          return refusal(
            409,
            'The tradie changed this quote to A$125.00 since you opened it: check it before hiring',
            { code: 'QUOTES.CHANGED' },
          );
        }
        return { status: 200, body: {} };
      },
    });
    const user = testUser();
    await renderPage(<QuotesComparison job={OPEN_JOB} />);

    await user.click(
      await screen.findByRole('button', { name: 'Hire Harbour Plumbing for A$100' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Hire Harbour Plumbing' }));

    // Refused: the reason is shown, and the dialog now states the amount the tradie asks.
    expect(await within(dialog).findByText(/changed this quote to A\$125\.00/)).toBeVisible();
    expect(await within(dialog).findByText(/at A\$125\./)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Hire Harbour Plumbing' }));

    // Accepted: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(`POST /api/jobs/${JOB_ID}/hire`).map((r) => r.body)).toEqual([
      { quoteId: QUOTE.id, revision: 0 },
      { quoteId: QUOTE.id, revision: 1 },
    ]);
  });
});

describe('QuotesComparison, comparing tradies', () => {
  const RIVAL_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4e';
  const RATED: JobQuote = {
    ...QUOTE,
    id: '5b0b8c2e-1c1f-4e7a-9d59-3c1f8e2a7b11',
    tradieId: RIVAL_ID,
    amountCents: 20_000,
    tradie: {
      ...QUOTE.tradie,
      id: RIVAL_ID,
      businessName: 'Inner West Plumbing',
      rating: 4.5,
      reviewCount: 12,
      profileUrl: `/public/profile/${RIVAL_ID}`,
    },
  };

  it('shows each tradie’s rating and a way to message them in the job’s conversation', async () => {
    stubApi({
      [`GET /api/jobs/${JOB_ID}/quotes`]: { status: 200, body: { items: [QUOTE, RATED] } },
      'GET /api/conversations': {
        status: 200,
        body: {
          items: [
            {
              id: 'c0nv0000-0000-4000-8000-000000000001',
              jobId: JOB_ID,
              jobTitle: OPEN_JOB.title,
              otherParty: { id: RIVAL_ID, name: 'Inner West Plumbing' },
              lastMessage: null,
              unread: 0,
              closedReason: null,
            },
          ],
        },
      },
    });
    await renderPage(<QuotesComparison job={OPEN_JOB} />);
    const rated = within(await screen.findByRole('listitem', { name: /Inner West Plumbing/ }));
    expect(rated.getByText('4.5 stars from 12 reviews')).toBeInTheDocument();
    expect(await rated.findByRole('link', { name: 'Message Inner West Plumbing' })).toHaveAttribute(
      'href',
      '/dashboard/messages?conversation=c0nv0000-0000-4000-8000-000000000001',
    );
    const unrated = within(screen.getByRole('listitem', { name: /Harbour Plumbing/ }));
    expect(unrated.getByText('No reviews yet')).toBeInTheDocument();
    expect(unrated.queryByRole('link', { name: /^Message/ })).not.toBeInTheDocument();
  });
});
