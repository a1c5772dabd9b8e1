import type { AuState } from '#shared/domain/australia.js';
import {
  type LicenceAnswer,
  LicenceRegistry,
  type LicenceRecord,
} from '#modules/identity/domain/verification/licence-registry.js';

/**
 * Development's licence register for one state (no regulator credentials): answers from the
 * entries it is given, "not found" for any other number.
 */
export class LocalLicenceRegistry extends LicenceRegistry {
  private readonly records: Map<string, LicenceRecord>;

  constructor(
    readonly state: AuState,
    records: readonly LicenceRecord[],
  ) {
    super();
    this.records = new Map(
      records.filter((r) => r.state === state).map((r) => [r.licenceNumber, r]),
    );
  }

  lookup(licenceNumber: string): Promise<LicenceAnswer> {
    const record = this.records.get(licenceNumber);
    return Promise.resolve(record ? { kind: 'found', record } : { kind: 'not_found' });
  }
}

/** Sample NSW licences tests and demos may use. */
export const LOCAL_LICENCE_SAMPLES: LicenceRecord[] = [
  {
    licenceNumber: 'PL900001',
    state: 'NSW',
    holder: 'HARBOUR CITY PLUMBING PTY LTD',
    status: 'current',
    expiresOn: '2028-06-30',
    classes: ['Plumber', 'Drainer'],
    covers: ['plumbing'],
  },
  {
    licenceNumber: 'EL900002',
    state: 'NSW',
    holder: 'LAPSED SPARKS',
    status: 'expired',
    expiresOn: '2024-01-31',
    classes: ['Electrician'],
    covers: ['electrical'],
  },
];
