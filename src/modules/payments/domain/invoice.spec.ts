import { draftAdjustment, draftInvoice, gstStatement, invoiceNumberLabel } from './invoice.js';

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

  it('gives an adjustment note the GST of the amount it returns, rounded as on the invoice', () => {
    const issuedAt = new Date('2026-11-28T01:00:00Z');
    const invoice = {
      ...draftInvoice({
        paymentId: 'p1',
        buyerId: 'u1',
        seller,
        buyer,
        description: 'Starter credit bundle: 5 credits',
        amountCents: 999,
        issuedAt,
      }),
      id: 'inv1',
      number: 42,
    };
    const note = (totalCents: number, coveredCents: number) =>
      draftAdjustment(invoice, { reason: 'refund', totalCents, coveredCents }, issuedAt);
    // GST on what is refunded so far less the earlier notes': 499 / 11 = 45.36 → 45;
    // 799 / 11 = 72.64 → 73, so 28 (not 300 / 11 → 27); 999 / 11 = 90.82 → 91, so 18.
    expect(note(499, 499)).toMatchObject({ totalCents: 499, gstCents: 45, coveredCents: 499 });
    expect(note(300, 799)).toMatchObject({ totalCents: 300, gstCents: 28, invoiceId: 'inv1' });
    expect(note(200, 999).gstCents).toBe(18);
    // However the refunds fall, the notes' GST adds up to the invoice's.
    expect(45 + 28 + 18).toBe(invoice.gstCents);
    expect(note(999, 999).gstCents).toBe(invoice.gstCents);
  });
});
