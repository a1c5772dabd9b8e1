import type { AuState } from '#shared/domain/australia.js';

export type { AuState };

export type UserType = 'homeowner' | 'tradie' | 'admin';
export type UserStatus = 'active' | 'pending' | 'rejected' | 'banned';
export type VerificationStatus = 'pending' | 'approved' | 'rejected';

export interface TradieProfile {
  businessName: string;
  abn: string;
  licenceNumber: string;
  licenceState: AuState;
  categories: string[];
  /**
   * The trades the licence checks list the tradie in (the stated ones until a check has
   * decided): read with the account, so a signed-in tradie's feed needs no second lookup.
   */
  listedCategories: string[];
  servicePostcode: string;
  serviceRadiusKm: number;
  verificationStatus: VerificationStatus;
  rejectionReason: string | null;
  reviewedAt: Date | null;
  /**
   * A licence change an approved tradie made, waiting for admin review; the live licence
   * above stays on the public profile until an admin approves it.
   */
  pendingLicence: PendingLicence | null;
  /**
   * Licences held beside the main one (another trade, or another state). Each is checked at
   * its state's register; it counts for the listing once an admin approved with it on file.
   */
  otherLicences: OtherLicence[];
}

/** A licence as a tradie states it. */
export interface Licence {
  licenceNumber: string;
  licenceState: AuState;
}

export interface OtherLicence extends Licence {
  /** When an admin approved the tradie with this licence on file; null until then. */
  approvedAt: Date | null;
}

export interface PendingLicence {
  licenceNumber: string;
  licenceState: AuState;
  requestedAt: Date;
}

/** What a tradie states at sign-up; verification is decided later by an admin. */
export type TradieDetails = Omit<
  TradieProfile,
  | 'verificationStatus'
  | 'rejectionReason'
  | 'reviewedAt'
  | 'pendingLicence'
  | 'otherLicences'
  | 'listedCategories'
> & { otherLicences?: Licence[] };

export interface Account {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  suburb: string | null;
  state: AuState | null;
  postcode: string | null;
  isAdmin: boolean;
  bannedAt: Date | null;
  banReason: string | null;
  /** Bumped when the password changes, which ends every session signed before. */
  sessionVersion: number;
  /** When the address was proven by opening a link mailed to it; null until then. */
  emailVerifiedAt: Date | null;
  createdAt: Date;
  /** Present exactly when the account is a tradie: having a tradie profile is what makes one. */
  tradie: TradieProfile | null;
}

/**
 * An admin is an admin whatever else the account has; otherwise a tradie profile makes a
 * tradie, and anyone else is a homeowner.
 */
export function userType(account: Pick<Account, 'isAdmin' | 'tradie'>): UserType {
  if (account.isAdmin) return 'admin';
  return account.tradie ? 'tradie' : 'homeowner';
}

/** Banned wins over everything; a tradie is pending or rejected until an admin approves. */
export function userStatus(account: Pick<Account, 'bannedAt' | 'tradie' | 'isAdmin'>): UserStatus {
  if (account.bannedAt) return 'banned';
  if (!account.isAdmin && account.tradie) {
    if (account.tradie.verificationStatus === 'pending') return 'pending';
    if (account.tradie.verificationStatus === 'rejected') return 'rejected';
  }
  return 'active';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
