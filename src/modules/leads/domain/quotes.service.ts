import type { Clock } from '#shared/domain/clock.js';
import type { DomainEvents } from '#shared/domain/domain-events.js';
import type { UnitOfWork } from '#shared/domain/unit-of-work.js';
import { JobEvents } from '#modules/jobs/domain/job-events.js';
import type { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import { assertHireable, assertRevisable, assertStartNotPast, type Quote } from './lead.js';
import { leadEvent, QUOTE_REVISED, QUOTE_SENT } from './lead-events.js';
import { LeadsErrors } from './leads-errors.js';
import type { LeadRepository, QuoteRepository, QuoteWithTradie } from './ports.js';

export interface QuoteInput {
  amountCents: number;
  message: string;
  estimatedStart: string | null;
}

/** Quotes from tradies who bought the lead, and hiring one of them. */
export class QuotesService {
  constructor(
    private readonly quotes: QuoteRepository,
    private readonly leads: LeadRepository,
    private readonly jobs: JobsService,
    private readonly events: DomainEvents,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async send(jobId: string, tradieId: string, input: QuoteInput): Promise<Quote> {
    const now = this.clock.now();
    assertStartNotPast(input.estimatedStart, now);
    return this.unitOfWork.run(async () => {
      const job = await this.leads.lockJob(jobId);
      if (!job) throw JobsErrors.notFound();
      const lead = await this.leads.find(jobId, tradieId);
      if (!lead) throw LeadsErrors.notBought();
      if (job.status !== 'open') throw LeadsErrors.quoteNotOpen(job.status);
      const quote = await this.quotes.insert({
        jobId,
        tradieId,
        leadId: lead.id,
        amountCents: input.amountCents,
        message: input.message.trim(),
        estimatedStart: input.estimatedStart,
      });
      await this.events.publish(
        leadEvent(
          QUOTE_SENT,
          quote.id,
          { jobId, tradieId, homeownerId: job.homeownerId, amountCents: quote.amountCents },
          now,
        ),
      );
      return quote;
    });
  }

  /**
   * The tradie changes their quote while the job is open and the quote still on the table;
   * the homeowner is told (`leads.quote_revised`). Locks the job first, as hiring does, so a
   * revision and a hire never cross.
   */
  async revise(quoteId: string, tradieId: string, input: QuoteInput): Promise<Quote> {
    const now = this.clock.now();
    assertStartNotPast(input.estimatedStart, now);
    return this.unitOfWork.run(async () => {
      const found = await this.quotes.findById(quoteId);
      if (!found) throw LeadsErrors.quoteNotFound();
      const job = await this.leads.lockJob(found.jobId);
      if (!job) throw JobsErrors.notFound();
      const quote = (await this.quotes.lock(quoteId))!;
      assertRevisable(quote, tradieId);
      if (job.status !== 'open') throw LeadsErrors.quoteNotOpen(job.status);
      const revised = await this.quotes.revise(
        quoteId,
        {
          amountCents: input.amountCents,
          message: input.message.trim(),
          estimatedStart: input.estimatedStart,
        },
        now,
      );
      await this.events.publish(
        leadEvent(
          QUOTE_REVISED,
          quote.id,
          {
            jobId: quote.jobId,
            tradieId,
            homeownerId: job.homeownerId,
            amountCents: revised.amountCents,
            previousAmountCents: quote.amountCents,
          },
          now,
        ),
      );
      return revised;
    });
  }

  /** The job's quotes, for its owner (or an admin). */
  async listForJob(jobId: string, actor: { id: string; type: string }): Promise<QuoteWithTradie[]> {
    const job = await this.jobs.getOrThrow(jobId);
    if (actor.type !== 'admin' && job.homeownerId !== actor.id) throw JobsErrors.notYours();
    return this.quotes.listForJob(jobId);
  }

  /**
   * Assigns the job to the quote's tradie at the revision the homeowner saw; every other quote
   * becomes not selected. The job is locked before the quote is read (as `revise` does), so a
   * revision either lands first and the hire is refused with the new amount, or waits.
   */
  async hire(
    jobId: string,
    ownerId: string,
    quoteId: string,
    seenRevision?: number,
  ): Promise<{ quote: Quote }> {
    return this.unitOfWork.run(async () => {
      const locked = await this.leads.lockJob(jobId);
      if (!locked) throw JobsErrors.notFound();
      if (locked.homeownerId !== ownerId) throw JobsErrors.notYours();
      const quote = await this.quotes.lock(quoteId);
      if (!quote || quote.jobId !== jobId) throw LeadsErrors.quoteNotFound();
      // The job's state speaks first (already assigned → JOBS.NOT_OPEN), then the quote's.
      await this.jobs.assign(jobId, ownerId, quote.tradieId);
      assertHireable(quote, jobId, seenRevision);
      const { notSelected } = await this.quotes.settleHire(jobId, quote.id);
      await this.events.publish(
        JobEvents.hired(
          jobId,
          {
            homeownerId: ownerId,
            tradieId: quote.tradieId,
            quoteId: quote.id,
            notSelectedTradieIds: notSelected.map((q) => q.tradieId),
          },
          this.clock.now(),
        ),
      );
      return { quote: { ...quote, status: 'accepted' } };
    });
  }
}
