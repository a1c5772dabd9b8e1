import type { AuState } from '#shared/domain/australia.js';

/** A state regulator's public record of one licence. */
export interface LicenceRecord {
  licenceNumber: string;
  state: AuState;
  /** The licensee as the register names them. */
  holder: string;
  status: 'current' | 'expired' | 'suspended' | 'cancelled';
  /** YYYY-MM-DD, when the register gives one. */
  expiresOn: string | null;
  /** The register's own class names, as shown to the admin. */
  classes: string[];
  /** The trade categories those classes cover (the adapter maps its regulator's classes). */
  covers: string[];
}

export type LicenceAnswer = { kind: 'found'; record: LicenceRecord } | { kind: 'not_found' };

/**
 * One state regulator's licence register. Adapters share this shape; a state without a public
 * lookup has none (its licences stay for the admin to check by hand). Throws
 * `RegistryUnavailable` when the register cannot answer.
 */
export abstract class LicenceRegistry {
  abstract readonly state: AuState;
  abstract lookup(licenceNumber: string): Promise<LicenceAnswer>;
}

/** Only a current licence covers anything. */
export function coveredCategories(answer: LicenceAnswer | null): string[] | null {
  if (!answer) return null;
  return answer.kind === 'found' && answer.record.status === 'current' ? answer.record.covers : [];
}
