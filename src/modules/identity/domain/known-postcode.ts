import type { PostcodeDirectory } from '#shared/domain/geo.js';
import { IdentityErrors } from './identity-errors.js';

/**
 * Refuses a well-formed postcode the dataset does not hold (AUTH.UNKNOWN_POSTCODE naming the
 * field): a service area there would match no job at all, so the tradie would see an empty
 * feed and never get a lead alert. Sign-up and a rejected tradie's resubmission both apply it.
 */
export async function knownPostcodeOrThrow(
  postcodes: PostcodeDirectory,
  postcode: string,
  field: 'postcode' | 'servicePostcode',
): Promise<void> {
  if (!(await postcodes.locate(postcode))) throw IdentityErrors.unknownPostcode(field);
}
