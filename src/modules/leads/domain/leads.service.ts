import type { AuditLog } from '#modules/admin/domain/audit.js';
import type { AuState } from '#shared/domain/australia.js';
import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { PostcodeDirectory } from '#shared/domain/geo.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import type { CreditLedger } from '#modules/credits/domain/credit-ledger.js';
import { leadPriceCredits } from '#modules/jobs/domain/job.js';
import {
  assertDisputable,
  assertUndecided,
  type Dispute,
  type DisputeReason,
  type DisputeStatus,
  type Lead,
  type LeadStage,
  feedCategories,
  matchRefusal,
  needsRefund,
  purchaseKey,
  type RefundReason,
  type TradieReach,
  refundKey,
  saleRefusal,
} from './lead.js';
import {
  DISPUTE_DECIDED,
  DISPUTE_OPENED,
  LEAD_BOUGHT,
  LEAD_REFUNDED,
  leadEvent,
} from './lead-events.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import { isDeadLead } from './dead-lead.js';
import { LeadsErrors } from './leads-errors.js';
import type {
  DisputeRepository,
  DisputeWithLead,
  FeedCard,
  LeadConversations,
  LeadFeed,
  FeedScope,
  LeadRepository,
  TradieDirectory,
  TradieLeadsPage,
} from './ports.js';

export interface FeedFilters {
  category?: string;
  state?: AuState;
  emergency?: boolean;
  distanceKm?: number;
  cursor?: string;
  limit?: number;
}

/** @public The bench (scripts/bench-api.mjs) reads it from the build. */
export const FEED_DEFAULT_LIMIT = 20;

/** Leads per page of the tradie's "My Jobs". */
const MY_LEADS_PAGE = 20;

export interface Purchase {
  lead: Lead;
  balance: number;
}

/** Buying leads, the tradie feed, credit-back and disputes. */
export class LeadsService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly disputes: DisputeRepository,
    private readonly feedReader: LeadFeed,
    private readonly tradies: TradieDirectory,
    private readonly postcodes: PostcodeDirectory,
    private readonly ledger: CreditLedger,
    private readonly conversations: LeadConversations,
    private readonly audit: AuditLog,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * One transaction: lock the job, check it is on sale, count the slot, record the lead, debit
   * the credits. Any refusal (sold out, already bought, not enough credits) rolls it all back.
   */
  async buy(jobId: string, tradieId: string): Promise<Purchase> {
    // Read before the job's lock is taken: buyers queue on that lock, not on these reads.
    const reach = await this.reach(tradieId);
    return this.unitOfWork.run(async () => {
      const job = await this.leads.lockJob(jobId);
      if (!job) throw JobsErrors.notFound();
      if (job.homeownerId === tradieId) throw LeadsErrors.ownJob();
      if (await this.leads.find(jobId, tradieId)) throw LeadsErrors.alreadyBought();
      const refusal = saleRefusal(job) ?? matchRefusal(reach, job);
      if (refusal) throw refusal;
      const price = leadPriceCredits(job.isEmergency);
      const now = this.clock.now();
      await this.leads.takeSlot(jobId);
      const lead = await this.leads.insert({ jobId, tradieId, priceCredits: price, boughtAt: now });
      const debit = await this.ledger.debit(
        tradieId,
        price,
        'lead_purchase',
        jobId,
        purchaseKey(jobId, tradieId),
      );
      await this.events.publish(
        leadEvent(
          LEAD_BOUGHT,
          lead.id,
          { jobId, tradieId, homeownerId: job.homeownerId, priceCredits: price },
          now,
        ),
      );
      await this.conversations.open(jobId, tradieId, job.homeownerId, now);
      return { lead, balance: debit.balanceAfter };
    });
  }

  /** The tradie's trades and service area, as the matching rule reads them. */
  private async reach(tradieId: string): Promise<TradieReach> {
    const tradie = await this.tradies.profile(tradieId);
    if (!tradie) throw LeadsErrors.notATradieProfile();
    const origin = await this.postcodes.locate(tradie.servicePostcode);
    return {
      categories: tradie.categories,
      listed: tradie.listedCategories,
      serviceRadiusKm: tradie.serviceRadiusKm,
      origin,
    };
  }

  /** Open jobs on sale in the tradie's trades within their service radius, emergency first. */
  async feed(
    tradieId: string,
    filters: FeedFilters,
  ): Promise<{ items: FeedCard[]; nextCursor: string | null }> {
    const scope = await this.feedScope(tradieId, filters);
    if (!scope) return { items: [], nextCursor: null };
    return this.feedReader.page({
      ...scope,
      cursor: filters.cursor,
      limit: filters.limit ?? FEED_DEFAULT_LIMIT,
    });
  }

  /**
   * How many of the jobs the tradie's unfiltered feed shows were published after `since` and
   * are not bought by them: counted, not scanned, so none is missed however far down it sits.
   */
  async newInFeed(tradieId: string, since: Date): Promise<number> {
    const scope = await this.feedScope(tradieId, {});
    return scope ? this.feedReader.countNew(scope, since) : 0;
  }

  /** The feed's matching rules for this tradie, or null when nothing can match. */
  private async feedScope(tradieId: string, filters: FeedFilters): Promise<FeedScope | null> {
    const tradie = await this.tradies.profile(tradieId);
    if (!tradie) throw LeadsErrors.notATradieProfile();
    const categories = feedCategories({ listed: tradie.listedCategories }, filters.category);
    const origin = await this.postcodes.locate(tradie.servicePostcode);
    const radiusKm = Math.min(filters.distanceKm ?? tradie.serviceRadiusKm, tradie.serviceRadiusKm);
    // As matchRefusal: an unknown service postcode matches nothing, never the whole country.
    if (categories.length === 0 || !origin) return null;
    return {
      tradieId,
      categories,
      origin,
      radiusKm,
      state: filters.state,
      emergency: filters.emergency,
    };
  }

  /** A page of the tradie's leads, newest purchase first, with how many are in each stage. */
  async mine(
    tradieId: string,
    page: { stage?: LeadStage; cursor?: string; limit?: number } = {},
  ): Promise<TradieLeadsPage & { counts: Record<LeadStage, number> }> {
    const [leads, counts] = await Promise.all([
      this.leads.listByTradie({
        tradieId,
        stage: page.stage,
        cursor: page.cursor,
        limit: page.limit ?? MY_LEADS_PAGE,
      }),
      this.leads.countByStage(tradieId),
    ]);
    return { ...leads, counts };
  }

  async leadOf(jobId: string, tradieId: string): Promise<Lead | null> {
    return this.leads.find(jobId, tradieId);
  }

  /**
   * Credits back every active lead of a job, once each (the lead's status and the ledger key
   * both guard it). Runs inside the caller's transaction: the cancellation or the expiry.
   */
  async refundJob(jobId: string, reason: RefundReason): Promise<number> {
    return this.unitOfWork.run(async () => {
      const active = await this.leads.lockActiveForJob(jobId);
      for (const lead of active) await this.refund(lead, reason);
      return active.length;
    });
  }

  /**
   * Credits a dead lead back (the homeowner read none of the tradie's messages in time), once:
   * the lead's row lock, its status and the ledger key all guard it. The tradie's messages
   * timing comes from the messaging module's read model; the rule is applied here.
   */
  async refundIfDead(chat: {
    jobId: string;
    tradieId: string;
    homeownerId: string;
    firstMessageAt: Date;
    homeownerReadAt: Date | null;
  }): Promise<boolean> {
    return this.unitOfWork.run(async () => {
      const found = await this.leads.find(chat.jobId, chat.tradieId);
      const lead = found && (await this.leads.lockById(found.id));
      if (!lead) return false;
      const purchase = { ...lead, hired: await this.leads.isHired(lead.id) };
      if (!isDeadLead(purchase, chat.firstMessageAt, chat.homeownerReadAt, this.clock.now())) {
        return false;
      }
      await this.refund(lead, 'homeowner_silent', { homeownerId: chat.homeownerId });
      return true;
    });
  }

  async openDispute(
    leadId: string,
    tradieId: string,
    input: { reason: DisputeReason; details: string },
  ): Promise<Dispute> {
    return this.unitOfWork.run(async () => {
      const lead = await this.leads.lockById(leadId);
      if (!lead) throw LeadsErrors.leadNotFound();
      const now = this.clock.now();
      assertDisputable(lead, tradieId, now);
      // A lead that won the job delivered what it promised.
      if (await this.leads.isHired(leadId)) throw LeadsErrors.disputeLeadWon();
      const dispute = await this.disputes.insert({
        leadId,
        reason: input.reason,
        details: input.details.trim(),
      });
      await this.events.publish(
        leadEvent(DISPUTE_OPENED, dispute.id, { leadId, tradieId, reason: input.reason }, now),
      );
      return dispute;
    });
  }

  listDisputes(status: DisputeStatus, limit = 200): Promise<DisputeWithLead[]> {
    return this.disputes.list(status, limit);
  }

  /** Approving refunds the lead once (nothing more if it was already credited back). */
  async decideDispute(
    disputeId: string,
    adminId: string,
    decision: 'approved' | 'rejected',
    reason: string,
  ): Promise<DisputeWithLead> {
    await this.unitOfWork.run(async () => {
      const dispute = await this.disputes.lock(disputeId);
      if (!dispute) throw LeadsErrors.disputeNotFound();
      assertUndecided(dispute);
      const now = this.clock.now();
      await this.disputes.decide(disputeId, decision, adminId, reason.trim(), now);
      if (decision === 'approved') {
        const lead = await this.leads.lockById(dispute.leadId);
        if (lead && needsRefund(lead)) await this.refund(lead, 'dispute_approved');
      }
      // The admin's decision is audited with it, or neither stands.
      await this.audit.record({
        actorId: adminId,
        action: 'dispute.decide',
        targetType: 'dispute',
        targetId: disputeId,
        reason: reason.trim(),
        details: { decision, leadId: dispute.leadId },
      });
      await this.events.publish(
        leadEvent(
          DISPUTE_DECIDED,
          disputeId,
          { leadId: dispute.leadId, decision, adminId, reason: reason.trim() },
          now,
        ),
      );
    });
    const decided = await this.disputes.findWithLead(disputeId);
    if (!decided) throw LeadsErrors.disputeNotFound();
    return decided;
  }

  private async refund(
    lead: Lead,
    reason: RefundReason,
    extra: { homeownerId?: string } = {},
  ): Promise<void> {
    const now = this.clock.now();
    await this.leads.markRefunded(lead.id, reason, now);
    await this.ledger.credit(
      lead.tradieId,
      lead.priceCredits,
      'refund',
      lead.jobId,
      refundKey(lead.id),
    );
    await this.events.publish(
      leadEvent(
        LEAD_REFUNDED,
        lead.id,
        {
          jobId: lead.jobId,
          tradieId: lead.tradieId,
          credits: lead.priceCredits,
          reason,
          ...extra,
        },
        now,
      ),
    );
    await this.conversations.close(lead.jobId, lead.tradieId, reason);
  }
}
