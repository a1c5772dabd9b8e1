import type { AuState } from '#shared/domain/australia.js';
import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';
import {
  type LicenceAnswer,
  LicenceRegistry,
} from '#modules/identity/domain/verification/licence-registry.js';
import { type CkanOptions, ckanRows } from './ckan-datastore.js';
import { isoDate, statusOf, tradesOfClasses } from './licence-classes.js';

const NAME = 'VBA practitioner register';

/**
 * Victoria's register of building and plumbing practitioners (the VBA's, now the Building and
 * Plumbing Commission's) as published on the state's open-data portal (CKAN datastore): one
 * row per registration or licence class. Electrical licences are Energy Safe Victoria's, which
 * publishes no lookup service; docs/decisions.md says what is assumed and what that means.
 */
export class VbaLicenceRegistry extends LicenceRegistry {
  readonly state: AuState = 'VIC';

  constructor(private readonly options: CkanOptions) {
    super();
  }

  async lookup(licenceNumber: string): Promise<LicenceAnswer> {
    const rows = await ckanRows(NAME, this.options, 'registration_number', licenceNumber);
    if (rows.length === 0) return { kind: 'not_found' };
    const statuses = rows.map((row) => statusOf(row.registration_status));
    if (statuses.some((s) => s === null)) throw new RegistryUnavailable(`${NAME}: unknown status`);
    const current = rows.filter((_, i) => statuses[i] === 'current');
    const classes = current
      .map((row) => row.registration_class)
      .filter((name): name is string => typeof name === 'string');
    const expiries = rows.map((row) => isoDate(row.expiry_date)).filter((d) => d !== null);
    return {
      kind: 'found',
      record: {
        licenceNumber,
        state: 'VIC',
        holder: typeof rows[0].practitioner_name === 'string' ? rows[0].practitioner_name : '',
        status: current.length > 0 ? 'current' : statuses[0]!,
        expiresOn: expiries.sort().at(-1) ?? null,
        classes,
        covers: tradesOfClasses(classes),
      },
    };
  }
}
