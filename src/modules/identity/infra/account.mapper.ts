import type { Account, AuState, VerificationStatus } from '../domain/account.js';
import type { TradieProfileRow, UserRow } from './identity.orm-entities.js';

export function toAccount(row: UserRow): Account {
  const profile: TradieProfileRow | null | undefined = row.tradieProfile;
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    suburb: row.suburb,
    state: row.state as AuState | null,
    postcode: row.postcode,
    isAdmin: row.isAdmin,
    bannedAt: row.bannedAt,
    banReason: row.banReason,
    sessionVersion: row.sessionVersion,
    emailVerifiedAt: row.emailVerifiedAt,
    createdAt: row.createdAt,
    tradie: profile
      ? {
          businessName: profile.businessName,
          abn: profile.abn,
          licenceNumber: profile.licenceNumber,
          licenceState: profile.licenceState as AuState,
          categories: profile.categories,
          // As the licence store's `listed`: no decision yet lists every stated trade.
          listedCategories: profile.listedCategories ?? profile.categories,
          servicePostcode: profile.servicePostcode,
          serviceRadiusKm: profile.serviceRadiusKm,
          verificationStatus: profile.verificationStatus as VerificationStatus,
          rejectionReason: profile.rejectionReason,
          reviewedAt: profile.reviewedAt,
          pendingLicence:
            profile.pendingLicenceNumber &&
            profile.pendingLicenceState &&
            profile.licenceChangeRequestedAt
              ? {
                  licenceNumber: profile.pendingLicenceNumber,
                  licenceState: profile.pendingLicenceState as AuState,
                  requestedAt: profile.licenceChangeRequestedAt,
                }
              : null,
          otherLicences: (profile.otherLicences ?? []).map((licence) => ({
            licenceNumber: licence.licenceNumber,
            licenceState: licence.licenceState as AuState,
            approvedAt: licence.approvedAt ? new Date(licence.approvedAt) : null,
          })),
        }
      : null,
  };
}
