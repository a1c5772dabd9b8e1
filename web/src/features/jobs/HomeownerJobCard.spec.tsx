import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { HomeownerJob } from '@/shared/api/types';
import { stubApi } from '@/test/api';
import { FULL_JOB, JOB_ID } from '@/test/fixtures/market';
import { renderPage } from '@/test/render';
import { HomeownerJobCard } from './HomeownerJobCard';

const TRADIE_ID = '6d1f4c8e-3333-4a7b-9c1d-000000000001';
const COMPLETED: HomeownerJob = {
  ...FULL_JOB,
  status: 'completed',
  assignedTradie: TRADIE_ID,
  assignedAt: '2026-11-01T00:00:00.000Z',
  completedAt: '2026-11-02T00:00:00.000Z',
  quoteCount: 2,
};

function stub(review: unknown) {
  stubApi({
    [`GET /api/jobs/${JOB_ID}/review`]: { status: 200, body: { review } },
    [`GET /api/tradies/${TRADIE_ID}/profile`]: {
      status: 200,
      body: { id: TRADIE_ID, businessName: 'Nguyen Plumbing' },
    },
  });
}

describe('HomeownerJobCard, a completed job', () => {
  it('names the hired tradie and asks for a review until there is one', async () => {
    stub(null);
    await renderPage(<HomeownerJobCard job={COMPLETED} />);
    expect(await screen.findByRole('link', { name: 'Nguyen Plumbing' })).toHaveAttribute(
      'href',
      `/public/profile/${TRADIE_ID}`,
    );
    expect(await screen.findByRole('link', { name: 'Review your tradie' })).toBeInTheDocument();
  });

  it('offers to read the review once it is written, not to write another', async () => {
    stub({ id: 'r1', rating: 5, comment: 'Great work' });
    await renderPage(<HomeownerJobCard job={COMPLETED} />);
    expect(await screen.findByRole('link', { name: 'See your review' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review your tradie' })).toBeNull();
  });
});
