import type { Dispute, Lead, LeadStage, Quote, RefundReason } from '#modules/leads/domain/lead.js';
import { LeadsErrors } from '#modules/leads/domain/leads-errors.js';
import {
  DisputeRepository,
  type DisputeWithLead,
  type FeedCard,
  type FeedQuery,
  type FeedScope,
  type JobForSale,
  LeadConversations,
  LeadFeed,
  LeadRepository,
  QuoteRepository,
  type QuoteWithTradie,
  TradieDirectory,
  type TradieLeadsPage,
  type TradieLeadsQuery,
  type TradieProfile,
} from '#modules/leads/domain/ports.js';
import { PostcodeDirectory, type PostcodeLocation } from '#shared/domain/geo.js';
import { UnitOfWork } from '#shared/domain/unit-of-work.js';

/** Jobs on sale and their leads, in memory. Rows are copied out, as a database would. */
export class InMemoryLeads extends LeadRepository {
  readonly jobs = new Map<string, JobForSale>();
  readonly leads: Lead[] = [];
  /** Lead ids whose tradie was hired (the quote accepted). */
  readonly hired = new Set<string>();
  lastTradieQuery: TradieLeadsQuery | null = null;
  private n = 0;

  addJob(job: Partial<JobForSale> & { id: string; homeownerId: string }): JobForSale {
    const row: JobForSale = {
      status: 'open',
      isEmergency: false,
      leadCount: 0,
      leadCap: 3,
      leadsExpiredAt: null,
      category: 'plumbing',
      location: { lat: -33.9, lng: 151.18 },
      ...job,
    };
    this.jobs.set(row.id, row);
    return row;
  }

  async lockJob(jobId: string) {
    const job = this.jobs.get(jobId);
    return job ? { ...job } : null;
  }
  async takeSlot(jobId: string) {
    this.jobs.get(jobId)!.leadCount++;
  }
  async insert(lead: Omit<Lead, 'id' | 'status' | 'refundReason' | 'refundedAt'>) {
    if (this.leads.some((l) => l.jobId === lead.jobId && l.tradieId === lead.tradieId)) {
      throw LeadsErrors.alreadyBought();
    }
    const row: Lead = {
      ...lead,
      id: `lead-${++this.n}`,
      status: 'active',
      refundReason: null,
      refundedAt: null,
    };
    this.leads.push(row);
    return { ...row };
  }
  async find(jobId: string, tradieId: string) {
    const lead = this.leads.find((l) => l.jobId === jobId && l.tradieId === tradieId);
    return lead ? { ...lead } : null;
  }
  async findById(leadId: string) {
    const lead = this.leads.find((l) => l.id === leadId);
    return lead ? { ...lead } : null;
  }
  async lockActiveForJob(jobId: string) {
    return this.leads
      .filter((l) => l.jobId === jobId && l.status === 'active')
      .sort((a, b) => a.tradieId.localeCompare(b.tradieId))
      .map((l) => ({ ...l }));
  }
  lockById(leadId: string) {
    return this.findById(leadId);
  }
  async markRefunded(leadId: string, reason: RefundReason, at: Date) {
    Object.assign(
      this.leads.find((l) => l.id === leadId)!,
      {
        status: 'refunded',
        refundReason: reason,
        refundedAt: at,
      },
    );
  }
  async isHired(leadId: string) {
    return this.hired.has(leadId);
  }
  async listByTradie(query: TradieLeadsQuery): Promise<TradieLeadsPage> {
    this.lastTradieQuery = query;
    return { items: [], nextCursor: null };
  }
  async countByStage(tradieId: string): Promise<Record<LeadStage, number>> {
    const mine = this.leads.filter((l) => l.tradieId === tradieId);
    const won = mine.filter((l) => this.hired.has(l.id)).length;
    return { to_quote: mine.length - won, quoted: 0, won };
  }
}

export class InMemoryQuotes extends QuoteRepository {
  readonly quotes: Quote[] = [];
  private n = 0;

  async insert(quote: Omit<Quote, 'id' | 'status' | 'createdAt' | 'revisedAt' | 'revision'>) {
    if (this.quotes.some((q) => q.jobId === quote.jobId && q.tradieId === quote.tradieId)) {
      throw LeadsErrors.quoteAlreadySent();
    }
    const row: Quote = {
      ...quote,
      id: `quote-${++this.n}`,
      status: 'sent',
      createdAt: new Date(),
      revisedAt: null,
      revision: 0,
    };
    this.quotes.push(row);
    return { ...row };
  }
  lock(quoteId: string) {
    return this.findById(quoteId);
  }
  async revise(
    quoteId: string,
    changes: Pick<Quote, 'amountCents' | 'message' | 'estimatedStart'>,
    at: Date,
  ) {
    const row = this.quotes.find((q) => q.id === quoteId)!;
    Object.assign(row, changes, { revisedAt: at, revision: row.revision + 1 });
    return { ...row };
  }
  async findById(quoteId: string) {
    const quote = this.quotes.find((q) => q.id === quoteId);
    return quote ? { ...quote } : null;
  }
  async listForJob(jobId: string): Promise<QuoteWithTradie[]> {
    return this.quotes
      .filter((q) => q.jobId === jobId)
      .map((q) => ({
        ...q,
        tradie: { id: q.tradieId, firstName: 'T', businessName: 'B', rating: null, reviewCount: 0 },
      }));
  }
  async settleHire(jobId: string, acceptedQuoteId: string) {
    const notSelected: Quote[] = [];
    for (const quote of this.quotes.filter((q) => q.jobId === jobId && q.status === 'sent')) {
      quote.status = quote.id === acceptedQuoteId ? 'accepted' : 'not_selected';
      if (quote.status === 'not_selected') notSelected.push({ ...quote });
    }
    return { notSelected };
  }
}

export class InMemoryDisputes extends DisputeRepository {
  readonly disputes: Dispute[] = [];
  private n = 0;
  constructor(private readonly leads: InMemoryLeads) {
    super();
  }

  async insert(dispute: Pick<Dispute, 'leadId' | 'reason' | 'details'>) {
    if (this.disputes.some((d) => d.leadId === dispute.leadId)) throw LeadsErrors.alreadyDisputed();
    const row: Dispute = {
      ...dispute,
      id: `dispute-${++this.n}`,
      status: 'open',
      decidedBy: null,
      decisionReason: null,
      decidedAt: null,
      createdAt: new Date(),
    };
    this.disputes.push(row);
    return { ...row };
  }
  async lock(disputeId: string) {
    const dispute = this.disputes.find((d) => d.id === disputeId);
    return dispute ? { ...dispute } : null;
  }
  async decide(
    disputeId: string,
    status: 'approved' | 'rejected',
    adminId: string,
    reason: string,
    at: Date,
  ) {
    Object.assign(
      this.disputes.find((d) => d.id === disputeId)!,
      {
        status,
        decidedBy: adminId,
        decisionReason: reason,
        decidedAt: at,
      },
    );
  }
  async list(status: Dispute['status'], limit: number) {
    const rows = this.disputes.filter((d) => d.status === status).slice(0, limit);
    return (await Promise.all(rows.map((d) => this.findWithLead(d.id)))).filter((d) => d !== null);
  }
  async findWithLead(disputeId: string): Promise<DisputeWithLead | null> {
    const dispute = this.disputes.find((d) => d.id === disputeId);
    const lead = dispute && (await this.leads.findById(dispute.leadId));
    if (!dispute || !lead) return null;
    return {
      ...dispute,
      lead,
      job: { id: lead.jobId, title: 'A job' },
      tradie: { id: lead.tradieId, businessName: 'B' },
    };
  }
}

/** Answers with nothing; remembers what it was asked. */
export class RecordingLeadFeed extends LeadFeed {
  readonly queries: FeedQuery[] = [];
  async page(query: FeedQuery): Promise<{ items: FeedCard[]; nextCursor: string | null }> {
    this.queries.push(query);
    return { items: [], nextCursor: null };
  }
  readonly counted: { scope: FeedScope; since: Date }[] = [];
  async countNew(scope: FeedScope, since: Date): Promise<number> {
    this.counted.push({ scope, since });
    return 7;
  }
}

export class InMemoryTradies extends TradieDirectory {
  readonly profiles = new Map<string, TradieProfile>();
  add(id: string, over: Partial<TradieProfile> = {}): TradieProfile {
    const profile: TradieProfile = {
      id,
      firstName: 'Tess',
      businessName: 'Tess Plumbing',
      categories: ['plumbing', 'electrical'],
      listedCategories: ['plumbing'],
      servicePostcode: '2042',
      serviceRadiusKm: 30,
      ...over,
    };
    this.profiles.set(id, profile);
    return profile;
  }
  async profile(tradieId: string) {
    return this.profiles.get(tradieId) ?? null;
  }
}

/** Newtown (2042) and Melbourne (3000); other postcodes are unknown. */
export class TwoPostcodes extends PostcodeDirectory {
  async locate(postcode: string): Promise<PostcodeLocation | null> {
    if (postcode === '2042') return { postcode, state: 'NSW', lat: -33.9, lng: 151.18 };
    if (postcode === '3000') return { postcode, state: 'VIC', lat: -37.81, lng: 144.96 };
    return null;
  }
}

export class RecordingConversations extends LeadConversations {
  readonly opened: string[] = [];
  readonly closed: string[] = [];
  async open(jobId: string, tradieId: string) {
    this.opened.push(`${jobId}:${tradieId}`);
  }
  async close(jobId: string, tradieId: string, reason: RefundReason) {
    this.closed.push(`${jobId}:${tradieId}:${reason}`);
  }
}

/** Runs work directly, counting how deep in units of work the caller is. */
export class DepthUnitOfWork extends UnitOfWork {
  depth = 0;
  async run<T>(work: () => Promise<T>): Promise<T> {
    this.depth++;
    try {
      return await work();
    } finally {
      this.depth--;
    }
  }
}
