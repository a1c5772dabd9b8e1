import type { DomainEvent, EventPayload, EventType } from '#shared/domain/domain-events.js';

export const LEAD_BOUGHT = 'leads.lead_bought';
export const LEAD_REFUNDED = 'leads.lead_refunded';
export const QUOTE_SENT = 'leads.quote_sent';
export const QUOTE_REVISED = 'leads.quote_revised';
export const DISPUTE_OPENED = 'leads.dispute_opened';
export const DISPUTE_DECIDED = 'leads.dispute_decided';

export const leadEvent = <T extends EventType>(
  type: T,
  aggregateId: string,
  payload: EventPayload<T>,
  at: Date,
): DomainEvent<T> => ({ type, aggregateId, payload, occurredAt: at });
