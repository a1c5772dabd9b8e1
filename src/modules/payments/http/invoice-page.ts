import { formatAud } from '../domain/money.js';
import {
  adjustmentNumberLabel,
  gstStatement,
  invoiceNumberLabel,
  type TaxInvoice,
} from '../domain/invoice.js';

const REVERSAL_WORDS = {
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  disputed: 'Disputed: the payment is under a chargeback with the card issuer',
  dispute_won: 'Dispute closed in our favour: the payment stands',
  dispute_lost: 'Charged back by the card issuer',
} as const;

/** The notes that amend the invoice: one per refund, or for the rest of a lost chargeback. */
function adjustmentSection(invoice: TaxInvoice): string {
  const status = invoice.reversal
    ? `<p><strong>${REVERSAL_WORDS[invoice.reversal]}</strong></p>`
    : '';
  const notes = (invoice.adjustments ?? []).map((note) => {
    const whole = note.totalCents === invoice.totalCents;
    const what =
      note.reason === 'chargeback' ? 'Charged back' : whole ? 'Refunded' : 'Refunded in part';
    return `<section>
<h1>Adjustment note</h1>
<p><strong>${adjustmentNumberLabel(note.number)}</strong>, issued ${dateAu(note.issuedAt)}, amends tax invoice ${invoiceNumberLabel(invoice.number)}.</p>
<p>${what}: ${formatAud(note.totalCents)}, which reduces the GST by ${formatAud(note.gstCents)}.</p>
</section>`;
  });
  return [status, ...notes].join('\n');
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const formatAbn = (abn: string) => abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

const dateAu = (date: Date) =>
  new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'long',
    timeZone: 'Australia/Sydney',
  }).format(date);

/** The printable tax invoice: self-contained HTML, no script, print-friendly. */
export function renderInvoicePage(invoice: TaxInvoice): string {
  const number = invoiceNumberLabel(invoice.number);
  const rows = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td class="n">${line.quantity}</td>` +
        `<td class="n">${formatAud(line.unitPriceCents)}</td><td class="n">${formatAud(line.totalCents)}</td></tr>`,
    )
    .join('');
  const buyer = invoice.buyer;
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tax invoice ${number}</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #111; max-width: 720px; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  .meta, .parties { display: flex; flex-wrap: wrap; gap: 2rem; margin: 1.5rem 0; }
  .parties section { flex: 1 1 240px; }
  h2 { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: #555; margin: 0 0 .25rem; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #ddd; }
  .n { text-align: right; white-space: nowrap; }
  tfoot td { font-weight: 600; border-bottom: none; }
  .note { color: #555; font-size: .85rem; }
  @media print { body { margin: 0; } }
</style>
</head>
<body>
<main>
<h1>Tax invoice</h1>
<p><strong>${number}</strong></p>
<div class="meta">
  <div><h2>Date of issue</h2>${dateAu(invoice.issuedAt)}</div>
  <div><h2>Amount paid</h2>${formatAud(invoice.totalCents)} ${invoice.currency}</div>
</div>
<div class="parties">
  <section><h2>From</h2>${escape(invoice.seller.name)}<br>ABN ${formatAbn(invoice.seller.abn)}<br>${escape(invoice.seller.address)}</section>
  <section><h2>To</h2>${buyer.businessName ? `${escape(buyer.businessName)}<br>` : ''}${escape(buyer.name)}<br>${escape(buyer.email)}${buyer.abn ? `<br>ABN ${formatAbn(buyer.abn)}` : ''}</section>
</div>
<table>
  <thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead>
  <tbody>${rows}</tbody>
  <tfoot>
    <tr><td colspan="3">GST included</td><td class="n">${formatAud(invoice.gstCents)}</td></tr>
    <tr><td colspan="3">Total (GST inclusive)</td><td class="n">${formatAud(invoice.totalCents)}</td></tr>
  </tfoot>
</table>
<p>${gstStatement(invoice)}.</p>
<p class="note">Paid in full. Prices are in Australian dollars and include GST.</p>
${adjustmentSection(invoice)}
</main>
</body>
</html>
`;
}
