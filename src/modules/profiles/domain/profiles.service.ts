import {
  type TradeLicence,
  tradeLicences,
} from '#modules/identity/domain/verification/licence-check.js';
import type { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import type { Clock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import type { FileStorage, StoredFile } from '#shared/domain/file-storage.js';
import type { PostcodeDirectory } from '#shared/domain/geo.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { Account, AuState } from '#modules/identity/domain/account.js';
import { normaliseEmail } from '#modules/identity/domain/account.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import type { ImageSanitiser } from '#modules/jobs/domain/ports.js';
import type { ReviewsService, TradieProfileView } from '#modules/reviews/domain/reviews.service.js';
import {
  EMAIL_CHANGE_TTL_MS,
  MAX_WORK_PHOTOS,
  planLicenceChange,
  planOtherLicences,
  ratingDistribution,
} from './profile-rules.js';
import { ProfilesErrors } from './profiles-errors.js';
import type {
  DirectoryQuery,
  EmailChangeTokens,
  PersonalChanges,
  ProfileExtras,
  ProfilesMail,
  ProfileStore,
  ProfileTokens,
  TradieChanges,
  TradieDirectory,
  WorkPhoto,
} from './ports.js';

export interface OwnProfile {
  account: Account;
  extras: ProfileExtras;
  photos: WorkPhoto[];
}

export interface PublicProfile extends TradieProfileView {
  extras: ProfileExtras;
  /** The trades the tradie is listed in (identity's listing rule), each with its licence note. */
  trades: { category: string; licence: TradeLicence }[];
  photos: WorkPhoto[];
  distribution: { stars: number; count: number }[];
  jobsCompleted: number;
}

export interface TradieEdit extends TradieChanges {
  licenceNumber?: string;
  licenceState?: AuState;
  /** The whole list of licences held beside the main one, when it is being edited. */
  otherLicences?: { licenceNumber: string; licenceState: AuState }[];
}

function randomName(): string {
  // Unguessable enough for a storage key; access is checked on every read anyway.
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Homeowner and tradie profiles, their pictures, email changes and the public directory. */
export class ProfilesService {
  constructor(
    private readonly accounts: AccountService,
    private readonly reviews: ReviewsService,
    private readonly store: ProfileStore,
    private readonly directory: TradieDirectory,
    private readonly postcodes: PostcodeDirectory,
    private readonly images: ImageSanitiser,
    private readonly storage: FileStorage,
    private readonly emailTokens: EmailChangeTokens,
    private readonly tokens: ProfileTokens,
    private readonly mail: ProfilesMail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly licences: LicenceVerificationService,
  ) {}

  async own(userId: string): Promise<OwnProfile> {
    const account = await this.accounts.getAccount(userId);
    const [extras, photos] = await Promise.all([
      this.store.extras(userId),
      account.tradie ? this.store.photos(userId) : Promise.resolve([]),
    ]);
    return { account, extras, photos };
  }

  async updatePersonal(userId: string, changes: PersonalChanges): Promise<OwnProfile> {
    if (changes.postcode) await this.knownPostcode(changes.postcode, 'postcode');
    await this.store.updatePersonal(userId, changes);
    return this.own(userId);
  }

  async updateTradie(userId: string, edit: TradieEdit): Promise<OwnProfile> {
    const account = await this.tradieAccount(userId);
    if (edit.servicePostcode) await this.knownPostcode(edit.servicePostcode, 'servicePostcode');
    const tradie = account.tradie!;
    const plan = planLicenceChange(tradie.verificationStatus, tradie, tradie.pendingLicence, {
      licenceNumber: edit.licenceNumber,
      licenceState: edit.licenceState,
    });
    const others = edit.otherLicences
      ? planOtherLicences(tradie, tradie.otherLicences, edit.otherLicences)
      : null;
    const { licenceNumber: _n, licenceState: _s, otherLicences: _o, ...changes } = edit;
    // New licences are asked about at their registers (and listed only once checked).
    const recheck = plan.kind === 'apply' || others?.changed === true;
    await this.unitOfWork.run(async () => {
      await this.store.updateTradie(userId, changes);
      if (others?.changed) await this.store.writeOtherLicences(userId, others.licences);
      if (plan.kind === 'apply') {
        await this.store.writeLicence(userId, {
          kind: 'apply',
          ...plan.licence,
        });
      } else if (plan.kind === 'review') {
        await this.store.writeLicence(userId, {
          kind: 'review',
          ...plan.licence,
          at: this.clock.now(),
        });
      } else if (plan.kind === 'withdraw') {
        await this.store.writeLicence(userId, { kind: 'withdraw' });
      }
      // Another licence before approval: the register is asked about the new one (and the
      // listing rule decides again); other trades alone only re-apply the rule.
      if (recheck) await this.licences.request(userId, false);
      else if (changes.categories) await this.licences.relist(userId);
    });
    // Queued after the commit; a lost dispatch is re-queued at the next start.
    if (recheck) this.licences.dispatchFor(userId).catch(() => undefined);
    return this.own(userId);
  }

  async setAvatar(userId: string, upload: Buffer): Promise<OwnProfile> {
    const key = await this.storeImage(`avatars/${userId}`, upload, 'image');
    await this.replaced(await this.store.setAvatarKey(userId, key));
    return this.own(userId);
  }

  async removeAvatar(userId: string): Promise<OwnProfile> {
    await this.replaced(await this.store.setAvatarKey(userId, null));
    return this.own(userId);
  }

  async setLogo(userId: string, upload: Buffer): Promise<OwnProfile> {
    await this.tradieAccount(userId);
    const key = await this.storeImage(`logos/${userId}`, upload, 'image');
    await this.replaced(await this.store.setLogoKey(userId, key));
    return this.own(userId);
  }

  async removeLogo(userId: string): Promise<OwnProfile> {
    await this.tradieAccount(userId);
    await this.replaced(await this.store.setLogoKey(userId, null));
    return this.own(userId);
  }

  async addPhoto(userId: string, upload: Buffer): Promise<OwnProfile> {
    await this.tradieAccount(userId);
    if ((await this.store.photos(userId)).length >= MAX_WORK_PHOTOS) {
      throw ProfilesErrors.tooManyPhotos(MAX_WORK_PHOTOS);
    }
    const image = await this.sanitise(upload, 'image');
    const key = `work-photos/${userId}/${randomName()}`;
    await this.storage.put(key, { bytes: image.bytes, contentType: image.contentType });
    try {
      await this.unitOfWork.run(async () => {
        // Counted again under the profile's lock: two uploads at once cannot make 13.
        if ((await this.store.lockPhotoCount(userId)) >= MAX_WORK_PHOTOS) {
          throw ProfilesErrors.tooManyPhotos(MAX_WORK_PHOTOS);
        }
        await this.store.addPhoto(userId, {
          storageKey: key,
          width: image.width,
          height: image.height,
          bytes: image.bytes.length,
        });
      });
    } catch (error) {
      await this.storage.delete(key);
      throw error;
    }
    return this.own(userId);
  }

  async removePhoto(userId: string, photoId: string): Promise<OwnProfile> {
    await this.tradieAccount(userId);
    const removed = await this.store.removePhoto(userId, photoId);
    if (!removed) throw ProfilesErrors.photoNotFound();
    await this.storage.delete(removed.storageKey);
    return this.own(userId);
  }

  /** The avatar: only its owner sees it (homeowners' pictures are not public). */
  async avatar(userId: string): Promise<StoredFile> {
    return this.file((await this.store.extras(userId)).avatarKey);
  }

  /** A tradie's logo: public once approved; the tradie sees their own before that. */
  async logo(tradieId: string, viewerId: string | undefined): Promise<StoredFile> {
    await this.visibleTradie(tradieId, viewerId);
    return this.file((await this.store.extras(tradieId)).logoKey);
  }

  async photo(
    tradieId: string,
    photoId: string,
    viewerId: string | undefined,
  ): Promise<StoredFile> {
    await this.visibleTradie(tradieId, viewerId);
    const photo = (await this.store.photos(tradieId)).find((p) => p.id === photoId);
    if (!photo) throw ProfilesErrors.photoNotFound();
    return this.file(photo.storageKey);
  }

  /** Sends a confirmation link to the new address; the email changes when it is opened. */
  async requestEmailChange(userId: string, password: string, rawEmail: string): Promise<void> {
    const account = await this.accounts.verifyPassword(userId, password, 'password');
    const newEmail = normaliseEmail(rawEmail);
    if (newEmail === account.email) throw ProfilesErrors.sameEmail();
    const { token, hash } = this.tokens.generate();
    await this.emailTokens.save(
      userId,
      newEmail,
      hash,
      new Date(this.clock.now().getTime() + EMAIL_CHANGE_TTL_MS),
    );
    await this.mail.confirmEmailChange({ email: newEmail, firstName: account.firstName }, token);
  }

  async confirmEmailChange(token: string): Promise<Account> {
    const userId = await this.unitOfWork.run(async () => {
      const spent = await this.emailTokens.consume(this.tokens.hash(token), this.clock.now());
      if (!spent) throw ProfilesErrors.emailTokenInvalid();
      await this.store.setEmail(spent.userId, spent.newEmail);
      return spent.userId;
    });
    return this.accounts.getAccount(userId);
  }

  /** An approved tradie's public profile; 404 for anyone else. */
  async publicProfile(tradieId: string): Promise<PublicProfile> {
    const view = await this.reviews.profile(tradieId);
    const [extras, photos, stats, listed] = await Promise.all([
      this.store.extras(tradieId),
      this.store.photos(tradieId),
      this.store.publicStats(tradieId),
      this.licences.listed([tradieId]),
    ]);
    const tradie = view.account.tradie!;
    return {
      ...view,
      extras,
      trades: tradeLicences(tradie.licenceState, listed.get(tradieId) ?? tradie.categories),
      photos,
      distribution: ratingDistribution(stats.ratingCounts),
      jobsCompleted: stats.jobsCompleted,
    };
  }

  async search(query: DirectoryQuery) {
    const origin = query.postcode ? await this.knownPostcode(query.postcode, 'postcode') : null;
    return this.directory.search(query, origin);
  }

  /** The public profile pages of listed tradies, a page at a time (for the sitemap). */
  async listedProfilePaths(offset: number, limit: number) {
    const { ids, total } = await this.directory.listedIds(offset, limit);
    return { paths: ids.map((id) => `/public/profile/${id}`), total };
  }

  private async tradieAccount(userId: string): Promise<Account> {
    const account = await this.accounts.getAccount(userId);
    if (!account.tradie || account.isAdmin) throw ProfilesErrors.notATradie();
    return account;
  }

  private async visibleTradie(tradieId: string, viewerId: string | undefined): Promise<void> {
    if (viewerId === tradieId) {
      await this.tradieAccount(tradieId);
      return;
    }
    await this.accounts.publicTradie(tradieId);
  }

  private async knownPostcode(postcode: string, field: string) {
    const location = await this.postcodes.locate(postcode);
    if (!location) throw ProfilesErrors.unknownPostcode(field);
    return location;
  }

  private async sanitise(upload: Buffer, field: string) {
    if (upload.length === 0) throw ProfilesErrors.imageRequired(field);
    try {
      return await this.images.sanitise(upload);
    } catch (error) {
      // The sanitiser speaks for job images; here the refusal names this form's field.
      if (error instanceof DomainError && error.kind === 'invalid') {
        throw ProfilesErrors.unsupportedImage(field);
      }
      throw error;
    }
  }

  private async storeImage(prefix: string, upload: Buffer, field: string): Promise<string> {
    const image = await this.sanitise(upload, field);
    const key = `${prefix}/${randomName()}`;
    await this.storage.put(key, { bytes: image.bytes, contentType: image.contentType });
    return key;
  }

  private async replaced(previousKey: string | null): Promise<void> {
    if (previousKey) await this.storage.delete(previousKey);
  }

  private async file(key: string | null): Promise<StoredFile> {
    const file = key ? await this.storage.get(key) : null;
    if (!file) throw ProfilesErrors.imageNotFound();
    return file;
  }
}
