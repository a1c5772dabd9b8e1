import { fakePaymentDeps, TEST_SELLER } from '#test/fakes/payments.fakes.js';
import type { Actor } from '#shared/domain/actor.js';
import { PaymentService } from './payment.service.js';
import type { ReversalReport } from './reversal.js';

const tradie: Actor = {
  id: 't1',
  email: 't1@example.com',
  type: 'tradie',
  status: 'active',
  emailVerified: true,
};
const homeowner: Actor = { ...tradie, id: 'h1', email: 'h1@example.com', type: 'homeowner' };

function setup() {
  const deps = fakePaymentDeps();
  const service = new PaymentService(deps, {
    emergencyFeeCents: 1000,
    seller: TEST_SELLER,
  });
  let seq = 0;
  const report = (providerRef: string, reversal: ReversalReport, eventId = `evt_${(seq += 1)}`) =>
    service.handleWebhook(
      Buffer.from(JSON.stringify({ eventId, providerRef, outcome: null, reversal })),
      { 'stripe-signature': 'good' },
    );
  const pay = async (actor: Actor, paymentId: string) => {
    deps.gateway.payInForm(`fake_${paymentId}`, { number: '4242 4242 4242 4242' });
    return service.confirm(actor, paymentId);
  };
  const starter = () =>
    service.checkout(tradie, { purpose: 'bundle', bundleId: 'starter', method: 'card' });
  const announced = () =>
    deps.announce.published
      .filter((e) => e.type === 'payments.payment_reversed')
      .map((e) => (e.payload as { reversal: string }).reversal);
  return { deps, service, report, pay, starter, announced };
}

const FULL_REFUND: ReversalReport = { kind: 'refunded', refundedCents: 999, amountCents: 999 };

describe('PaymentService: refunds and disputes', () => {
  it('takes a refunded bundle’s credits back once, notes the invoice and tells the admin', async () => {
    const { deps, service, report, pay, starter, announced } = setup();
    const payment = await starter();
    await pay(tradie, payment.id);
    const ref = payment.providerRef!;
    expect(await report(ref, FULL_REFUND, 'evt_r')).toBe('applied');
    expect(await report(ref, FULL_REFUND, 'evt_r')).toBe('duplicate');
    expect(await report(ref, FULL_REFUND)).toBe('applied');
    expect(deps.credits.balance('t1')).toBe(0);
    expect([...deps.credits.moves.keys()]).toEqual([`payment_reversal:${payment.id}:1`]);
    const view = await service.get(tradie, payment.id);
    expect(view.payment).toMatchObject({ reversal: 'refunded', creditsHeld: 5 });
    expect(view.adjustments).toMatchObject([
      { reason: 'refund', totalCents: 999, gstCents: 91, invoiceId: view.invoice!.id },
    ]);
    expect(announced()).toEqual(['refunded']);
  });

  it('notes each partial refund once, for what it returned, and tells the admin of each', async () => {
    const { service, report, pay, starter, announced } = setup();
    const payment = await starter();
    await pay(tradie, payment.id);
    const partly = (refundedCents: number): ReversalReport => ({
      kind: 'refunded',
      refundedCents,
      amountCents: 999,
    });
    await report(payment.providerRef!, partly(499));
    await report(payment.providerRef!, partly(799));
    await report(payment.providerRef!, partly(499)); // the first, late, under another id
    await report(payment.providerRef!, partly(799)); // the second, replayed
    const view = await service.get(tradie, payment.id);
    expect(view.adjustments.map((n) => [n.totalCents, n.gstCents])).toEqual([
      [499, 45],
      [300, 28],
    ]);
    expect(announced()).toEqual(['partially_refunded', 'partially_refunded']);
  });

  it('holds the credits while disputed and gives them back when won; no note', async () => {
    const { deps, service, report, pay, starter, announced } = setup();
    const payment = await starter();
    await pay(tradie, payment.id);
    const ref = payment.providerRef!;
    await report(ref, { kind: 'dispute_opened' });
    expect(deps.credits.balance('t1')).toBe(0);
    expect((await service.get(tradie, payment.id)).payment.reversal).toBe('disputed');
    await report(ref, { kind: 'dispute_closed', won: true });
    await report(ref, { kind: 'dispute_opened' }); // a late redelivery of the opening
    expect(deps.credits.balance('t1')).toBe(5);
    const view = await service.get(tradie, payment.id);
    expect(view.payment).toMatchObject({ reversal: 'dispute_won', creditsHeld: 0, reversals: 2 });
    expect(view.adjustments).toEqual([]);
    expect(announced()).toEqual(['disputed', 'dispute_won']);
  });

  it('applies a refund reported before the payment was fulfilled once it is, and only then', async () => {
    const { deps, service, report, pay, starter } = setup();
    const payment = await starter();
    await report(payment.providerRef!, FULL_REFUND);
    expect(deps.credits.moves.size).toBe(0);
    expect((await service.get(tradie, payment.id)).payment.reversal).toBe('refunded');
    await pay(tradie, payment.id);
    await pay(tradie, payment.id);
    expect(deps.credits.balance('t1')).toBe(0);
    expect(deps.credits.moves.size).toBe(1);
    expect((await service.get(tradie, payment.id)).adjustments).toMatchObject([
      { reason: 'refund' },
    ]);
  });

  it('notes a refunded emergency fee without touching credits; the job stays open', async () => {
    const { deps, service, report, pay } = setup();
    deps.jobs.add({
      id: 'j1',
      ownerId: 'h1',
      title: 'Burst pipe',
      status: 'pending_payment',
      isEmergency: true,
    });
    const payment = await service.checkout(homeowner, {
      purpose: 'emergency_job',
      jobId: 'j1',
      method: 'card',
    });
    await pay(homeowner, payment.id);
    await report(payment.providerRef!, { kind: 'dispute_closed', won: false });
    expect(deps.credits.moves.size).toBe(0);
    expect((await deps.jobs.find('j1'))?.status).toBe('open');
    const view = await service.get(homeowner, payment.id);
    expect(view.payment.reversal).toBe('dispute_lost');
    expect(view.adjustments).toMatchObject([{ reason: 'chargeback', totalCents: 1000 }]);
  });

  it('ignores a reversal of a payment it does not know', async () => {
    const { report } = setup();
    expect(await report('pi_unknown', FULL_REFUND)).toBe('ignored');
  });
});
