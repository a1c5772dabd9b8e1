import { redactContactDetails } from '#shared/domain/contact-redaction.js';
import type { RecordedEvent } from '#shared/domain/domain-events.js';
import type { NewNotification, NotificationType } from './notification.js';

/** The events the inbox consumes (other modules' names; rewards/leaderboard land separately). */
export const CONSUMED_EVENTS = [
  'jobs.job_posted',
  'jobs.job_published',
  'leads.lead_bought',
  'leads.quote_sent',
  'leads.quote_revised',
  'jobs.tradie_hired',
  'jobs.job_completed',
  'reviews.review_left',
  'reviews.report_decided',
  'messaging.message_sent',
  'rewards.level_up',
  'leaderboard.award',
  'leads.lead_refunded',
  'identity.tradie_verified',
  'credits.credits_added',
] as const;

/** An event the inbox consumes, its payload as the event catalogue says. */
export type NotifiedEvent = RecordedEvent<(typeof CONSUMED_EVENTS)[number]>;

/** What the rules need to know beyond the event itself, looked up by the service. */
export interface EventFacts {
  jobTitle: string | null;
  /** Approved tradies whose trades and service area match the job (new-lead events). */
  matchingTradieIds: string[];
  /** Display names by user id (the other party of a lead, quote or message). */
  names: Record<string, string>;
  /** Whether the recipient has the conversation open right now (message events). */
  recipientViewing: boolean;
  /** Whether the message's recipient is a tradie (their screens live under /dashboard/tradie). */
  recipientIsTradie: boolean;
}

const money = (cents: number) =>
  `A$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The job ids and user ids an event's facts depend on. */
export function factsNeeded(event: NotifiedEvent): {
  jobId: string | null;
  userIds: string[];
  matchTradies: boolean;
  conversationId: string | null;
  recipientId: string | null;
} {
  const none = { userIds: [], matchTradies: false, conversationId: null, recipientId: null };
  switch (event.type) {
    case 'jobs.job_posted':
      return { ...none, jobId: event.aggregateId, matchTradies: event.payload.status === 'open' };
    case 'jobs.job_published':
      return { ...none, jobId: event.aggregateId, matchTradies: true };
    case 'jobs.tradie_hired':
    case 'jobs.job_completed': {
      const { tradieId } = event.payload;
      return { ...none, jobId: event.aggregateId, userIds: tradieId ? [tradieId] : [] };
    }
    case 'messaging.message_sent': {
      const { jobId, senderId, conversationId, recipientId } = event.payload;
      return { ...none, jobId, userIds: [senderId], conversationId, recipientId };
    }
    case 'credits.credits_added':
      return { ...none, jobId: null, recipientId: event.payload.userId };
    case 'rewards.level_up':
      return { ...none, jobId: null };
    case 'identity.tradie_verified':
    case 'leaderboard.award':
      return { ...none, jobId: null, userIds: [event.payload.tradieId] };
    default:
      // Leads, quotes and reviews: the job and the tradie are in the payload.
      return { ...none, jobId: event.payload.jobId, userIds: [event.payload.tradieId] };
  }
}

/**
 * The notifications one event raises, one per recipient. Pure: the same event and facts give
 * the same rows (the store keeps one per recipient, type and event).
 */
export function notificationsFor(event: NotifiedEvent, facts: EventFacts): NewNotification[] {
  const job = facts.jobTitle ?? 'your job';
  // For tradies who have not bought the lead (or whose lead was refunded).
  const jobForNonBuyer = facts.jobTitle === null ? job : redactContactDetails(facts.jobTitle);
  const out: NewNotification[] = [];
  const add = (
    userId: string | null,
    type: NotificationType,
    title: string,
    body: string,
    link: string | null,
  ) => {
    if (userId) out.push({ userId, type, title, body, link, sourceEventId: event.id });
  };
  const name = (id: string) => facts.names[id] ?? 'A tradie';

  switch (event.type) {
    case 'jobs.job_posted':
    case 'jobs.job_published':
      if (event.type === 'jobs.job_posted' && event.payload.status !== 'open') break;
      for (const tradieId of facts.matchingTradieIds) {
        add(
          tradieId,
          'lead_matched',
          `New lead: ${jobForNonBuyer}`,
          'A job in your trades and area was just posted.',
          '/dashboard/tradie/find-jobs',
        );
      }
      break;
    case 'leads.lead_bought': {
      const p = event.payload;
      add(
        p.homeownerId,
        'lead_bought',
        `${name(p.tradieId)} is interested in ${job}`,
        'They bought your job’s lead and can now message you and send a quote.',
        '/dashboard/messages',
      );
      break;
    }
    case 'leads.quote_sent': {
      const p = event.payload;
      add(
        p.homeownerId,
        'quote_received',
        `New quote for ${job}`,
        `${name(p.tradieId)} quoted ${money(p.amountCents)}.`,
        '/dashboard/jobs',
      );
      break;
    }
    case 'leads.quote_revised': {
      const p = event.payload;
      add(
        p.homeownerId,
        'quote_received',
        `Updated quote for ${job}`,
        `${name(p.tradieId)} changed their quote to ${money(p.amountCents)}.`,
        '/dashboard/jobs',
      );
      break;
    }
    case 'jobs.tradie_hired': {
      const p = event.payload;
      add(
        p.tradieId,
        'hired',
        `You were hired: ${job}`,
        'The homeowner accepted your quote.',
        '/dashboard/tradie/my-jobs',
      );
      for (const id of p.notSelectedTradieIds) {
        add(
          id,
          'not_hired',
          `Another tradie was chosen for ${job}`,
          'Thanks for quoting. New leads are waiting in your feed.',
          '/dashboard/tradie/find-jobs',
        );
      }
      break;
    }
    case 'jobs.job_completed':
      add(
        event.payload.tradieId,
        'job_completed',
        `Job completed: ${job}`,
        'The homeowner marked the job completed.',
        '/dashboard/tradie/my-jobs',
      );
      break;
    case 'reviews.review_left':
      add(
        event.payload.tradieId,
        'review_received',
        `New ${event.payload.rating}-star review`,
        `For ${job}.`,
        '/dashboard/tradie/profile',
      );
      break;
    case 'reviews.report_decided': {
      // Both parties hear the decision and the reason; neither hears the other's words.
      const p = event.payload;
      const hidden = p.decision === 'hidden';
      const title = hidden ? 'A review was hidden' : 'A reported review stays up';
      const body = `${hidden ? 'Hidden by Tradiehub' : 'Kept by Tradiehub'}: ${p.reason}`;
      add(p.homeownerId, 'review_moderated', title, body, `/dashboard/review/${p.jobId}`);
      add(p.tradieId, 'review_moderated', title, body, '/dashboard/tradie/reviews');
      break;
    }
    case 'messaging.message_sent': {
      if (facts.recipientViewing) break;
      const p = event.payload;
      const base = facts.recipientIsTradie ? '/dashboard/tradie/messages' : '/dashboard/messages';
      add(
        p.recipientId,
        'message_received',
        `New message from ${name(p.senderId)}`,
        p.preview.length > 0 ? p.preview : 'Sent an attachment.',
        `${base}?conversation=${p.conversationId}`,
      );
      break;
    }
    case 'rewards.level_up':
      add(
        event.payload.userId,
        'level_up',
        `You reached ${event.payload.level}!`,
        `You have ${event.payload.points} Centra Points.`,
        '/dashboard/rewards',
      );
      break;
    case 'leaderboard.award':
      add(
        event.payload.tradieId,
        'leaderboard_award',
        `You placed #${event.payload.rank} on this week’s leaderboard`,
        `${event.payload.credits} free credits were added to your wallet.`,
        '/dashboard/tradie/top-tradies',
      );
      break;
    case 'leads.lead_refunded': {
      const p = event.payload;
      const silent = p.reason === 'homeowner_silent';
      const withdrawn = p.reason === 'job_withdrawn';
      add(
        p.tradieId,
        'credits_added',
        withdrawn
          ? `Job withdrawn: ${p.credits} credits back`
          : `${p.credits} credits back for ${jobForNonBuyer}`,
        withdrawn
          ? `The homeowner’s account was closed, so “${jobForNonBuyer}” is off the market. The lead’s credits are back in your wallet.`
          : silent
            ? 'The homeowner didn’t read your messages within 48 hours, so the lead’s credits are back in your wallet and the chat is closed.'
            : 'The lead’s credits were returned to your wallet.',
        '/dashboard/tradie/wallet',
      );
      // A dead lead: the homeowner learns why the tradie can no longer reach them.
      if (silent) {
        add(
          p.homeownerId ?? null,
          'lead_bought',
          `${name(p.tradieId)} couldn’t reach you about ${job}`,
          'Their messages went unread for 48 hours, so their credits went back to them and the chat is closed.',
          '/dashboard/messages',
        );
      }
      break;
    }
    case 'credits.credits_added': {
      const p = event.payload;
      const wallet = facts.recipientIsTradie ? '/dashboard/tradie/wallet' : '/dashboard/wallet';
      const why: Record<typeof p.creditType, [string, string]> = {
        purchase: ['Your credit purchase went through.', wallet],
        signup_bonus: ['Your free sign-up credits are in your wallet.', wallet],
        reward: ['Centra Rewards credits for your activity.', '/dashboard/rewards'],
        admin_adjustment: ['Added by the Tradiehub team.', wallet],
      };
      const [reason, link] = why[p.creditType];
      add(
        p.userId,
        'credits_added',
        `${p.credits} credits added`,
        `${reason} Balance: ${p.balanceAfter} credits.`,
        link,
      );
      break;
    }
    case 'identity.tradie_verified': {
      const p = event.payload;
      if (p.decision === 'approved') {
        add(
          p.tradieId,
          'verification_approved',
          'You are verified',
          'Your ABN and licence were approved: you can buy leads now.',
          '/dashboard/tradie',
        );
      } else {
        add(
          p.tradieId,
          'verification_rejected',
          'Your verification was not approved',
          p.reason ? `Reason: ${p.reason}` : 'Contact support for details.',
          '/dashboard/tradie/profile',
        );
      }
      break;
    }
  }
  return out;
}
