import type { AuState } from '#shared/domain/australia.js';

/** The Australian Business Register's view of one ABN (what ABN Lookup answers). */
export interface BusinessRecord {
  abn: string;
  status: 'active' | 'cancelled';
  /** The date the status took effect (YYYY-MM-DD), when the register gives one. */
  statusFrom: string | null;
  /** The legal entity (a company's name, a sole trader's "Surname, Given names"). */
  entityName: string;
  /** Registered business (trading) names; often empty. */
  businessNames: string[];
  /** Registered for GST since (YYYY-MM-DD); null when not registered. */
  gstRegisteredFrom: string | null;
  /** The main business location's state and postcode (the register shows no street address). */
  state: AuState | null;
  postcode: string | null;
}

export type RegistryAnswer = { kind: 'found'; record: BusinessRecord } | { kind: 'not_found' };

/**
 * The registry could not answer (timeout, outage, an answer we cannot read). The check is
 * retried later; it never counts as an answer about the ABN.
 */
export class RegistryUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryUnavailable';
  }
}

/** Looks ABNs up in the business register. Throws `RegistryUnavailable` when it cannot. */
export abstract class BusinessRegistry {
  /** True for the real register (production); false for the local development one. */
  abstract readonly authoritative: boolean;
  abstract lookup(abn: string): Promise<RegistryAnswer>;
}
