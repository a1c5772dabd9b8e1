import { jest } from '@jest/globals';
import { FakeGateway, fakePaymentDeps, TEST_SELLER } from '#test/fakes/payments.fakes.js';
import type { Actor } from '#shared/domain/actor.js';
import { PaymentService } from './payment.service.js';

const GOOD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const DECLINED = { ...GOOD, number: '4000 0000 0000 0002' };
const tradie: Actor = {
  id: 't1',
  email: 't1@example.com',
  type: 'tradie',
  status: 'active',
  emailVerified: true,
};
const homeowner: Actor = {
  id: 'h1',
  email: 'h1@example.com',
  type: 'homeowner',
  status: 'active',
  emailVerified: true,
};
const otherHomeowner: Actor = { ...homeowner, id: 'h2' };

const gateways = new WeakMap<PaymentService, FakeGateway>();

/** The payer's browser pays in the provider's form (when a card is given), then confirms. */
function confirmWith(
  service: PaymentService,
  actor: Actor,
  paymentId: string,
  card: { number: string } | null,
) {
  if (card) gateways.get(service)?.payInForm(`fake_${paymentId}`, card);
  return service.confirm(actor, paymentId);
}

function setup() {
  const deps = fakePaymentDeps();
  deps.jobs.add({
    id: 'j1',
    ownerId: 'h1',
    title: 'Burst pipe',
    status: 'pending_payment',
    isEmergency: true,
  });
  deps.buyers.add('t1', {
    name: 'Dave Mitchell',
    email: 't1@example.com',
    businessName: 'Mitchell Plumbing',
    abn: '51824753556',
  });
  const service = new PaymentService(deps, {
    emergencyFeeCents: 1000,
    seller: TEST_SELLER,
  });
  gateways.set(service, deps.gateway);
  const webhook = (eventId: string, providerRef: string, outcome: unknown) =>
    service.handleWebhook(Buffer.from(JSON.stringify({ eventId, providerRef, outcome })), {
      'stripe-signature': 'good',
    });
  return { deps, service, webhook };
}

describe('PaymentService', () => {
  describe('bundles', () => {
    it('prices a bundle from the catalogue and grants nothing before payment', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'standard',
        method: 'card',
      });
      expect(payment).toMatchObject({
        status: 'pending',
        amountCents: 2499,
        credits: 15,
        bundleId: 'standard',
        providerRef: `fake_${payment.id}`,
        description: 'Standard credit bundle: 15 credits',
      });
      expect(deps.credits.balance('t1')).toBe(0);
    });

    it('grants the credits and issues one invoice when the card pays, once however often confirmed', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      const first = await confirmWith(service, tradie, payment.id, GOOD);
      const again = await confirmWith(service, tradie, payment.id, GOOD);
      expect(first.payment.status).toBe('succeeded');
      expect(again.payment.status).toBe('succeeded');
      expect(deps.credits.balance('t1')).toBe(5);
      expect(deps.invoices.rows).toHaveLength(1);
      expect(first.invoice).toMatchObject({
        totalCents: 999,
        gstCents: 91,
        buyerId: 't1',
        buyer: { name: 'Dave Mitchell', businessName: 'Mitchell Plumbing' },
      });
      expect(again.invoice?.id).toBe(first.invoice?.id);
      expect(deps.gateway.retrieveCalls).toBe(1); // a paid payment is not sent to the provider again
    });

    it('credits nothing for a declined card and says why; a good card then pays', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      const declined = await confirmWith(service, tradie, payment.id, DECLINED);
      expect(declined.payment).toMatchObject({
        status: 'failed',
        failureReason: 'Your card was declined.',
      });
      expect(declined.invoice).toBeNull();
      expect(deps.credits.balance('t1')).toBe(0);
      expect((await confirmWith(service, tradie, payment.id, GOOD)).payment.status).toBe(
        'succeeded',
      );
      expect(deps.credits.balance('t1')).toBe(5);
    });

    it('recovers a crash between the charge and the crediting when confirmed again', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      const grant = jest
        .spyOn(deps.credits, 'grant')
        .mockRejectedValueOnce(new Error('process died'));
      await expect(confirmWith(service, tradie, payment.id, GOOD)).rejects.toThrow('process died');
      expect((await deps.payments.findById(payment.id))?.status).toBe('pending');
      expect(deps.gateway.charged.size).toBe(1); // the provider took the money
      const recovered = await confirmWith(service, tradie, payment.id, null);
      expect(recovered.payment.status).toBe('succeeded');
      expect(deps.credits.balance('t1')).toBe(5);
      expect(grant).toHaveBeenCalledTimes(2);
    });

    it('refuses bundles to homeowners, unknown bundles and PayPal when not configured', async () => {
      const { service } = setup();
      await expect(
        service.checkout(homeowner, { purpose: 'bundle', bundleId: 'starter', method: 'card' }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.TRADIES_ONLY', kind: 'forbidden' });
      await expect(
        service.checkout(tradie, { purpose: 'bundle', bundleId: 'mega', method: 'card' }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.UNKNOWN_BUNDLE', field: 'bundleId' });
      await expect(
        service.checkout(tradie, { purpose: 'bundle', bundleId: 'starter', method: 'paypal' }),
      ).rejects.toMatchObject({
        code: 'PAYMENTS.METHOD_UNAVAILABLE',
        field: 'method',
        message: expect.stringContaining('not offered'),
      });
    });

    it('keeps a PayPal payment with the PayPal gateway: created, read and cancelled there', async () => {
      const paypal = new FakeGateway('paypal', 'paypal');
      const deps = { ...fakePaymentDeps(), moreGateways: [paypal] };
      const service = new PaymentService(deps, { emergencyFeeCents: 1999, seller: TEST_SELLER });
      expect(service.supports('paypal')).toBe(true);
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'paypal',
      });
      expect(payment).toMatchObject({ gateway: 'paypal', providerRef: `fake_${payment.id}` });
      paypal.payInForm(payment.providerRef!, { number: '4242 4242 4242 4242' });
      const paid = await service.confirm(tradie, payment.id);
      expect(paid.payment.status).toBe('succeeded');
      expect([paypal.retrieveCalls, deps.gateway.retrieveCalls]).toEqual([1, 0]);
      expect(deps.credits.balance(tradie.id)).toBe(5);
    });

    it('lets only the payer confirm or read a payment', async () => {
      const { service } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      const stranger: Actor = { ...tradie, id: 't2' };
      await expect(confirmWith(service, stranger, payment.id, GOOD)).rejects.toMatchObject({
        code: 'PAYMENTS.NOT_YOURS',
      });
      await expect(service.get(stranger, payment.id)).rejects.toMatchObject({
        code: 'PAYMENTS.NOT_YOURS',
      });
      await expect(confirmWith(service, tradie, 'nope', GOOD)).rejects.toMatchObject({
        code: 'PAYMENTS.NOT_FOUND',
      });
    });
  });

  describe('emergency posting fee', () => {
    it('opens the job only once the fee is paid, with a tax invoice', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      expect(payment).toMatchObject({ amountCents: 1000, jobId: 'j1', credits: 0 });
      await confirmWith(service, homeowner, payment.id, DECLINED);
      expect((await deps.jobs.find('j1'))?.status).toBe('pending_payment');
      const paid = await confirmWith(service, homeowner, payment.id, GOOD);
      expect((await deps.jobs.find('j1'))?.status).toBe('open');
      expect(paid.invoice).toMatchObject({ totalCents: 1000, gstCents: 91 });
    });

    it('gives a second checkout of the same job the same payment', async () => {
      const { service } = setup();
      const a = await service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      const b = await service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      expect(b.id).toBe(a.id);
    });

    it('refuses other people’s jobs, unknown jobs and jobs already paid', async () => {
      const { service } = setup();
      await expect(
        service.checkout(otherHomeowner, { purpose: 'emergency_job', jobId: 'j1', method: 'card' }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.NOT_YOUR_JOB', kind: 'forbidden' });
      await expect(
        service.checkout(homeowner, { purpose: 'emergency_job', jobId: 'j404', method: 'card' }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.JOB_NOT_FOUND', kind: 'not_found' });
      const payment = await service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      await confirmWith(service, homeowner, payment.id, GOOD);
      await expect(
        service.checkout(homeowner, { purpose: 'emergency_job', jobId: 'j1', method: 'card' }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.ALREADY_PAID', kind: 'conflict' });
    });

    it('refuses to fulfil for a job cancelled before payment', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      deps.jobs.jobs.get('j1')!.status = 'cancelled';
      await expect(confirmWith(service, homeowner, payment.id, null)).rejects.toMatchObject({
        code: 'PAYMENTS.JOB_NOT_PAYABLE',
      });
      expect(deps.gateway.retrieveCalls).toBe(0);
    });

    it('cancels the fee of a withdrawn job, and never refuses the withdrawal over it', async () => {
      const { service, deps } = setup();
      const payment = await service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      await service.cancelForWithdrawnJob('j1');
      expect(deps.gateway.cancelled.has(payment.providerRef!)).toBe(true);
      deps.jobs.jobs.get('j1')!.status = 'withdrawn';
      await expect(
        service.checkout(homeowner, { purpose: 'emergency_job', jobId: 'j1', method: 'card' }),
      ).rejects.toMatchObject({ code: 'PAYMENTS.JOB_NOT_PAYABLE' });

      // Paid at the provider meanwhile: a cancel is refused, a withdrawal goes ahead.
      const raced = setup();
      const paid = await raced.service.checkout(homeowner, {
        purpose: 'emergency_job',
        jobId: 'j1',
        method: 'card',
      });
      raced.deps.gateway.charged.add(paid.providerRef!);
      await expect(raced.service.cancelForJob('j1')).rejects.toMatchObject({
        code: 'PAYMENTS.FEE_PAID_MEANWHILE',
      });
      await expect(raced.service.cancelForWithdrawnJob('j1')).resolves.toBeUndefined();
    });
  });

  describe('webhooks', () => {
    it('fulfils on a success event, once even when the event or another one repeats', async () => {
      const { service, deps, webhook } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      const ref = payment.providerRef!;
      expect(await webhook('evt_1', ref, { status: 'succeeded' })).toBe('applied');
      expect(await webhook('evt_1', ref, { status: 'succeeded' })).toBe('duplicate');
      expect(await webhook('evt_2', ref, { status: 'succeeded' })).toBe('applied'); // a no-op
      expect(await webhook('evt_3', ref, { status: 'failed', reason: 'late' })).toBe('applied');
      expect(deps.credits.balance('t1')).toBe(5);
      expect(deps.invoices.rows).toHaveLength(1);
      expect((await deps.payments.findById(payment.id))?.status).toBe('succeeded');
    });

    it('records a failure with its reason, and ignores events about unknown payments', async () => {
      const { service, deps, webhook } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      await webhook('evt_f', payment.providerRef!, {
        status: 'failed',
        reason: 'Your card was declined.',
      });
      expect(await deps.payments.findById(payment.id)).toMatchObject({
        status: 'failed',
        failureReason: 'Your card was declined.',
      });
      expect(await webhook('evt_x', 'fake_unknown', { status: 'succeeded' })).toBe('ignored');
      expect(deps.credits.balance('t1')).toBe(0);
    });

    it('refuses an unsigned event', async () => {
      const { service } = setup();
      await expect(
        service.handleWebhook(Buffer.from('{}'), { 'stripe-signature': 'bad' }),
      ).rejects.toMatchObject({
        code: 'PAYMENTS.BAD_SIGNATURE',
      });
    });
  });

  describe('invoices', () => {
    it('lists the buyer’s own and hides other people’s (admins may read any)', async () => {
      const { service } = setup();
      const payment = await service.checkout(tradie, {
        purpose: 'bundle',
        bundleId: 'starter',
        method: 'card',
      });
      const { invoice } = await confirmWith(service, tradie, payment.id, GOOD);
      expect((await service.invoices(tradie)).map((i) => i.id)).toEqual([invoice!.id]);
      expect(await service.invoices(homeowner)).toEqual([]);
      await expect(service.invoice(homeowner, invoice!.id)).rejects.toMatchObject({
        code: 'PAYMENTS.INVOICE_NOT_FOUND',
      });
      const admin: Actor = {
        id: 'a1',
        email: 'a@example.com',
        type: 'admin',
        status: 'active',
        emailVerified: true,
      };
      expect((await service.invoice(admin, invoice!.id)).number).toBe(1);
    });
  });
});
