import {
  APPROVED_TRADIE_COUNT,
  CANCELLED_ABN_TRADIE_INDEX,
  demoTradieAbn,
  demoTradiePlace,
  TRADIES,
} from '#src/cli/demo-data.js';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import {
  type BusinessRecord,
  BusinessRegistry,
  type RegistryAnswer,
} from '#modules/identity/domain/verification/business-registry.js';

/**
 * Development's business register (no ABR_GUID): answers from the seeded entries below and
 * says "not found" for every other ABN. Never used when ABR_GUID is set.
 */
export class LocalBusinessRegistry extends BusinessRegistry {
  readonly authoritative = false;
  private readonly records: Map<string, BusinessRecord>;

  constructor(records: readonly BusinessRecord[] = localRegister()) {
    super();
    this.records = new Map(records.map((record) => [record.abn, record]));
  }

  lookup(abn: string): Promise<RegistryAnswer> {
    const record = this.records.get(abn);
    return Promise.resolve(record ? { kind: 'found', record } : { kind: 'not_found' });
  }
}

/** Entries tests and demos may register with (any number of tradies may share one). */
export const LOCAL_REGISTER_SAMPLES = {
  /** An active company: "Harbour City Plumbing Pty Ltd", trading as "Harbour City Plumbing". */
  active: abnFromNineDigits('900000001'),
  /** A cancelled ABN in NSW ("Closed Doors Carpentry"): never approvable. */
  cancelled: abnFromNineDigits('900000002'),
} as const;

/** The demo tradies' ABNs (one pending tradie's cancelled) and the samples above. */
function localRegister(): BusinessRecord[] {
  const demo = TRADIES.map((tradie, i): BusinessRecord => {
    const place = demoTradiePlace(i);
    const cancelled = i === CANCELLED_ABN_TRADIE_INDEX;
    return {
      abn: demoTradieAbn(i),
      status: cancelled ? 'cancelled' : 'active',
      statusFrom: cancelled ? '2025-06-30' : '2016-03-01',
      entityName: `${tradie.lastName.toUpperCase()}, ${tradie.firstName.toUpperCase()}`,
      businessNames: [tradie.businessName],
      // Most demo businesses are GST registered; a few small ones are not.
      gstRegisteredFrom: i % 5 === 4 && i < APPROVED_TRADIE_COUNT ? null : '2016-03-01',
      state: place.state,
      postcode: place.postcode,
    };
  });
  return [
    ...demo,
    {
      abn: LOCAL_REGISTER_SAMPLES.active,
      status: 'active',
      statusFrom: '2012-07-01',
      entityName: 'HARBOUR CITY PLUMBING PTY LTD',
      businessNames: ['Harbour City Plumbing'],
      gstRegisteredFrom: '2012-07-01',
      state: 'NSW',
      postcode: '2000',
    },
    {
      abn: LOCAL_REGISTER_SAMPLES.cancelled,
      status: 'cancelled',
      statusFrom: '2024-02-29',
      entityName: 'CLOSED DOORS CARPENTRY PTY LTD',
      businessNames: ['Closed Doors Carpentry'],
      gstRegisteredFrom: null,
      state: 'NSW',
      postcode: '2150',
    },
  ];
}
