import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { Quote } from '@/shared/api/types';
import { refusal, stubApi } from '@/test/api';
import { fill, renderPage, testUser } from '@/test/render';
import { QuoteForm } from './QuoteForm';

const sent: Quote = {
  id: '5b0b8c2e-1c1f-4e7a-9d59-3c1f8e2a7b10',
  jobId: 'f1c4d3a2-9b8e-4c7d-8a6f-5e4d3c2b1a09',
  tradieId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  amountCents: 45_050,
  message: 'New cartridge and washers, about an hour.',
  estimatedStart: '2099-01-15',
  status: 'sent',
  createdAt: '2026-11-23T01:00:00.000Z',
  revisedAt: null,
  revision: 0,
};

describe('QuoteForm for a quote already sent', () => {
  it('starts from the quote, saves the change with PATCH and says so', async () => {
    const api = stubApi({
      [`PATCH /api/quotes/${sent.id}`]: {
        status: 200,
        body: { quote: { ...sent, amountCents: 39_900, revisedAt: '2026-11-23T02:00:00.000Z' } },
      },
    });
    const onSent = jest.fn();
    const user = testUser();
    await renderPage(<QuoteForm jobId={sent.jobId} quote={sent} onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Change your quote' });
    expect(within(form).getByLabelText('Amount (A$, incl. GST)')).toHaveValue('450.50');
    expect(within(form).getByLabelText(/^Message/)).toHaveValue(sent.message);

    await fill(user, within(form).getByLabelText('Amount (A$, incl. GST)'), '399');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('form', { name: 'Change your quote' });
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(api.requests(`PATCH /api/quotes/${sent.id}`)[0]?.body).toEqual({
      amountCents: 39_900,
      message: sent.message,
      estimatedStart: '2099-01-15',
    });
    expect(api.requests(`POST /api/jobs/${sent.jobId}/quotes`)).toEqual([]);
  });

  it('shows a refusal (the homeowner hired meanwhile) and keeps the form', async () => {
    stubApi({
      [`PATCH /api/quotes/${sent.id}`]: refusal(
        409,
        'This quote was not selected: another tradie was hired',
      ),
    });
    const onSent = jest.fn();
    const user = testUser();
    await renderPage(<QuoteForm jobId={sent.jobId} quote={sent} onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Change your quote' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This quote was not selected: another tradie was hired',
    );
    expect(onSent).not.toHaveBeenCalled();
  });
});
