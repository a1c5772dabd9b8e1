import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { refusal, stubApi } from '@/test/api';
import { FEED_ITEM, FULL_JOB, JOB_ID } from '@/test/fixtures/market';
import { renderPage, testUser } from '@/test/render';
import { BuyLeadDialog } from './BuyLeadDialog';

const BUY = `POST /api/jobs/${JOB_ID}/lead`;

async function openDialog(buy: Parameters<typeof stubApi>[0][string], balance = 12) {
  const api = stubApi({
    'GET /api/credits/balance': { status: 200, body: { balance } },
    [BUY]: buy,
  });
  await renderPage(<BuyLeadDialog job={FEED_ITEM} onClose={() => undefined} />);
  return { api, dialog: screen.getByRole('dialog', { name: `Buy lead: ${FEED_ITEM.title}` }) };
}

describe('BuyLeadDialog', () => {
  it('shows the cost, the slots left and the balance before buying', async () => {
    const { dialog } = await openDialog({ status: 500 });
    expect(within(dialog).getByText('5 credits')).toBeInTheDocument();
    expect(within(dialog).getByText('7 of 10')).toBeInTheDocument();
    expect(await within(dialog).findByText('12 credits')).toBeInTheDocument();
  });

  it('reveals the first name and suburb once bought', async () => {
    const { api, dialog } = await openDialog({
      status: 201,
      body: {
        leadId: 'lead-1',
        job: FULL_JOB,
        homeowner: { firstName: 'Harriet', suburb: 'Newtown' },
        balance: 7,
        priceCredits: 5,
      },
    });
    await testUser().click(within(dialog).getByRole('button', { name: 'Buy for 5 credits' }));

    const bought = await screen.findByRole('dialog', { name: FEED_ITEM.title });
    expect(within(bought).getByText('Lead bought')).toBeInTheDocument();
    expect(within(bought).getByText('Harriet')).toBeInTheDocument();
    expect(within(bought).getByText(FULL_JOB.description)).toBeInTheDocument();
    expect(within(bought).getByText('7 credits left in your wallet.')).toBeInTheDocument();
    expect(api.requests(BUY)).toHaveLength(1);
  });

  it('says clearly when there are not enough credits (402), with a way to buy some', async () => {
    const { dialog } = await openDialog(
      refusal(402, 'You need 5 credits and have 2.', { code: 'LEADS.INSUFFICIENT_CREDITS' }),
    );
    await testUser().click(within(dialog).getByRole('button', { name: 'Buy for 5 credits' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Not enough credits');
    expect(alert).toHaveTextContent('You need 5 credits and have 2.');
    expect(within(alert).getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/pay/credit-card',
    );
  });

  it('says clearly when the lead is closed (409)', async () => {
    const { dialog } = await openDialog(refusal(409, 'This lead is closed: 10 of 10 bought.'));
    await testUser().click(within(dialog).getByRole('button', { name: 'Buy for 5 credits' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This lead can’t be bought');
    expect(alert).toHaveTextContent('This lead is closed: 10 of 10 bought.');
  });
});
