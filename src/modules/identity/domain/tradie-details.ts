import { isValidAbn, normaliseAbn } from './abn.js';
import type { TradieDetails } from './account.js';
import { IdentityErrors } from './identity-errors.js';

const TRADIE_FIELDS = [
  'businessName',
  'abn',
  'licenceNumber',
  'licenceState',
  'categories',
  'servicePostcode',
  'serviceRadiusKm',
] as const satisfies readonly (keyof TradieDetails)[];

/**
 * A tradie's business details as stored (sign-up and resubmission): every field present, the
 * ABN's check digits right, spaces out of the ABN, the licence number in capitals, trades once.
 */
export function checkTradieDetails(input: Partial<TradieDetails>): TradieDetails {
  for (const field of TRADIE_FIELDS) {
    const value = input[field];
    if (
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0)
    ) {
      throw IdentityErrors.missingTradieField(field);
    }
  }
  const details = input as TradieDetails;
  if (!isValidAbn(details.abn)) throw IdentityErrors.invalidAbn();
  return {
    businessName: details.businessName.trim(),
    abn: normaliseAbn(details.abn),
    licenceNumber: details.licenceNumber.trim().toUpperCase(),
    licenceState: details.licenceState,
    categories: [...new Set(details.categories)],
    servicePostcode: details.servicePostcode,
    serviceRadiusKm: details.serviceRadiusKm,
  };
}
