import type { components } from './schema.gen';

// Names the UI uses for the API's shapes; the only place that knows the generated schema names.
type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
export type UserType = User['type'];
export type UserStatus = User['status'];
export type JobCard = Schemas['JobCardDto'];
export type Meta = Schemas['MetaDto'];
export type Category = Schemas['CategoryDto'];
export type RegisterBody = Schemas['RegisterDto'];
export type AuState = NonNullable<RegisterBody['state']>;
export type PublicTradieProfile = Schemas['PublicTradieProfileDto'];
export type PendingTradie = Schemas['AdminTradieDto'];
export type ContactBody = Schemas['ContactDto'];
export type FeedbackBody = Schemas['FeedbackDto'];
export type SignedInSession = Schemas['SessionDto'];

// Marketplace shapes.
export type Job = Schemas['JobDto'];
export type JobStatus = Job['status'];
export type JobImage = Schemas['JobImageDto'];
export type LeadCap = Job['slotsTotal'];
export type HomeownerJob = Schemas['HomeownerJobDto'];
export type PostJobBody = Schemas['PostJobDto'];
export type EditJobBody = Schemas['EditJobDto'];
export type JobCategoryId = PostJobBody['category'];
export type FeedItem = Schemas['FeedCardDto'];
export type FeedPage = Schemas['FeedPageDto'];
export type LeadPurchase = Schemas['LeadPurchaseDto'];
export type Lead = Schemas['TradieLeadDto'];
export type LeadStage = keyof Schemas['LeadStageCountsDto'];
export type Quote = Schemas['QuoteDto'];
export type QuoteStatus = Quote['status'];
export type JobQuote = Schemas['JobQuoteDto'];
export type QuoteBody = Schemas['SendQuoteDto'];
export type DisputeReason = Schemas['OpenDisputeDto']['reason'];
export type LeadDispute = Schemas['DisputeSummaryDto'];
export type Review = Schemas['ReviewDto'];
export type PublicReview = Schemas['PublicReviewDto'];
export type OwnReview = Schemas['OwnReviewDto'];
export type ReportedReview = Schemas['ReportedReviewDto'];

/** The tradie feed's filters (GET /api/leads/feed). */
export interface FeedFilters {
  category?: string;
  state?: string;
  distanceKm?: number;
  emergency?: boolean;
}

export type CreditTransaction = Schemas['CreditTransactionDto'];
export type CreditTransactionType = CreditTransaction['type'];
export type TransactionsPage = Schemas['CreditTransactionsPageDto'];

export type Bundle = Schemas['CreditBundleDto'];
export type BundleId = Bundle['id'];
export type SignupBonus = Schemas['SignupBonusDto'];

export type Payment = Schemas['PaymentDto'];
export type PaymentMethod = Payment['method'];
export type PaymentStatus = Payment['status'];
export type PaymentOptions = Schemas['PaymentOptionsDto'];
export type Invoice = Schemas['TaxInvoiceDto'];

/** What a payment is for. */
export type CheckoutTarget =
  { purpose: 'bundle'; bundleId: BundleId } | { purpose: 'emergency_job'; jobId: string };

// Profiles, the directory and privacy controls.
export type OwnProfile = Schemas['OwnProfileDto'];
export type OwnTradieProfile = NonNullable<OwnProfile['tradie']>;
export type PersonalBody = Schemas['UpdatePersonalDto'];
export type TradieProfileBody = Schemas['UpdateTradieProfileDto'];
export type WorkPhoto = Schemas['WorkPhotoDto'];
export type DirectoryPage = Schemas['DirectoryPageDto'];
export type DirectoryEntry = Schemas['DirectoryEntryDto'];
export type DataExport = Schemas['DataExportDto'];
export type Product = Schemas['ProductDto'];
// Rewards and the leaderboard.
export type RewardsOverview = Schemas['RewardsOverviewDto'];
export type RewardEntry = Schemas['RewardEntryDto'];
export type RewardReason = RewardEntry['reason'];
export type RewardLevel = Schemas['LevelDto'];
export type LevelName = RewardLevel['name'];
export type GiftCardCatalogue = Schemas['GiftCardCatalogueDto'];
export type GiftCard = Schemas['GiftCardDto'];
export type Redemption = Schemas['RedemptionDto'];
export type Leaderboard = Schemas['LeaderboardDto'];
export type LeaderboardBadge = NonNullable<Schemas['WinnerDto']['badge']>;
// Admin operations.
export type AnalyticsReport = Schemas['AnalyticsDto'];
export type AuditEntry = Schemas['AuditEntryDto'];
export type AuditAction = AuditEntry['action'];
export type Maintenance = Schemas['MaintenanceDto'];
export type BulkEmail = Schemas['BulkEmailDto'];
export type Audience = Schemas['AudienceDto'];
export type AdminUserSummary = Schemas['AdminUserSummaryDto'];
export type AdminUserDetail = Schemas['AdminUserDetailDto'];
