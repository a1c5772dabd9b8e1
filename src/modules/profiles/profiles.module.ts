import { Module, type OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from '#config/app-config.js';
import { AccountDataContributors } from '#shared/domain/account-data.js';
import { Clock } from '#shared/domain/clock.js';
import { DomainError } from '#shared/domain/domain-error.js';
import { FileStorage } from '#shared/domain/file-storage.js';
import { PostcodeDirectory } from '#shared/domain/geo.js';
import { Mailer } from '#shared/domain/mailer.js';
import { PageHeads } from '#shared/domain/page-head.js';
import { SitemapSources } from '#shared/domain/sitemap.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { DeparturesService } from '../admin/domain/departures.js';
import { AdminModule } from '../admin/admin.module.js';
import { AccountService } from '../identity/domain/account.service.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ImageSanitiser } from '../jobs/domain/ports.js';
import { JobsModule } from '../jobs/jobs.module.js';
import { ReviewsService } from '../reviews/domain/reviews.service.js';
import { ReviewsModule } from '../reviews/reviews.module.js';
import {
  BackgroundWork,
  DataExports,
  EmailChangeTokens,
  ProfilesMail,
  ProfileStore,
  ProfileTokens,
  TradieDirectory,
} from './domain/ports.js';
import { PrivacyService } from './domain/privacy.service.js';
import { LicenceVerificationService } from '#modules/identity/domain/verification/licence-verification.service.js';
import { ProfilesService } from './domain/profiles.service.js';
import { PrivacyController } from './http/privacy.controller.js';
import { ProfileController, TradieProfilesController } from './http/profile.controller.js';
import { presentPublicProfile } from './http/profile.presenter.js';
import { InProcessBackgroundWork } from './infra/background-work.js';
import { CryptoProfileTokens } from './infra/crypto-profile-tokens.js';
import { DataExportSweep } from './infra/data-export.sweep.js';
import { SqlDataExports } from './infra/sql-data-exports.js';
import { SqlEmailChangeTokens } from './infra/sql-email-change-tokens.js';
import { SqlProfileStore } from './infra/sql-profile-store.js';
import { SqlProfilesAccountData } from './infra/sql-profiles-account-data.js';
import { SqlTradieDirectory } from './infra/sql-tradie-directory.js';
import { TemplatedProfilesMail } from './infra/templated-profiles-mail.js';

/**
 * Profiles (homeowner, tradie, public), the find-a-tradie directory, and privacy controls
 * (data export, account erasure, collected from every module's AccountDataContributor).
 */
@Module({
  imports: [IdentityModule, JobsModule, ReviewsModule, AdminModule],
  controllers: [ProfileController, TradieProfilesController, PrivacyController],
  providers: [
    { provide: ProfileStore, useClass: SqlProfileStore },
    { provide: TradieDirectory, useClass: SqlTradieDirectory },
    { provide: EmailChangeTokens, useClass: SqlEmailChangeTokens },
    { provide: DataExports, useClass: SqlDataExports },
    SqlProfilesAccountData,
    { provide: ProfileTokens, useClass: CryptoProfileTokens },
    { provide: BackgroundWork, useClass: InProcessBackgroundWork },
    {
      provide: ProfilesMail,
      inject: [Mailer, ConfigService],
      useFactory: (mailer: Mailer, config: ConfigService<AppConfig, true>) =>
        new TemplatedProfilesMail(mailer, config.get('appUrl', { infer: true })),
    },
    {
      provide: ProfilesService,
      inject: [
        AccountService,
        ReviewsService,
        ProfileStore,
        TradieDirectory,
        PostcodeDirectory,
        ImageSanitiser,
        FileStorage,
        EmailChangeTokens,
        ProfileTokens,
        ProfilesMail,
        UnitOfWork,
        Clock,
        LicenceVerificationService,
      ],
      useFactory: (
        accounts: AccountService,
        reviews: ReviewsService,
        store: ProfileStore,
        directory: TradieDirectory,
        postcodes: PostcodeDirectory,
        images: ImageSanitiser,
        storage: FileStorage,
        emailTokens: EmailChangeTokens,
        tokens: ProfileTokens,
        mail: ProfilesMail,
        uow: UnitOfWork,
        clock: Clock,
        licences: LicenceVerificationService,
      ) =>
        new ProfilesService(
          accounts,
          reviews,
          store,
          directory,
          postcodes,
          images,
          storage,
          emailTokens,
          tokens,
          mail,
          uow,
          clock,
          licences,
        ),
    },
    {
      provide: PrivacyService,
      inject: [
        AccountService,
        DeparturesService,
        DataExports,
        AccountDataContributors,
        FileStorage,
        ProfilesMail,
        BackgroundWork,
        UnitOfWork,
        Clock,
      ],
      useFactory: (
        accounts: AccountService,
        departures: DeparturesService,
        exports: DataExports,
        contributors: AccountDataContributors,
        storage: FileStorage,
        mail: ProfilesMail,
        background: BackgroundWork,
        uow: UnitOfWork,
        clock: Clock,
      ) =>
        new PrivacyService(
          accounts,
          departures,
          exports,
          contributors,
          storage,
          mail,
          background,
          uow,
          clock,
        ),
    },
    DataExportSweep,
  ],
})
export class ProfilesModule implements OnModuleInit {
  constructor(
    private readonly heads: PageHeads,
    private readonly sitemap: SitemapSources,
    private readonly profiles: ProfilesService,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  /** The public profile's title, description and structured data, in its page's HTML; and
   * the listed tradies' profiles in the sitemap. */
  onModuleInit(): void {
    this.sitemap.register((offset, limit) => this.profiles.listedProfilePaths(offset, limit));
    const appUrl = this.config.get('appUrl', { infer: true });
    this.heads.register(PUBLIC_PROFILE_PATH, async ([, id]) => {
      try {
        return presentPublicProfile(await this.profiles.publicProfile(id), appUrl).head;
      } catch (error) {
        if (error instanceof DomainError && error.kind === 'not_found') return 'not_found';
        throw error;
      }
    });
  }
}

const PUBLIC_PROFILE_PATH =
  /^\/public\/profile\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
