import { DomainError, errorCodeList, type ErrorCodeOf } from '#shared/domain/domain-error.js';
import { formatAud } from '#modules/payments/domain/money.js';

/** Every refusal of the leads module (leads, quotes, hiring, disputes), by code. */
export const LeadsErrors = {
  leadNotFound: () => new DomainError('LEADS.NOT_FOUND', 'not_found', 'No such lead'),
  notOpen: (status: string) =>
    new DomainError(
      'LEADS.JOB_NOT_OPEN',
      'conflict',
      `This job is ${status}: its lead is not on sale`,
    ),
  soldOut: (cap: number) =>
    new DomainError(
      'LEADS.SOLD_OUT',
      'conflict',
      `This lead is closed: ${cap} tradies already bought it`,
    ),
  expired: () =>
    new DomainError(
      'LEADS.EXPIRED',
      'conflict',
      'This lead is closed: the job went unhired for 30 days',
    ),
  alreadyBought: () =>
    new DomainError('LEADS.ALREADY_BOUGHT', 'conflict', 'You already bought this lead'),
  ownJob: () => new DomainError('LEADS.OWN_JOB', 'forbidden', 'You cannot buy your own job'),
  outsideTrades: () =>
    new DomainError(
      'LEADS.OUTSIDE_TRADES',
      'forbidden',
      'This job is not in one of your trades: add the trade to your profile to buy its leads',
    ),
  licenceNotCovering: () =>
    new DomainError(
      'LEADS.LICENCE_NOT_COVERING',
      'forbidden',
      'Your licence does not cover this trade, or the licence register has not answered yet',
    ),
  outsideServiceArea: (radiusKm: number) =>
    new DomainError(
      'LEADS.OUTSIDE_SERVICE_AREA',
      'forbidden',
      `This job is more than ${radiusKm} km from your service postcode`,
    ),
  serviceAreaUnknown: () =>
    new DomainError(
      'LEADS.SERVICE_AREA_UNKNOWN',
      'forbidden',
      'Your service postcode is not one we know: correct it in your profile to see and buy leads',
    ),
  notBought: () =>
    new DomainError('LEADS.NOT_BOUGHT', 'forbidden', 'Buy this lead before sending a quote'),
  notYourLead: () => new DomainError('LEADS.NOT_YOURS', 'forbidden', 'This lead is not yours'),
  quoteNotFound: () =>
    new DomainError('QUOTES.NOT_FOUND', 'not_found', 'No such quote for this job'),
  quoteAlreadySent: () =>
    new DomainError('QUOTES.ALREADY_SENT', 'conflict', 'You already sent a quote for this job'),
  quoteNotOpen: (status: string) =>
    new DomainError('QUOTES.NOT_OPEN', 'conflict', `This job is ${status}: quotes are closed`),
  notYourQuote: () =>
    new DomainError(
      'QUOTES.NOT_YOURS',
      'forbidden',
      'Only the tradie who sent a quote can change it',
    ),
  quoteWithdrawn: (status: string) =>
    new DomainError(
      'QUOTES.NOT_AVAILABLE',
      'conflict',
      status === 'accepted'
        ? 'This quote was already accepted'
        : 'This quote was not selected: another tradie was hired',
    ),
  quoteChanged: (amountCents: number) =>
    new DomainError(
      'QUOTES.CHANGED',
      'conflict',
      `The tradie changed this quote to ${formatAud(amountCents)} since you opened it: check it before hiring`,
    ),
  estimatedStartInPast: () =>
    new DomainError(
      'QUOTES.START_IN_PAST',
      'invalid',
      'estimatedStart: must be today or later',
      'estimatedStart',
    ),
  disputeWindowClosed: (days: number) =>
    new DomainError(
      'DISPUTES.WINDOW_CLOSED',
      'conflict',
      `A lead can be disputed within ${days} days of buying it`,
    ),
  disputeRefunded: () =>
    new DomainError('DISPUTES.ALREADY_REFUNDED', 'conflict', 'This lead was already credited back'),
  disputeLeadWon: () =>
    new DomainError(
      'DISPUTES.LEAD_WON',
      'conflict',
      'You were hired for this job, so the lead cannot be disputed',
    ),
  alreadyDisputed: () =>
    new DomainError('DISPUTES.ALREADY_OPENED', 'conflict', 'This lead is already disputed'),
  disputeNotFound: () => new DomainError('DISPUTES.NOT_FOUND', 'not_found', 'No such dispute'),
  disputeDecided: (status: string) =>
    new DomainError('DISPUTES.ALREADY_DECIDED', 'conflict', `This dispute is already ${status}`),
  invalidCursor: () =>
    new DomainError('LEADS.INVALID_CURSOR', 'invalid', 'cursor: is not valid', 'cursor'),
  notATradieProfile: () =>
    new DomainError('LEADS.NO_TRADIE_PROFILE', 'forbidden', 'Only tradies have a lead feed'),
} as const;

/** Every code the leads module refuses with. */
export type LeadsErrorCode = ErrorCodeOf<typeof LeadsErrors>;

export const LEADS_ERROR_CODES = errorCodeList<LeadsErrorCode>({
  'LEADS.NOT_FOUND': true,
  'LEADS.JOB_NOT_OPEN': true,
  'LEADS.SOLD_OUT': true,
  'LEADS.EXPIRED': true,
  'LEADS.ALREADY_BOUGHT': true,
  'LEADS.OWN_JOB': true,
  'LEADS.OUTSIDE_TRADES': true,
  'LEADS.LICENCE_NOT_COVERING': true,
  'LEADS.OUTSIDE_SERVICE_AREA': true,
  'LEADS.SERVICE_AREA_UNKNOWN': true,
  'LEADS.NOT_BOUGHT': true,
  'LEADS.NOT_YOURS': true,
  'QUOTES.CHANGED': true,
  'QUOTES.NOT_FOUND': true,
  'QUOTES.ALREADY_SENT': true,
  'QUOTES.NOT_OPEN': true,
  'QUOTES.NOT_AVAILABLE': true,
  'QUOTES.NOT_YOURS': true,
  'QUOTES.START_IN_PAST': true,
  'DISPUTES.WINDOW_CLOSED': true,
  'DISPUTES.ALREADY_REFUNDED': true,
  'DISPUTES.LEAD_WON': true,
  'DISPUTES.ALREADY_OPENED': true,
  'DISPUTES.NOT_FOUND': true,
  'DISPUTES.ALREADY_DECIDED': true,
  'LEADS.INVALID_CURSOR': true,
  'LEADS.NO_TRADIE_PROFILE': true,
});
