import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { stubApi, type StubAnswer } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { HistorySection, InvoicesSection } from './WalletSections';

const NOW = new Date().toISOString();

function page(items: unknown[], nextCursor: string | null = null): StubAnswer {
  return { status: 200, body: { items, nextCursor } };
}

describe('HistorySection', () => {
  it('says it is loading, then lists movements with signed amounts, newest first', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      'GET /api/credits/transactions': async () => {
        await gate;
        return page([
          {
            id: 't2',
            type: 'purchase',
            amount: 5,
            balanceAfter: 10,
            createdAt: NOW,
            reference: null,
          },
          {
            id: 't1',
            type: 'lead_purchase',
            amount: -5,
            balanceAfter: 5,
            createdAt: NOW,
            reference: '6d1f4c8e-1111-4a7b-9c1d-000000000001',
            jobTitle: 'Burst pipe in Newtown',
          },
        ]);
      },
    });
    await renderPage(<HistorySection />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your history…');
    release();

    const items = within(await screen.findByRole('list', { name: 'Credit history' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Credits bought');
    expect(items[0]).toHaveTextContent('+5 credits');
    // The job by name, never its id.
    expect(items[1]).toHaveTextContent('Lead bought: Burst pipe in Newtown');
    expect(items[1]).not.toHaveTextContent('6d1f4c8e');
    expect(items[1]).toHaveTextContent('−5 credits');
  });

  it('says so when nothing has moved yet', async () => {
    stubApi({ 'GET /api/credits/transactions': page([]) });
    await renderPage(<HistorySection />);
    expect(await screen.findByText('No credits in or out yet.')).toBeInTheDocument();
  });

  it('loads older entries with the next cursor', async () => {
    const api = stubApi({
      'GET /api/credits/transactions': (request) =>
        new URL(request.url).searchParams.get('cursor') === 'c2'
          ? page([
              {
                id: 'old',
                type: 'signup_bonus',
                amount: 5,
                balanceAfter: 5,
                createdAt: NOW,
                reference: null,
              },
            ])
          : page(
              [
                {
                  id: 'new',
                  type: 'refund',
                  amount: 5,
                  balanceAfter: 10,
                  createdAt: NOW,
                  reference: null,
                },
              ],
              'c2',
            ),
    });
    await renderPage(<HistorySection />);
    await testUser().click(await screen.findByRole('button', { name: 'Show older' }));

    expect(await screen.findByText('Sign-up bonus')).toBeInTheDocument();
    expect(screen.getByText('Lead refunded')).toBeInTheDocument();
    expect(api.requests('GET /api/credits/transactions').map((r) => r.path)).toEqual([
      '/api/credits/transactions',
      '/api/credits/transactions?cursor=c2',
    ]);
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    stubApi({
      'GET /api/credits/transactions': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: null } : page([]);
      },
    });
    await renderPage(<HistorySection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your history");
    await testUser().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No credits in or out yet.')).toBeInTheDocument();
  });
});

describe('InvoicesSection', () => {
  it('lists tax invoices with GST and a link to the printable invoice', async () => {
    stubApi({
      'GET /api/payments/invoices': {
        status: 200,
        body: {
          items: [
            {
              id: 'inv-1',
              number: 42,
              numberLabel: 'TH-000042',
              paymentId: 'pay-1',
              issuedAt: NOW,
              seller: { name: 'Tradiehub Pty Ltd', abn: '51824753556', address: 'Sydney NSW' },
              buyer: { name: 'Tess', email: 't@example.com', businessName: null },
              lines: [
                {
                  description: 'Starter bundle: 5 credits',
                  quantity: 1,
                  unitPriceCents: 999,
                  totalCents: 999,
                },
              ],
              totalCents: 999,
              gstCents: 91,
              currency: 'AUD',
              printUrl: '/api/payments/invoices/inv-1/print',
              reversal: null,
              adjustments: [],
            },
          ],
        },
      },
    });
    await renderPage(<InvoicesSection />);
    const list = await screen.findByRole('list', { name: 'Tax invoices' });
    expect(list).toHaveTextContent('Tax invoice TH-000042');
    expect(list).toHaveTextContent('A$9.99');
    expect(list).toHaveTextContent('incl. GST A$0.91');
    expect(within(list).getByRole('link', { name: 'View tax invoice TH-000042' })).toHaveAttribute(
      'href',
      '/api/payments/invoices/inv-1/print',
    );
  });

  it('marks a refunded invoice and names each of its adjustment notes', async () => {
    stubApi({
      'GET /api/payments/invoices': {
        status: 200,
        body: {
          items: [
            {
              id: 'inv-2',
              number: 43,
              numberLabel: 'TH-000043',
              paymentId: 'pay-2',
              issuedAt: NOW,
              seller: { name: 'Tradiehub Pty Ltd', abn: '51824753556', address: 'Sydney NSW' },
              buyer: { name: 'Tess', email: 't@example.com', businessName: null },
              lines: [],
              totalCents: 2499,
              gstCents: 227,
              currency: 'AUD',
              printUrl: '/api/payments/invoices/inv-2/print',
              reversal: 'refunded',
              adjustments: [
                {
                  numberLabel: 'TH-AN-000001',
                  reason: 'refund',
                  totalCents: 1249,
                  gstCents: 114,
                  issuedAt: NOW,
                },
                {
                  numberLabel: 'TH-AN-000002',
                  reason: 'refund',
                  totalCents: 1250,
                  gstCents: 114,
                  issuedAt: NOW,
                },
              ],
            },
          ],
        },
      },
    });
    await renderPage(<InvoicesSection />);
    const list = await screen.findByRole('list', { name: 'Tax invoices' });
    expect(list).toHaveTextContent('Tax invoice TH-000043Refunded');
    expect(list).toHaveTextContent('Adjustment note TH-AN-000001: A$12.49 returned');
    expect(list).toHaveTextContent('Adjustment note TH-AN-000002: A$12.50 returned');
  });

  it('says so when there are no invoices', async () => {
    stubApi({ 'GET /api/payments/invoices': { status: 200, body: { items: [] } } });
    await renderPage(<InvoicesSection />);
    expect(
      await screen.findByText('No invoices yet. Each purchase produces a tax invoice here.'),
    ).toBeInTheDocument();
  });
});
