import { descriptionTeaser, leadPriceCredits } from '#modules/jobs/domain/job.js';
import { redactContactDetails } from '#shared/domain/contact-redaction.js';
import { canDispute, type Dispute, type Quote } from '../domain/lead.js';
import type { DisputeWithLead, FeedCard, QuoteWithTradie, TradieLead } from '../domain/ports.js';
import type {
  AdminDisputeDto,
  DisputeDto,
  FeedCardDto,
  JobQuoteDto,
  QuoteDto,
  TradieLeadDto,
} from './leads.dto.js';

export function presentFeedCard(card: FeedCard): FeedCardDto {
  return {
    id: card.id,
    title: redactContactDetails(card.title),
    category: card.category,
    location: redactContactDetails(card.location),
    state: card.state,
    budget: card.budgetCents,
    createdAt: card.createdAt.toISOString(),
    isEmergency: card.isEmergency,
    assignedTradie: null,
    teaser: descriptionTeaser(card.description),
    postcode: card.postcode,
    publishedAt: card.publishedAt.toISOString(),
    leadPriceCredits: leadPriceCredits(card.isEmergency),
    slotsTaken: card.leadCount,
    slotsTotal: card.leadCap,
    distanceKm: card.distanceKm,
    boughtByMe: card.boughtByMe,
    imageCount: card.imageCount,
  };
}

export function presentQuote(quote: Quote): QuoteDto {
  return {
    id: quote.id,
    jobId: quote.jobId,
    tradieId: quote.tradieId,
    amountCents: quote.amountCents,
    message: quote.message,
    estimatedStart: quote.estimatedStart,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    revisedAt: quote.revisedAt?.toISOString() ?? null,
    revision: quote.revision,
  };
}

export function presentJobQuote(quote: QuoteWithTradie): JobQuoteDto {
  return {
    ...presentQuote(quote),
    tradie: { ...quote.tradie, profileUrl: `/public/profile/${quote.tradie.id}` },
  };
}

export function presentTradieLead(item: TradieLead, tradieId: string, now: Date): TradieLeadDto {
  const { lead, job } = item;
  // A refunded lead no longer opens the job: its texts are read as by a non-buyer.
  const open = lead.status === 'active';
  const won = job.assignedTradieId === tradieId;
  return {
    leadId: lead.id,
    boughtAt: lead.boughtAt.toISOString(),
    priceCredits: lead.priceCredits,
    status: lead.status,
    refundReason: lead.refundReason,
    job: {
      id: job.id,
      title: open ? job.title : redactContactDetails(job.title),
      category: job.category,
      location: open ? job.location : redactContactDetails(job.location),
      state: job.state,
      budget: job.budgetCents,
      createdAt: job.createdAt.toISOString(),
      isEmergency: job.isEmergency,
      assignedTradie: job.assignedTradieId,
    },
    jobStatus: job.status,
    won,
    quote: item.quote ? presentQuote(item.quote) : null,
    dispute: item.dispute,
    canDispute: canDispute(lead, item.dispute !== null, now, won),
  };
}

export function presentDispute(dispute: Dispute): DisputeDto {
  return {
    id: dispute.id,
    leadId: dispute.leadId,
    reason: dispute.reason,
    details: dispute.details,
    status: dispute.status,
    decisionReason: dispute.decisionReason,
    decidedAt: dispute.decidedAt ? dispute.decidedAt.toISOString() : null,
    createdAt: dispute.createdAt.toISOString(),
  };
}

export function presentAdminDispute(dispute: DisputeWithLead): AdminDisputeDto {
  return {
    ...presentDispute(dispute),
    job: dispute.job,
    tradie: dispute.tradie,
    priceCredits: dispute.lead.priceCredits,
    leadStatus: dispute.lead.status,
    boughtAt: dispute.lead.boughtAt.toISOString(),
  };
}
