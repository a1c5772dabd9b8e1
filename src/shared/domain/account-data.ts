import { PRODUCT_NAME } from './product.js';

/** The person an erasure is for: their email as it was, since identity replaces it. */
export interface ErasedAccount {
  userId: string;
  email: string;
  at: Date;
}

/**
 * What one module holds about a person, over its own tables only: the sections of their data
 * export (Australian Privacy Principle 12) and the erasure of their personal fields (APP 11.2,
 * 13). Both run in the caller's transaction. The profiles module collects every contributor.
 */
export interface AccountDataContributor {
  /** The export's top-level sections this module fills, as JSON-able values. */
  exportSections(userId: string): Promise<Record<string, unknown>>;
  /** Erases or de-identifies the person's data; returns stored files to delete after commit. */
  erase(account: ErasedAccount): Promise<{ fileKeys: string[] }>;
}

/** The contributors of the modules this app runs; each module registers its own at start. */
export class AccountDataContributors {
  private readonly contributors: AccountDataContributor[] = [];

  register(contributor: AccountDataContributor): void {
    this.contributors.push(contributor);
  }

  all(): readonly AccountDataContributor[] {
    return this.contributors;
  }
}

/**
 * What an erased account's personal fields become (Australian Privacy Principles 11.2:
 * destroy or de-identify). The row itself stays, so the ledger, reviews and job history
 * that point at it keep adding up; nothing left in it names or reaches the person.
 */
export function anonymisedPerson(userId: string) {
  return {
    // Unique (the column is) and undeliverable (.invalid is reserved, RFC 2606).
    email: `deleted-${userId}@deleted.invalid`,
    firstName: 'Former',
    lastName: 'member',
    phone: null,
    suburb: null,
    state: null,
    postcode: null,
    // Not a hash any password can match, so the account can never sign in again.
    passwordHash: '!erased',
  } as const;
}

/** The tradie profile's replacement values: no business, number or licence of the person. */
export function anonymisedTradie() {
  return {
    businessName: `Former ${PRODUCT_NAME} tradie`,
    abn: '00000000000',
    licenceNumber: 'ERASED',
    about: null,
    yearsInBusiness: null,
  } as const;
}

/** What stays of an erased homeowner's job: its kind, area, money and dates, not their words. */
export function anonymisedJob(category: string) {
  const kind = category.replace(/[_-]+/g, ' ').trim() || 'trade';
  return {
    title: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} job`,
    description: 'Removed at the request of the person who posted this job.',
    location: 'Withheld',
  } as const;
}

/** Free text a person wrote elsewhere (quotes, disputes, enquiries) is replaced by this. */
export const ERASED_TEXT = 'Removed at the author’s request.';

/** The name shown on a review whose author deleted their account. */
export const FORMER_MEMBER = 'Former member';
