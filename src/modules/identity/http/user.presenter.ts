import { presentOtherLicences } from '#shared/infra/http/licence.dto.js';
import { type Account, userStatus, userType } from '../domain/account.js';
import type { UserDto } from './auth.dto.js';

export function presentUser(account: Account): UserDto {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    type: userType(account),
    status: userStatus(account),
    emailVerified: account.emailVerifiedAt !== null,
    phone: account.phone,
    suburb: account.suburb,
    state: account.state,
    postcode: account.postcode,
    createdAt: account.createdAt.toISOString(),
    tradie: account.tradie
      ? {
          businessName: account.tradie.businessName,
          abn: account.tradie.abn,
          licenceNumber: account.tradie.licenceNumber,
          licenceState: account.tradie.licenceState,
          categories: account.tradie.categories,
          servicePostcode: account.tradie.servicePostcode,
          serviceRadiusKm: account.tradie.serviceRadiusKm,
          rejectionReason: account.tradie.rejectionReason,
          otherLicences: presentOtherLicences(account.tradie.otherLicences),
        }
      : null,
  };
}
