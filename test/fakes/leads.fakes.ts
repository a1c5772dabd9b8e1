import type { Dispute, Lead, LeadStage, Quote, RefundReason } from '#modules/leads/domain/lead.js';
import { LeadsErrors } from '#modules/leads/domain/leads-errors.js';
import {
  DisputeRepository,
  type DisputeWithLead,
  type JobForSale,
  LeadRepository,
  QuoteRepository,
  type QuoteWithTradie,
  type TradieLead,
  type TradieLeadsPage,
  type TradieLeadsQuery,
} from '#modules/leads/domain/ports.js';

/** A job on sale as the purchase reads it, with the title the lists show. */
export type FakeSaleJob = JobForSale & { title: string };

type Names = { firstName: string; businessName: string };
/** Who a tradie is when the fakes were not told (identity's name view). */
const SOMEONE: Names = { firstName: 'Tess', businessName: 'Tess Plumbing' };

const before = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Jobs on sale and their leads, in memory. Rows are copied out, as a database would. The quote
 * and dispute fakes built over it register here, so a tradie's list shows their quote and
 * dispute as the real joins do.
 */
export class InMemoryLeads extends LeadRepository {
  readonly jobs = new Map<string, FakeSaleJob>();
  readonly leads: Lead[] = [];
  /** Lead ids whose tradie was hired (an accepted quote says the same). */
  readonly hired = new Set<string>();
  /** The tradie each assigned job went to (the jobs module's column). */
  readonly assignedTo = new Map<string, string>();
  /** Tradies' names as the quote and dispute lists show them. */
  readonly names = new Map<string, Names>();
  quoteBook: InMemoryQuotes | null = null;
  disputeBook: InMemoryDisputes | null = null;
  lastTradieQuery: TradieLeadsQuery | null = null;
  private n = 0;

  addJob(job: Partial<FakeSaleJob> & { id: string; homeownerId: string }): FakeSaleJob {
    const row: FakeSaleJob = {
      status: 'open',
      isEmergency: false,
      leadCount: 0,
      leadCap: 3,
      leadsExpiredAt: null,
      category: 'plumbing',
      location: { lat: -33.9, lng: 151.18 },
      title: 'A job',
      ...job,
    };
    this.jobs.set(row.id, row);
    return { ...row };
  }

  async lockJob(jobId: string): Promise<JobForSale | null> {
    const job = this.jobs.get(jobId);
    if (!job) return null;
    const { title: _title, ...forSale } = job;
    return { ...forSale, location: forSale.location && { ...forSale.location } };
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
      .sort((a, b) => before(a.tradieId, b.tradieId))
      .map((l) => ({ ...l }));
  }
  lockById(leadId: string) {
    return this.findById(leadId);
  }
  /** Only an active lead: a refunded one keeps its first refund's reason and time. */
  async markRefunded(leadId: string, reason: RefundReason, at: Date) {
    const lead = this.leads.find((l) => l.id === leadId && l.status === 'active');
    if (lead) Object.assign(lead, { status: 'refunded', refundReason: reason, refundedAt: at });
  }
  async isHired(leadId: string) {
    return (
      this.hired.has(leadId) ||
      (this.quoteBook?.quotes.some((q) => q.leadId === leadId && q.status === 'accepted') ?? false)
    );
  }
  async listByTradie(query: TradieLeadsQuery): Promise<TradieLeadsPage> {
    this.lastTradieQuery = query;
    const all = this.leads
      .filter((l) => l.tradieId === query.tradieId)
      .filter((l) => !query.stage || this.stageOf(l) === query.stage)
      .sort((a, b) => +b.boughtAt - +a.boughtAt || before(b.id, a.id));
    // The cursor names the last lead handed out.
    const after = query.cursor ? Buffer.from(query.cursor, 'base64url').toString() : null;
    const from = after === null ? 0 : all.findIndex((l) => l.id === after) + 1;
    if (after !== null && from === 0) throw LeadsErrors.invalidCursor();
    const page = all.slice(from, from + query.limit);
    const more = from + query.limit < all.length;
    return {
      items: page.map((lead) => this.tradieLead(lead)),
      nextCursor: more ? Buffer.from(page[page.length - 1].id).toString('base64url') : null,
    };
  }
  async countByStage(tradieId: string): Promise<Record<LeadStage, number>> {
    const counts: Record<LeadStage, number> = { to_quote: 0, quoted: 0, won: 0 };
    for (const lead of this.leads.filter((l) => l.tradieId === tradieId)) {
      counts[this.stageOf(lead)] += 1;
    }
    return counts;
  }

  private quoteOf(lead: Lead): Quote | null {
    const quote = this.quoteBook?.quotes.find(
      (q) => q.jobId === lead.jobId && q.tradieId === lead.tradieId,
    );
    return quote ? { ...quote } : null;
  }

  /** As the real list: won when the job went to the tradie, else quoted or not yet. */
  private stageOf(lead: Lead): LeadStage {
    if (this.hired.has(lead.id) || this.assignedTo.get(lead.jobId) === lead.tradieId) return 'won';
    return this.quoteOf(lead) ? 'quoted' : 'to_quote';
  }

  private tradieLead(lead: Lead): TradieLead {
    const job = this.jobs.get(lead.jobId);
    const dispute = this.disputeBook?.disputes.find((d) => d.leadId === lead.id);
    return {
      lead: { ...lead },
      job: {
        id: lead.jobId,
        title: job?.title ?? 'A job',
        category: job?.category ?? 'plumbing',
        location: 'Newtown',
        state: 'NSW',
        postcode: '2042',
        budgetCents: 20_000,
        isEmergency: job?.isEmergency ?? false,
        status: job?.status ?? 'open',
        assignedTradieId: this.assignedTo.get(lead.jobId) ?? null,
        createdAt: new Date('2026-06-01T00:00:00Z'),
      },
      quote: this.quoteOf(lead),
      dispute: dispute
        ? {
            id: dispute.id,
            status: dispute.status,
            reason: dispute.reason,
            decisionReason: dispute.decisionReason,
          }
        : null,
    };
  }

  /** A tradie's names (identity's view) for the joined lists. */
  nameOf(tradieId: string): Names {
    return this.names.get(tradieId) ?? SOMEONE;
  }
}

export class InMemoryQuotes extends QuoteRepository {
  readonly quotes: Quote[] = [];
  private n = 0;
  private lastCreated = 0;
  /** Over `leads` when given: its tradies' names, and its lists see these quotes. */
  constructor(private readonly leads: InMemoryLeads | null = null) {
    super();
    if (leads) leads.quoteBook = this;
  }

  async insert(quote: Omit<Quote, 'id' | 'status' | 'createdAt' | 'revisedAt' | 'revision'>) {
    if (this.quotes.some((q) => q.jobId === quote.jobId && q.tradieId === quote.tradieId)) {
      throw LeadsErrors.quoteAlreadySent();
    }
    // Each later than the one before, as rows of separate transactions are.
    this.lastCreated = Math.max(Date.now(), this.lastCreated + 1);
    const row: Quote = {
      ...quote,
      id: `quote-${++this.n}`,
      status: 'sent',
      createdAt: new Date(this.lastCreated),
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
  /** In the order sent, with who sent them; nobody has reviews here. */
  async listForJob(jobId: string): Promise<QuoteWithTradie[]> {
    return this.quotes
      .filter((q) => q.jobId === jobId)
      .map((q) => ({
        ...q,
        tradie: {
          id: q.tradieId,
          ...(this.leads?.nameOf(q.tradieId) ?? SOMEONE),
          rating: null,
          reviewCount: 0,
        },
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
    leads.disputeBook = this;
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
  /** Only an open dispute: a decided one keeps its first decision. */
  async decide(
    disputeId: string,
    status: 'approved' | 'rejected',
    adminId: string,
    reason: string,
    at: Date,
  ) {
    const dispute = this.disputes.find((d) => d.id === disputeId && d.status === 'open');
    if (dispute) {
      Object.assign(dispute, { status, decidedBy: adminId, decisionReason: reason, decidedAt: at });
    }
  }
  /** Oldest first. */
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
      job: { id: lead.jobId, title: this.leads.jobs.get(lead.jobId)?.title ?? 'A job' },
      tradie: { id: lead.tradieId, businessName: this.leads.nameOf(lead.tradieId).businessName },
    };
  }
}
