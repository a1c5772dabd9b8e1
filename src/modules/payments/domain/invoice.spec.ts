import { draftInvoice, gstStatement, invoiceNumberLabel } from './invoice.js';

describe('tax invoice', () => {
  const seller = { name: 'Tradiehub Pty Ltd', abn: '18123456789', address: 'Sydney NSW 2000' };
  const buyer = {
    name: 'Dave Mitchell',
    email: 'dave@example.com',
    businessName: 'Mitchell Plumbing',
    abn: '51824753556',
  };

  it('has one line for the purchase, the GST-inclusive total and the GST inside it', () => {
    const issuedAt = new Date('2026-11-23T01:00:00Z');
    const draft = draftInvoice({
      paymentId: 'p1',
      buyerId: 'u1',
      seller,
      buyer,
      description: 'Standard credit bundle: 15 credits',
      amountCents: 2499,
      issuedAt,
    });
    expect(draft).toEqual({
      paymentId: 'p1',
      buyerId: 'u1',
      seller,
      buyer,
      lines: [
        {
          description: 'Standard credit bundle: 15 credits',
          quantity: 1,
          unitPriceCents: 2499,
          totalCents: 2499,
        },
      ],
      totalCents: 2499,
      gstCents: 227,
      currency: 'AUD',
      issuedAt,
    });
    expect(gstStatement(draft)).toBe('Total A$24.99 includes GST of A$2.27');
  });

  it('labels numbers TH-000042', () => {
    expect(invoiceNumberLabel(42)).toBe('TH-000042');
    expect(invoiceNumberLabel(1234567)).toBe('TH-1234567');
  });
});
