import type { AuState } from '#shared/domain/australia.js';
import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';
import {
  type LicenceAnswer,
  LicenceRegistry,
} from '#modules/identity/domain/verification/licence-registry.js';
import { type CkanOptions, ckanRows } from './ckan-datastore.js';
import { isoDate, statusOf, tradesOfClasses } from './licence-classes.js';

const NAME = 'QBCC licence register';

/**
 * Queensland's QBCC licensee register as published on the state's open-data portal (CKAN
 * datastore): one row per licence class, keyed by the licence number. The QBCC's own online
 * licence search is a web form without a documented API; docs/decisions.md says which field
 * names are assumed.
 */
export class QbccLicenceRegistry extends LicenceRegistry {
  readonly state: AuState = 'QLD';

  constructor(private readonly options: CkanOptions) {
    super();
  }

  async lookup(licenceNumber: string): Promise<LicenceAnswer> {
    const rows = await ckanRows(NAME, this.options, 'licence_number', licenceNumber);
    if (rows.length === 0) return { kind: 'not_found' };
    // The register lists licensed contractors; a row without a status is a current one.
    const statuses = rows.map((row) => statusOf(row.licence_status ?? 'Current'));
    if (statuses.some((s) => s === null)) throw new RegistryUnavailable(`${NAME}: unknown status`);
    // A class of another status (a cancelled class on a current licence) covers nothing.
    const classes = rows
      .filter((_, i) => statuses[i] === 'current')
      .map((row) => row.licence_class)
      .filter((name): name is string => typeof name === 'string');
    return {
      kind: 'found',
      record: {
        licenceNumber,
        state: 'QLD',
        holder: typeof rows[0].licensee_name === 'string' ? rows[0].licensee_name : '',
        status: classes.length > 0 ? 'current' : statuses[0]!,
        expiresOn: isoDate(rows[0].expiry_date),
        classes,
        covers: tradesOfClasses(classes),
      },
    };
  }
}
