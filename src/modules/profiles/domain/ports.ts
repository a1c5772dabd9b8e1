import type { AuState } from '#shared/domain/australia.js';
import type { OtherLicence } from '#modules/identity/domain/account.js';

export interface WorkPhoto {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  createdAt: Date;
}

// The account's editable fields are identity's (it owns the rows); the store passes them on.
export type {
  LicenceWrite,
  PersonalChanges,
  ProfileExtras,
  TradieChanges,
} from '#modules/identity/domain/profile-fields.js';
import type {
  LicenceWrite,
  PersonalChanges,
  ProfileExtras,
  TradieChanges,
} from '#modules/identity/domain/profile-fields.js';

export interface PublicStats {
  ratingCounts: { rating: number; count: number }[];
  jobsCompleted: number;
}

/** Reads and writes the profile fields; joins the caller's unit of work. */
export abstract class ProfileStore {
  abstract extras(userId: string): Promise<ProfileExtras>;
  abstract updatePersonal(userId: string, changes: PersonalChanges): Promise<void>;
  abstract updateTradie(userId: string, changes: TradieChanges): Promise<void>;
  abstract writeLicence(userId: string, write: LicenceWrite): Promise<void>;
  abstract writeOtherLicences(userId: string, licences: readonly OtherLicence[]): Promise<void>;
  /** Sets the key and returns the previous one (for the caller to delete). */
  abstract setAvatarKey(userId: string, key: string | null): Promise<string | null>;
  abstract setLogoKey(userId: string, key: string | null): Promise<string | null>;
  abstract photos(tradieId: string): Promise<WorkPhoto[]>;
  /** Locks the tradie's profile row until the transaction ends and counts their photos. */
  abstract lockPhotoCount(tradieId: string): Promise<number>;
  abstract addPhoto(
    tradieId: string,
    photo: Omit<WorkPhoto, 'id' | 'createdAt'> & { bytes: number },
  ): Promise<WorkPhoto>;
  abstract removePhoto(tradieId: string, photoId: string): Promise<WorkPhoto | null>;
  abstract publicStats(tradieId: string): Promise<PublicStats>;
  /** Refuses a taken address with AUTH.EMAIL_TAKEN. */
  abstract setEmail(userId: string, email: string): Promise<void>;
}

export abstract class EmailChangeTokens {
  abstract save(
    userId: string,
    newEmail: string,
    tokenHash: string,
    expiresAt: Date,
  ): Promise<void>;
  /** Spends an unused, unexpired token atomically; null for anything else. */
  abstract consume(
    tokenHash: string,
    now: Date,
  ): Promise<{ userId: string; newEmail: string } | null>;
}

export type DirectorySort = 'rating' | 'reviews' | 'distance';

export interface DirectoryQuery {
  trade?: string;
  /** With `radiusKm`: only tradies whose service area reaches within radiusKm of it. */
  postcode?: string;
  radiusKm: number;
  minRating?: number;
  sort: DirectorySort;
  page: number;
  pageSize: number;
}

export interface DirectoryEntry {
  id: string;
  businessName: string;
  categories: string[];
  servicePostcode: string;
  serviceRadiusKm: number;
  licenceState: AuState;
  averageRating: number | null;
  reviewCount: number;
  hasLogo: boolean;
  /** Km from the searched postcode to the tradie's base; null without a postcode. */
  distanceKm: number | null;
}

/** Approved, not banned, not erased tradies, as the find-a-tradie page searches them. */
export abstract class TradieDirectory {
  abstract search(
    query: DirectoryQuery,
    origin: { lat: number; lng: number } | null,
  ): Promise<{ items: DirectoryEntry[]; total: number }>;
  /** Listed tradies' ids in a stable order, a page at a time (for the sitemap). */
  abstract listedIds(offset: number, limit: number): Promise<{ ids: string[]; total: number }>;
}

export type ExportStatus = 'pending' | 'ready' | 'failed';

export interface DataExport {
  id: string;
  userId: string;
  status: ExportStatus;
  storageKey: string | null;
  bytes: number | null;
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
}

export abstract class DataExports {
  abstract create(userId: string, at: Date): Promise<DataExport>;
  abstract find(id: string): Promise<DataExport | null>;
  abstract listForUser(userId: string): Promise<DataExport[]>;
  /** Pending exports' ids, oldest first. */
  abstract pending(limit: number): Promise<string[]>;
  /** Locks a pending export until the transaction ends; null if another worker has it. */
  abstract claim(id: string): Promise<DataExport | null>;
  abstract markReady(
    id: string,
    storageKey: string,
    bytes: number,
    at: Date,
    expiresAt: Date,
  ): Promise<void>;
  abstract markFailed(id: string): Promise<void>;
}

/** The profiles module's outgoing mail; the adapter owns the templates and the app's URL. */
export abstract class ProfilesMail {
  abstract confirmEmailChange(
    to: { email: string; firstName: string },
    token: string,
  ): Promise<void>;
  abstract exportReady(to: { email: string; firstName: string }, exportId: string): Promise<void>;
}

/** Secret one-time tokens: the secret is mailed, only its hash stored. */
export abstract class ProfileTokens {
  abstract generate(): { token: string; hash: string };
  abstract hash(token: string): string;
}

/** Runs work after the request that asked for it has been answered (errors are logged). */
export abstract class BackgroundWork {
  abstract schedule(name: string, task: () => Promise<unknown>): void;
}
