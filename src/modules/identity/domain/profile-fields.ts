import type { AuState } from '#shared/domain/australia.js';
import type { OtherLicence } from './account.js';

/** Profile fields on the account beside what sign-up sets. */
export interface ProfileExtras {
  avatarKey: string | null;
  /** Tradies only (null for homeowners). */
  logoKey: string | null;
  about: string | null;
  yearsInBusiness: number | null;
}

export interface PersonalChanges {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  suburb?: string | null;
  state?: AuState | null;
  postcode?: string | null;
}

export interface TradieChanges {
  businessName?: string;
  about?: string | null;
  categories?: string[];
  servicePostcode?: string;
  serviceRadiusKm?: number;
  yearsInBusiness?: number | null;
}

export type LicenceWrite =
  | { kind: 'apply'; licenceNumber: string; licenceState: AuState }
  | { kind: 'review'; licenceNumber: string; licenceState: AuState; at: Date }
  | { kind: 'withdraw' };

/**
 * The account's and tradie profile's editable fields, for the profiles module: identity owns
 * the rows (`users`, `tradie_profiles`). Joins the caller's unit of work.
 */
export abstract class AccountProfileFields {
  abstract extras(userId: string): Promise<ProfileExtras>;
  abstract updatePersonal(userId: string, changes: PersonalChanges): Promise<void>;
  abstract updateTradie(userId: string, changes: TradieChanges): Promise<void>;
  abstract writeLicence(userId: string, write: LicenceWrite): Promise<void>;
  /** Replaces the licences held beside the main one. */
  abstract writeOtherLicences(userId: string, licences: readonly OtherLicence[]): Promise<void>;
  /** Sets the key and returns the previous one (for the caller to delete). */
  abstract setAvatarKey(userId: string, key: string | null): Promise<string | null>;
  abstract setLogoKey(userId: string, key: string | null): Promise<string | null>;
  /** Locks the tradie's profile row until the transaction ends. */
  abstract lockTradie(tradieId: string): Promise<void>;
  /** Refuses a taken address with AUTH.EMAIL_TAKEN. */
  abstract setEmail(userId: string, email: string): Promise<void>;
}
