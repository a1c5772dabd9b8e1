import type { Clock } from '#shared/domain/clock.js';
import type { UnansweredLeadFinder } from '#modules/messaging/domain/ports.js';
import { DEAD_LEAD_REPLY_WITHIN_HOURS, DEAD_LEAD_UNREAD_HOURS } from './dead-lead.js';
import type { LeadsService } from './leads.service.js';

const HOUR_MS = 60 * 60 * 1000;
const PAGE = 100;

/**
 * One pass over the conversations the messaging module reports unanswered: each dead lead is
 * credited back in its own transaction (one failure leaves the others refunded; the next tick
 * or a retry picks it up again). Safe to run twice at once: refundIfDead locks the lead.
 */
export class DeadLeadSweep {
  constructor(
    private readonly finder: UnansweredLeadFinder,
    private readonly leads: LeadsService,
    private readonly clock: Clock,
  ) {}

  /** Answers how many leads it credited back. */
  async run(): Promise<number> {
    const now = this.clock.now();
    let refunded = 0;
    let after: { firstMessageAt: Date; conversationId: string } | null = null;
    for (;;) {
      const page = await this.finder.find({
        now,
        replyWithinMs: DEAD_LEAD_REPLY_WITHIN_HOURS * HOUR_MS,
        unreadForMs: DEAD_LEAD_UNREAD_HOURS * HOUR_MS,
        after,
        limit: PAGE,
      });
      for (const chat of page) if (await this.leads.refundIfDead(chat)) refunded += 1;
      const last = page.at(-1);
      if (!last || page.length < PAGE) return refunded;
      after = { firstMessageAt: last.firstMessageAt, conversationId: last.conversationId };
    }
  }
}
