import type { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import type { JobsService } from '#modules/jobs/domain/jobs.service.js';
import type { LeaderboardService } from '#modules/leaderboard/domain/leaderboard.service.js';
import type { LeadsService } from '#modules/leads/domain/leads.service.js';
import type { MessagingService } from '#modules/messaging/domain/messaging.service.js';
import type { ReviewsService } from '#modules/reviews/domain/reviews.service.js';
import type { RewardsService } from '#modules/rewards/domain/rewards.service.js';
import type { Clock } from '#shared/domain/clock.js';
import type { DashboardVisits, RevenueFacts, SignupFacts } from './ports.js';
import { nextVisit, sydneyDay } from './visits.js';

/** The owners' services, narrowed to what the dashboards read. */
export interface DashboardSources {
  jobs: Pick<JobsService, 'allOf'>;
  messaging: Pick<MessagingService, 'unreadTotal'>;
  reviews: Pick<ReviewsService, 'ofJob'>;
  rewards: Pick<RewardsService, 'overview'>;
  ledger: Pick<CreditLedger, 'balance'>;
  leads: Pick<LeadsService, 'newInFeed' | 'mine' | 'listDisputes'>;
  leaderboard: Pick<LeaderboardService, 'view'>;
  signups: SignupFacts;
  revenue: RevenueFacts;
  visits: DashboardVisits;
  clock: Clock;
}

export interface JobLine {
  id: string;
  title: string;
}

export interface HomeownerDashboard {
  /** Jobs still under way, newest first, with the quotes waiting on the open ones. */
  activeJobs: (JobLine & { status: string; quotesWaiting: number })[];
  quotesWaiting: number;
  unreadMessages: number;
  /** Completed jobs whose tradie the homeowner has not reviewed yet. */
  toReview: JobLine[];
  rewards: {
    points: number;
    level: string;
    nextLevel: string | null;
    pointsToNext: number;
    percent: number;
  };
}

export interface TradieDashboard {
  credits: number;
  /** Matching leads published since the baseline that the tradie has not bought. */
  newLeads: { count: number; since: Date };
  toQuote: number;
  quotesAwaitingAnswer: number;
  jobsWon: number;
  unreadMessages: number;
  leaderboard: { rank: number | null; points: number; closesAt: Date };
}

export interface AdminDashboard {
  day: string;
  pendingVerifications: number;
  openDisputes: number;
  /** listDisputes stops at DISPUTE_SCAN; "more" says the queue is at least that long. */
  openDisputesMore: boolean;
  signupsToday: number;
  revenueToday: { cents: number; payments: number };
}

/** How many recent completed jobs are checked for a missing review. */
const REVIEW_SCAN = 20;
const DISPUTE_SCAN = 200;

/** One read model per dashboard: each answer is everything its screen shows, in one call. */
export class DashboardService {
  constructor(private readonly s: DashboardSources) {}

  async homeowner(userId: string): Promise<HomeownerDashboard> {
    const actor = { id: userId, type: 'homeowner' };
    const [active, completed, unreadMessages, rewards] = await Promise.all([
      this.s.jobs.allOf(userId, ['pending_payment', 'open', 'assigned']),
      this.s.jobs.allOf(userId, ['completed']),
      this.s.messaging.unreadTotal(userId),
      this.s.rewards.overview(userId),
    ]);
    const recent = completed.filter((job) => job.assignedTradieId).slice(0, REVIEW_SCAN);
    const reviews = await Promise.all(recent.map((job) => this.s.reviews.ofJob(job.id, actor)));
    const activeJobs = active.map((job) => ({
      id: job.id,
      title: job.title,
      status: job.status,
      // Quotes wait for an answer only until someone is hired.
      quotesWaiting: job.status === 'open' ? job.quoteCount : 0,
    }));
    const { progress } = rewards;
    return {
      activeJobs,
      quotesWaiting: activeJobs.reduce((sum, job) => sum + job.quotesWaiting, 0),
      unreadMessages,
      toReview: recent
        .filter((_, i) => reviews[i] === null)
        .map((job) => ({ id: job.id, title: job.title })),
      rewards: {
        points: rewards.points,
        level: progress.level.name,
        nextLevel: progress.next?.name ?? null,
        pointsToNext: progress.pointsToNext,
        percent: progress.percent,
      },
    };
  }

  async tradie(userId: string): Promise<TradieDashboard> {
    const now = this.s.clock.now();
    const visit = nextVisit(await this.s.visits.find(userId), now);
    const [credits, newLeads, leads, unreadMessages, board] = await Promise.all([
      this.s.ledger.balance(userId),
      this.s.leads.newInFeed(userId, visit.baselineAt),
      this.s.leads.mine(userId, { limit: 1 }),
      this.s.messaging.unreadTotal(userId),
      this.s.leaderboard.view(userId),
    ]);
    await this.s.visits.save(userId, visit);
    return {
      credits,
      newLeads: { count: newLeads, since: visit.baselineAt },
      toQuote: leads.counts.to_quote,
      quotesAwaitingAnswer: leads.counts.quoted,
      jobsWon: leads.counts.won,
      unreadMessages,
      leaderboard: { rank: board.me.rank, points: board.me.points, closesAt: board.closesAt },
    };
  }

  async admin(): Promise<AdminDashboard> {
    const day = sydneyDay(this.s.clock.now());
    const [pendingVerifications, disputes, signupsToday, revenueToday] = await Promise.all([
      this.s.signups.pendingTradies(),
      this.s.leads.listDisputes('open', DISPUTE_SCAN),
      this.s.signups.signupsOn(day),
      this.s.revenue.paidOn(day),
    ]);
    return {
      day,
      pendingVerifications,
      openDisputes: disputes.length,
      openDisputesMore: disputes.length >= DISPUTE_SCAN,
      signupsToday,
      revenueToday,
    };
  }
}
