import { ADMIN_DECISION_EVENTS } from '#modules/identity/domain/account.service.js';
import { DISPUTE_DECIDED } from '#modules/leads/domain/lead-events.js';
import { REVIEW_REPORT_DECIDED } from '#modules/reviews/domain/review-moderation.js';
import type { DomainEvent, DomainEvents } from '#shared/domain/domain-events.js';
import type { AuditAction, AuditLog, NewAuditEntry } from './audit.js';

const AUDITED = [
  ...Object.values(ADMIN_DECISION_EVENTS),
  DISPUTE_DECIDED,
  REVIEW_REPORT_DECIDED,
] as const;
type AuditedEvent = DomainEvent<(typeof AUDITED)[number]>;

/**
 * The audit rows of admin decisions other modules make (tradie verification, bans, dispute
 * decisions, review moderation): recorded from their events inside the decision's own transaction, so a
 * decision and its audit row exist together. Events without an admin (scripts) are skipped.
 */
export function auditEntryFor(event: AuditedEvent): NewAuditEntry | null {
  const actorId = event.payload.adminId;
  if (!actorId) return null;
  const reason = event.payload.reason;
  switch (event.type) {
    case ADMIN_DECISION_EVENTS.tradieVerified:
      return {
        actorId,
        action: event.payload.decision === 'approved' ? 'tradie.approve' : 'tradie.reject',
        targetType: 'user',
        targetId: event.aggregateId,
        reason,
      };
    case ADMIN_DECISION_EVENTS.userBanned:
    case ADMIN_DECISION_EVENTS.userUnbanned: {
      const action: AuditAction = event.type === 'identity.user_banned' ? 'user.ban' : 'user.unban';
      return { actorId, action, targetType: 'user', targetId: event.aggregateId, reason };
    }
    case DISPUTE_DECIDED:
      return {
        actorId,
        action: 'dispute.decide',
        targetType: 'dispute',
        targetId: event.aggregateId,
        reason,
        details: { decision: event.payload.decision, leadId: event.payload.leadId },
      };
    case REVIEW_REPORT_DECIDED:
      return {
        actorId,
        action: event.payload.decision === 'hidden' ? 'review.hide' : 'review.keep',
        targetType: 'review',
        targetId: event.aggregateId,
        reason,
        details: { reportId: event.payload.reportId, jobId: event.payload.jobId },
      };
  }
}

export function subscribeDecisionAudit(events: DomainEvents, audit: AuditLog): void {
  for (const type of AUDITED) {
    events.subscribe(
      type,
      async (event) => {
        const entry = auditEntryFor(event);
        if (entry) await audit.record(entry);
      },
      'transaction',
    );
  }
}
