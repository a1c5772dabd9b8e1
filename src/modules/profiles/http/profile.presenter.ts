import { isValidAbn } from '#modules/identity/domain/abn.js';
import { userStatus, userType } from '#modules/identity/domain/account.js';
import { redactContactDetails } from '#shared/domain/contact-redaction.js';
import { presentOtherLicences } from '#shared/infra/http/licence.dto.js';
import type { DataExport, WorkPhoto } from '../domain/ports.js';
import { profileHead } from '../domain/profile-head.js';
import type { OwnProfile, PublicProfile } from '../domain/profiles.service.js';
import type {
  DataExportDto,
  OwnProfileDto,
  PublicTradieProfileDto,
  WorkPhotoDto,
} from './profiles.dto.js';

// Version suffixes change with the stored key, so browsers never show a replaced picture.
const version = (key: string) => key.slice(-8);

function photoUrls(tradieId: string, photos: WorkPhoto[]): WorkPhotoDto[] {
  return photos.map((photo) => ({
    id: photo.id,
    url: `/api/tradies/${tradieId}/photos/${photo.id}`,
    width: photo.width,
    height: photo.height,
  }));
}

const logoUrl = (tradieId: string, key: string | null) =>
  key ? `/api/tradies/${tradieId}/logo?v=${version(key)}` : null;

export function presentOwnProfile({ account, extras, photos }: OwnProfile): OwnProfileDto {
  const tradie = account.tradie;
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    type: userType(account),
    status: userStatus(account),
    phone: account.phone,
    suburb: account.suburb,
    state: account.state,
    postcode: account.postcode,
    avatarUrl: extras.avatarKey ? `/api/profile/avatar?v=${version(extras.avatarKey)}` : null,
    tradie: tradie
      ? {
          businessName: tradie.businessName,
          abn: tradie.abn,
          abnValid: isValidAbn(tradie.abn),
          licenceNumber: tradie.licenceNumber,
          licenceState: tradie.licenceState,
          pendingLicence: tradie.pendingLicence
            ? {
                licenceNumber: tradie.pendingLicence.licenceNumber,
                licenceState: tradie.pendingLicence.licenceState,
                requestedAt: tradie.pendingLicence.requestedAt.toISOString(),
              }
            : null,
          otherLicences: presentOtherLicences(tradie.otherLicences),
          categories: tradie.categories,
          servicePostcode: tradie.servicePostcode,
          serviceRadiusKm: tradie.serviceRadiusKm,
          about: extras.about,
          yearsInBusiness: extras.yearsInBusiness,
          logoUrl: logoUrl(account.id, extras.logoKey),
          photos: photoUrls(account.id, photos),
          verificationStatus: tradie.verificationStatus,
          rejectionReason: tradie.rejectionReason,
        }
      : null,
  };
}

/** No badges here, ever: they are for other tradies only (decisions.md). */
/** The public profile; `appUrl` makes the page address in its structured data. */
export function presentPublicProfile(view: PublicProfile, appUrl: string): PublicTradieProfileDto {
  const { account } = view;
  const tradie = account.tradie!;
  const fields = {
    id: account.id,
    businessName: tradie.businessName,
    firstName: account.firstName,
    categories: view.trades.map((trade) => trade.category),
    trades: view.trades,
    licenceState: tradie.licenceState,
    servicePostcode: tradie.servicePostcode,
    serviceRadiusKm: tradie.serviceRadiusKm,
    memberSince: account.createdAt.toISOString(),
    verified: true,
    ticks: { identity: true, abn: isValidAbn(tradie.abn), licence: true },
    about: view.extras.about,
    yearsInBusiness: view.extras.yearsInBusiness,
    logoUrl: logoUrl(account.id, view.extras.logoKey),
    photos: photoUrls(account.id, view.photos),
    averageRating: view.averageRating,
    reviewCount: view.reviewCount,
    distribution: view.distribution,
    jobsCompleted: view.jobsCompleted,
    reviews: view.reviews.map((review) => ({
      id: review.id,
      jobId: review.jobId,
      tradieId: review.tradieId,
      rating: review.rating,
      comment: review.comment,
      reply: review.reply,
      repliedAt: review.repliedAt ? review.repliedAt.toISOString() : null,
      createdAt: review.createdAt.toISOString(),
      reviewerFirstName: review.reviewerFirstName,
      jobCategory: review.jobCategory,
      // A public list: the suburb is free text a homeowner typed.
      jobLocation: redactContactDetails(review.jobLocation),
    })),
  };
  return { ...fields, head: profileHead(fields, `${appUrl}/public/profile/${account.id}`) };
}

export function presentExport(item: DataExport): DataExportDto {
  return {
    id: item.id,
    status: item.status,
    requestedAt: item.requestedAt.toISOString(),
    readyAt: item.readyAt ? item.readyAt.toISOString() : null,
    expiresAt: item.expiresAt ? item.expiresAt.toISOString() : null,
    bytes: item.bytes,
    downloadUrl: item.status === 'ready' ? `/api/privacy/exports/${item.id}/download` : null,
  };
}
