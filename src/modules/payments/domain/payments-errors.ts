import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';

/** Every refusal of the payments module, by code. */
export const PaymentsErrors = {
  notFound: () => new DomainError('PAYMENTS.NOT_FOUND', 'not_found', 'No such payment'),
  notYours: () =>
    new DomainError('PAYMENTS.NOT_YOURS', 'forbidden', 'This payment belongs to someone else'),
  tradiesOnly: () =>
    new DomainError('PAYMENTS.TRADIES_ONLY', 'forbidden', 'Only tradies can buy credit bundles'),
  unknownBundle: () =>
    new DomainError(
      'PAYMENTS.UNKNOWN_BUNDLE',
      'invalid',
      'bundleId: must be one of starter, standard, pro, elite',
      'bundleId',
    ),
  jobNotFound: () => new DomainError('PAYMENTS.JOB_NOT_FOUND', 'not_found', 'No such job'),
  notYourJob: () =>
    new DomainError(
      'PAYMENTS.NOT_YOUR_JOB',
      'forbidden',
      'Only the homeowner who posted this job can pay its emergency fee',
    ),
  alreadyPaid: () =>
    new DomainError(
      'PAYMENTS.ALREADY_PAID',
      'conflict',
      'This job’s emergency fee is already paid',
    ),
  feePaidMeanwhile: () =>
    new DomainError(
      'PAYMENTS.FEE_PAID_MEANWHILE',
      'conflict',
      'Your emergency fee went through just now, so the job is opening: cancel it again from My Jobs if you no longer need it',
    ),
  jobNotPayable: () =>
    new DomainError(
      'PAYMENTS.JOB_NOT_PAYABLE',
      'conflict',
      'Only an emergency job waiting for payment can be paid for',
    ),
  methodUnavailable: (method: string) =>
    new DomainError(
      'PAYMENTS.METHOD_UNAVAILABLE',
      'invalid',
      `method: ${method === 'paypal' ? 'PayPal' : method} is not offered here; pay by card`,
      'method',
    ),
  cardNotAccepted: (field = 'card') =>
    new DomainError(
      'PAYMENTS.CARD_NOT_ACCEPTED',
      'invalid',
      `${field}: card details are entered in the payment provider’s form, never sent to us`,
      field,
    ),
  badSignature: () =>
    new DomainError(
      'PAYMENTS.BAD_SIGNATURE',
      'invalid',
      'signature: the webhook signature is missing or does not match',
      'signature',
    ),
  invoiceNotFound: () =>
    new DomainError('PAYMENTS.INVOICE_NOT_FOUND', 'not_found', 'No such invoice'),
  gatewayUnavailable: () =>
    new DomainError(
      'PAYMENTS.GATEWAY_UNAVAILABLE',
      'unavailable',
      'The payment provider did not answer: nothing was charged twice, try again in a minute',
    ),
} as const;

/** Every code the payments module refuses with. */
export type PaymentsErrorCode = ErrorCodeOf<typeof PaymentsErrors>;

export const PAYMENTS_ERROR_CODES = errorCodeList<PaymentsErrorCode>({
  'PAYMENTS.NOT_FOUND': true,
  'PAYMENTS.NOT_YOURS': true,
  'PAYMENTS.TRADIES_ONLY': true,
  'PAYMENTS.UNKNOWN_BUNDLE': true,
  'PAYMENTS.JOB_NOT_FOUND': true,
  'PAYMENTS.NOT_YOUR_JOB': true,
  'PAYMENTS.ALREADY_PAID': true,
  'PAYMENTS.FEE_PAID_MEANWHILE': true,
  'PAYMENTS.JOB_NOT_PAYABLE': true,
  'PAYMENTS.METHOD_UNAVAILABLE': true,
  'PAYMENTS.CARD_NOT_ACCEPTED': true,
  'PAYMENTS.BAD_SIGNATURE': true,
  'PAYMENTS.INVOICE_NOT_FOUND': true,
  'PAYMENTS.GATEWAY_UNAVAILABLE': true,
});
