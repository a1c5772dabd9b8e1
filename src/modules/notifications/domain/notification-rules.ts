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

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const money = (cents: number) =>
  `A$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The job ids and user ids an event's facts depend on. */
export function factsNeeded(event: RecordedEvent): {
  jobId: string | null;
  userIds: string[];
  matchTradies: boolean;
  conversationId: string | null;
  recipientId: string | null;
} {
  const p = event.payload;
  const jobId =
    event.type === 'jobs.job_posted' ||
    event.type === 'jobs.job_published' ||
    event.type === 'jobs.tradie_hired' ||
    event.type === 'jobs.job_completed'
      ? event.aggregateId
      : str(p.jobId);
  const matchTradies =
    event.type === 'jobs.job_published' ||
    (event.type === 'jobs.job_posted' && p.status === 'open');
  const userIds = [str(p.tradieId), str(p.senderId)].filter((id): id is string => id !== null);
  return {
    jobId,
    userIds,
    matchTradies,
    conversationId: event.type === 'messaging.message_sent' ? str(p.conversationId) : null,
    recipientId:
      event.type === 'messaging.message_sent'
        ? str(p.recipientId)
        : event.type === 'credits.credits_added'
          ? str(p.userId)
          : null,
  };
}

/**
 * The notifications one event raises, one per recipient. Pure: the same event and facts give
 * the same rows (the store keeps one per recipient, type and event).
 */
export function notificationsFor(event: RecordedEvent, facts: EventFacts): NewNotification[] {
  const p = event.payload;
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
  const name = (id: unknown) =>
    (typeof id === 'string' ? facts.names[id] : undefined) ?? 'A tradie';

  switch (event.type) {
    case 'jobs.job_posted':
    case 'jobs.job_published':
      if (event.type === 'jobs.job_posted' && p.status !== 'open') break;
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
    case 'leads.lead_bought':
      add(
        str(p.homeownerId),
        'lead_bought',
        `${name(p.tradieId)} is interested in ${job}`,
        'They bought your job’s lead and can now message you and send a quote.',
        '/dashboard/messages',
      );
      break;
    case 'leads.quote_sent': {
      const cents = num(p.amountCents);
      add(
        str(p.homeownerId),
        'quote_received',
        `New quote for ${job}`,
        `${name(p.tradieId)} quoted ${cents === null ? 'a price' : money(cents)}.`,
        '/dashboard/jobs',
      );
      break;
    }
    case 'leads.quote_revised': {
      const cents = num(p.amountCents);
      add(
        str(p.homeownerId),
        'quote_received',
        `Updated quote for ${job}`,
        `${name(p.tradieId)} changed their quote${cents === null ? '' : ` to ${money(cents)}`}.`,
        '/dashboard/jobs',
      );
      break;
    }
    case 'jobs.tradie_hired': {
      add(
        str(p.tradieId),
        'hired',
        `You were hired: ${job}`,
        'The homeowner accepted your quote.',
        '/dashboard/tradie/my-jobs',
      );
      const others = Array.isArray(p.notSelectedTradieIds) ? p.notSelectedTradieIds : [];
      for (const id of others) {
        add(
          str(id),
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
        str(p.tradieId),
        'job_completed',
        `Job completed: ${job}`,
        'The homeowner marked the job completed.',
        '/dashboard/tradie/my-jobs',
      );
      break;
    case 'reviews.review_left': {
      const rating = num(p.rating);
      add(
        str(p.tradieId),
        'review_received',
        rating === null ? 'New review' : `New ${rating}-star review`,
        `For ${job}.`,
        '/dashboard/tradie/profile',
      );
      break;
    }
    case 'reviews.report_decided': {
      // Both parties hear the decision and the reason; neither hears the other's words.
      const hidden = p.decision === 'hidden';
      const reason = str(p.reason) ?? '';
      const title = hidden ? 'A review was hidden' : 'A reported review stays up';
      const body = `${hidden ? 'Hidden by Tradiehub' : 'Kept by Tradiehub'}: ${reason}`;
      const jobId = str(p.jobId);
      add(
        str(p.homeownerId),
        'review_moderated',
        title,
        body,
        jobId ? `/dashboard/review/${jobId}` : null,
      );
      add(str(p.tradieId), 'review_moderated', title, body, '/dashboard/tradie/reviews');
      break;
    }
    case 'messaging.message_sent': {
      if (facts.recipientViewing) break;
      const recipient = str(p.recipientId);
      const conversation = str(p.conversationId);
      const preview = str(p.preview) ?? '';
      const base = facts.recipientIsTradie ? '/dashboard/tradie/messages' : '/dashboard/messages';
      add(
        recipient,
        'message_received',
        `New message from ${name(p.senderId)}`,
        preview.length > 0 ? preview : 'Sent an attachment.',
        conversation ? `${base}?conversation=${conversation}` : base,
      );
      break;
    }
    case 'rewards.level_up': {
      const level = str(p.level);
      const points = num(p.points);
      add(
        str(p.userId),
        'level_up',
        `You reached ${level ?? 'a new level'}!`,
        points === null ? 'Keep it up.' : `You have ${points} Centra Points.`,
        '/dashboard/rewards',
      );
      break;
    }
    case 'leaderboard.award': {
      const rank = num(p.rank);
      const credits = num(p.credits);
      add(
        str(p.tradieId),
        'leaderboard_award',
        `You placed #${rank ?? '?'} on this week’s leaderboard`,
        credits === null ? 'Well done.' : `${credits} free credits were added to your wallet.`,
        '/dashboard/tradie/top-tradies',
      );
      break;
    }
    case 'leads.lead_refunded': {
      const credits = num(p.credits);
      const silent = p.reason === 'homeowner_silent';
      const withdrawn = str(p.reason) === 'job_withdrawn';
      add(
        str(p.tradieId),
        'credits_added',
        withdrawn
          ? `Job withdrawn: ${credits ?? 'your'} credits back`
          : `${credits ?? 'Your'} credits back for ${jobForNonBuyer}`,
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
          str(p.homeownerId),
          'lead_bought',
          `${name(p.tradieId)} couldn’t reach you about ${job}`,
          'Their messages went unread for 48 hours, so their credits went back to them and the chat is closed.',
          '/dashboard/messages',
        );
      }
      break;
    }
    case 'credits.credits_added': {
      const credits = num(p.credits);
      const balance = num(p.balanceAfter);
      const wallet = facts.recipientIsTradie ? '/dashboard/tradie/wallet' : '/dashboard/wallet';
      const why: Record<string, [string, string]> = {
        purchase: ['Your credit purchase went through.', wallet],
        signup_bonus: ['Your free sign-up credits are in your wallet.', wallet],
        reward: ['Centra Rewards credits for your activity.', '/dashboard/rewards'],
        admin_adjustment: ['Added by the Tradiehub team.', wallet],
      };
      const [reason, link] = why[str(p.creditType) ?? ''] ?? ['Credits were added.', wallet];
      add(
        str(p.userId),
        'credits_added',
        `${credits ?? 'New'} credits added`,
        balance === null ? reason : `${reason} Balance: ${balance} credits.`,
        link,
      );
      break;
    }
    case 'identity.tradie_verified':
      if (p.decision === 'approved') {
        add(
          str(p.tradieId),
          'verification_approved',
          'You are verified',
          'Your ABN and licence were approved: you can buy leads now.',
          '/dashboard/tradie',
        );
      } else if (p.decision === 'rejected') {
        const reason = str(p.reason);
        add(
          str(p.tradieId),
          'verification_rejected',
          'Your verification was not approved',
          reason ? `Reason: ${reason}` : 'Contact support for details.',
          '/dashboard/tradie/profile',
        );
      }
      break;
  }
  return out;
}
