import { isValidAbn, normaliseAbn } from './abn.js';
import type { Licence, TradieDetails } from './account.js';
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
 * ABN's check digits right, spaces out of the ABN, licence numbers in capitals, trades once,
 * other licences once each and never the main one again.
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
  const main = normaliseLicence(details);
  return {
    businessName: details.businessName.trim(),
    abn: normaliseAbn(details.abn),
    ...main,
    otherLicences: otherLicencesOf(main, details.otherLicences ?? []),
    categories: [...new Set(details.categories)],
    servicePostcode: details.servicePostcode,
    serviceRadiusKm: details.serviceRadiusKm,
  };
}

function normaliseLicence(licence: Licence): Licence {
  return {
    licenceNumber: licence.licenceNumber.trim().toUpperCase(),
    licenceState: licence.licenceState,
  };
}

export function sameLicence(a: Licence, b: Licence): boolean {
  return a.licenceNumber === b.licenceNumber && a.licenceState === b.licenceState;
}

/** The other licences as stored: normalised, each once, the main licence left out. */
export function otherLicencesOf(main: Licence, others: readonly Licence[]): Licence[] {
  const kept: Licence[] = [];
  for (const licence of others.map(normaliseLicence)) {
    if (sameLicence(licence, main) || kept.some((k) => sameLicence(k, licence))) continue;
    kept.push(licence);
  }
  return kept;
}
