// The ordered list TypeORM runs; an explicit list works the same in the build, the CLI and jest.
import { Identity1795332262828 } from './1795332262828-Identity.js';
import { JobsAndEnquiries1795332262829 } from './1795332262829-JobsAndEnquiries.js';
import { CreditsLedgerAndDomainEvents1795404759126 } from './1795404759126-CreditsLedgerAndDomainEvents.js';
import { Payments1795404907303 } from './1795404907303-Payments.js';
import { Marketplace1795405204385 } from './1795405204385-Marketplace.js';
import { MailOutbox1795405939589 } from './1795405939589-MailOutbox.js';
import { EventConsumptions1795416197875 } from './1795416197875-EventConsumptions.js';
import { Profiles1795416244745 } from './1795416244745-Profiles.js';
import { Messaging1795416295307 } from './1795416295307-Messaging.js';
import { RewardsAndLeaderboard1795416371902 } from './1795416371902-RewardsAndLeaderboard.js';
import { Notifications1795416860434 } from './1795416860434-Notifications.js';
import { SandboxChargeCancel1795417309266 } from './1795417309266-SandboxChargeCancel.js';
import { AdminOperations1795420852958 } from './1795420852958-AdminOperations.js';
import { QuoteRevisions1795453277247 } from './1795453277247-QuoteRevisions.js';
import { MessageDeletion1795454793129 } from './1795454793129-MessageDeletion.js';
import { AbnChecks1795617030602 } from './1795617030602-AbnChecks.js';
import { Sessions1795617047546 } from './1795617047546-Sessions.js';
import { IdDocuments1795617051487 } from './1795617051487-IdDocuments.js';
import { QuoteRevisionNumber1795618021550 } from './1795618021550-QuoteRevisionNumber.js';
import { ConversationClosure1795619751453 } from './1795619751453-ConversationClosure.js';
import { JobWithdrawal1795700000000 } from './1795700000000-JobWithdrawal.js';
import { ReviewReports1795701000000 } from './1795701000000-ReviewReports.js';
import { DeadLeads1795702000000 } from './1795702000000-DeadLeads.js';
import { TradieVerificationHistory1795705000000 } from './1795705000000-TradieVerificationHistory.js';
import { EmailVerification1795706000000 } from './1795706000000-EmailVerification.js';
import { SandboxClientSecrets1795710000000 } from './1795710000000-SandboxClientSecrets.js';
import { LicenceChecks1795711000000 } from './1795711000000-LicenceChecks.js';
import { DashboardVisits1795715000000 } from './1795715000000-DashboardVisits.js';
import { JobsPublicView1795740000000 } from './1795740000000-JobsPublicView.js';
import { IdentityListedTradiesView1795740100000 } from './1795740100000-IdentityListedTradiesView.js';
import { ReviewsRatingsView1795740200000 } from './1795740200000-ReviewsRatingsView.js';
import { IdentityUserNamesView1795740300000 } from './1795740300000-IdentityUserNamesView.js';
import { LeadsPublishedViews1795740400000 } from './1795740400000-LeadsPublishedViews.js';
import { IdentityAccountsView1795740500000 } from './1795740500000-IdentityAccountsView.js';
import { PaymentReversals1795750000000 } from './1795750000000-PaymentReversals.js';
import { SeveralLicences1795750100000 } from './1795750100000-SeveralLicences.js';
import { JobsOpenListingVersion1795750200000 } from './1795750200000-JobsOpenListingVersion.js';
import { PartialRefunds1795760100000 } from './1795760100000-PartialRefunds.js';
import { RevenueNetOfRefunds1795760100001 } from './1795760100001-RevenueNetOfRefunds.js';
import { AdjustmentNotePerRefund1795760700000 } from './1795760700000-AdjustmentNotePerRefund.js';

export const MIGRATIONS = [
  Identity1795332262828,
  JobsAndEnquiries1795332262829,
  CreditsLedgerAndDomainEvents1795404759126,
  Payments1795404907303,
  Marketplace1795405204385,
  MailOutbox1795405939589,
  EventConsumptions1795416197875,
  Profiles1795416244745,
  Messaging1795416295307,
  RewardsAndLeaderboard1795416371902,
  Notifications1795416860434,
  SandboxChargeCancel1795417309266,
  AdminOperations1795420852958,
  QuoteRevisions1795453277247,
  MessageDeletion1795454793129,
  AbnChecks1795617030602,
  Sessions1795617047546,
  IdDocuments1795617051487,
  QuoteRevisionNumber1795618021550,
  ConversationClosure1795619751453,
  JobWithdrawal1795700000000,
  ReviewReports1795701000000,
  DeadLeads1795702000000,
  TradieVerificationHistory1795705000000,
  EmailVerification1795706000000,
  SandboxClientSecrets1795710000000,
  LicenceChecks1795711000000,
  DashboardVisits1795715000000,
  JobsPublicView1795740000000,
  IdentityListedTradiesView1795740100000,
  ReviewsRatingsView1795740200000,
  IdentityUserNamesView1795740300000,
  LeadsPublishedViews1795740400000,
  IdentityAccountsView1795740500000,
  PaymentReversals1795750000000,
  SeveralLicences1795750100000,
  JobsOpenListingVersion1795750200000,
  PartialRefunds1795760100000,
  RevenueNetOfRefunds1795760100001,
  AdjustmentNotePerRefund1795760700000,
];
