import type { GeoPoint } from '#shared/domain/geo.js';
import type { AuState } from '#shared/domain/australia.js';
import type {
  Dispute,
  DisputeReason,
  DisputeStatus,
  Lead,
  LeadStage,
  Quote,
  RefundReason,
} from './lead.js';

/** The job as the purchase sees it, read under the job's row lock. */
export interface JobForSale {
  id: string;
  homeownerId: string;
  status: string;
  isEmergency: boolean;
  leadCount: number;
  leadCap: number;
  leadsExpiredAt: Date | null;
  category: string;
  /** The job's postcode centre (null only for rows from before postcodes were located). */
  location: GeoPoint | null;
}

/** The job's side of a lead sale, in the caller's transaction (the jobs module owns the row). */
export abstract class JobSales {
  /** Locks the job row until the transaction ends; null when there is no such job. */
  abstract lockJob(jobId: string): Promise<JobForSale | null>;
  /** Counts one more lead sold; the CHECK (lead_count <= lead_cap) guards the cap. */
  abstract takeSlot(jobId: string): Promise<void>;
}

/**
 * The lead's conversation, in the purchase's or the refund's transaction: a bought lead and
 * its conversation exist together; a refunded lead's turns read-only with the credits back.
 * The messaging module implements it.
 */
export abstract class LeadConversations {
  abstract open(jobId: string, tradieId: string, homeownerId: string, at: Date): Promise<void>;
  abstract close(jobId: string, tradieId: string, reason: RefundReason): Promise<void>;
}

export abstract class LeadRepository {
  /** Locks the job row until the transaction ends; null when there is no such job. */
  abstract lockJob(jobId: string): Promise<JobForSale | null>;
  /** Counts one more lead sold; the CHECK (lead_count <= lead_cap) guards the cap. */
  abstract takeSlot(jobId: string): Promise<void>;
  /** Refuses a second lead of the same tradie for the job with LEADS.ALREADY_BOUGHT. */
  abstract insert(lead: Omit<Lead, 'id' | 'status' | 'refundReason' | 'refundedAt'>): Promise<Lead>;
  abstract find(jobId: string, tradieId: string): Promise<Lead | null>;
  abstract findById(leadId: string): Promise<Lead | null>;
  /** The job's active leads, locked, in tradie order (a fixed order avoids deadlocks). */
  abstract lockActiveForJob(jobId: string): Promise<Lead[]>;
  abstract lockById(leadId: string): Promise<Lead | null>;
  abstract markRefunded(leadId: string, reason: RefundReason, at: Date): Promise<void>;
  /** Whether the homeowner hired the lead's tradie (their quote was accepted). */
  abstract isHired(leadId: string): Promise<boolean>;
  /** A page of the tradie's leads; an unreadable cursor is refused (LEADS.INVALID_CURSOR). */
  abstract listByTradie(query: TradieLeadsQuery): Promise<TradieLeadsPage>;
  abstract countByStage(tradieId: string): Promise<Record<LeadStage, number>>;
}

export interface TradieLeadsQuery {
  tradieId: string;
  /** Every stage when absent. */
  stage?: LeadStage;
  /** nextCursor of the previous page. */
  cursor?: string;
  limit: number;
}

export interface TradieLeadsPage {
  /** Newest purchase first. */
  items: TradieLead[];
  nextCursor: string | null;
}

export interface TradieLead {
  lead: Lead;
  job: {
    id: string;
    title: string;
    category: string;
    location: string;
    state: AuState | null;
    postcode: string;
    budgetCents: number;
    isEmergency: boolean;
    status: string;
    assignedTradieId: string | null;
    createdAt: Date;
  };
  quote: Quote | null;
  dispute: Pick<Dispute, 'id' | 'status' | 'reason' | 'decisionReason'> | null;
}

export interface QuoteWithTradie extends Quote {
  /** Who quoted, with their visible reviews' average (null before the first) and count. */
  tradie: {
    id: string;
    firstName: string;
    businessName: string;
    rating: number | null;
    reviewCount: number;
  };
}

export abstract class QuoteRepository {
  /** Refuses a second quote of the same tradie for the job with QUOTES.ALREADY_SENT. */
  abstract insert(
    quote: Omit<Quote, 'id' | 'status' | 'createdAt' | 'revisedAt' | 'revision'>,
  ): Promise<Quote>;
  /** The quote, locked until the transaction ends. */
  abstract lock(quoteId: string): Promise<Quote | null>;
  abstract revise(
    quoteId: string,
    changes: Pick<Quote, 'amountCents' | 'message' | 'estimatedStart'>,
    at: Date,
  ): Promise<Quote>;
  abstract findById(quoteId: string): Promise<Quote | null>;
  abstract listForJob(jobId: string): Promise<QuoteWithTradie[]>;
  /** Accepts one quote and marks every other sent quote of the job not selected. */
  abstract settleHire(jobId: string, acceptedQuoteId: string): Promise<{ notSelected: Quote[] }>;
}

export interface DisputeWithLead extends Dispute {
  lead: Lead;
  job: { id: string; title: string };
  tradie: { id: string; businessName: string };
}

export abstract class DisputeRepository {
  /** Refuses a second dispute of the same lead with DISPUTES.ALREADY_OPENED. */
  abstract insert(dispute: {
    leadId: string;
    reason: DisputeReason;
    details: string;
  }): Promise<Dispute>;
  abstract lock(disputeId: string): Promise<Dispute | null>;
  abstract decide(
    disputeId: string,
    status: Exclude<DisputeStatus, 'open'>,
    adminId: string,
    reason: string,
    at: Date,
  ): Promise<void>;
  abstract list(status: DisputeStatus, limit: number): Promise<DisputeWithLead[]>;
  abstract findWithLead(disputeId: string): Promise<DisputeWithLead | null>;
}

export interface FeedQuery {
  tradieId: string;
  categories: string[];
  origin: { lat: number; lng: number } | null;
  radiusKm: number;
  state?: AuState;
  emergency?: boolean;
  cursor?: string;
  limit: number;
}

export interface FeedCard {
  id: string;
  title: string;
  description: string;
  category: string;
  location: string;
  state: AuState | null;
  postcode: string;
  budgetCents: number;
  isEmergency: boolean;
  createdAt: Date;
  publishedAt: Date;
  leadCount: number;
  leadCap: number;
  distanceKm: number | null;
  boughtByMe: boolean;
  imageCount: number;
}

/** Which jobs a feed shows, without the page. */
export type FeedScope = Omit<FeedQuery, 'cursor' | 'limit'>;

export abstract class LeadFeed {
  abstract page(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }>;
  /** Jobs of the scope published after `since` that the tradie has not bought, counted. */
  abstract countNew(scope: FeedScope, since: Date): Promise<number>;
}

/** What the leads module needs to know of a tradie. */
export interface TradieProfile {
  id: string;
  firstName: string;
  businessName: string;
  categories: string[];
  /** The trades they are listed in (identity's listing rule over their licence check). */
  listedCategories: string[];
  servicePostcode: string;
  serviceRadiusKm: number;
}

export abstract class TradieDirectory {
  abstract profile(tradieId: string): Promise<TradieProfile | null>;
}
