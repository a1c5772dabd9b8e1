import type { DomainEvent, EventPayload, EventType } from '#shared/domain/domain-events.js';

/** The jobs module's events, by type; payloads are in the event catalogue. */
const JOB_POSTED = 'jobs.job_posted';
const JOB_PUBLISHED = 'jobs.job_published';
export const JOB_CANCELLED = 'jobs.job_cancelled';
export const JOB_COMPLETED = 'jobs.job_completed';
export const TRADIE_HIRED = 'jobs.tradie_hired';
export const LEADS_EXPIRED = 'jobs.leads_expired';
export const JOB_WITHDRAWN = 'jobs.job_withdrawn';

const event = <T extends EventType>(
  type: T,
  jobId: string,
  payload: EventPayload<T>,
  at: Date,
): DomainEvent<T> => ({
  type,
  aggregateId: jobId,
  payload,
  occurredAt: at,
});

export const JobEvents = {
  posted: (jobId: string, p: EventPayload<typeof JOB_POSTED>, at: Date) =>
    event(JOB_POSTED, jobId, p, at),
  published: (jobId: string, p: EventPayload<typeof JOB_PUBLISHED>, at: Date) =>
    event(JOB_PUBLISHED, jobId, p, at),
  cancelled: (jobId: string, p: EventPayload<typeof JOB_CANCELLED>, at: Date) =>
    event(JOB_CANCELLED, jobId, p, at),
  completed: (jobId: string, p: EventPayload<typeof JOB_COMPLETED>, at: Date) =>
    event(JOB_COMPLETED, jobId, p, at),
  withdrawn: (jobId: string, p: EventPayload<typeof JOB_WITHDRAWN>, at: Date) =>
    event(JOB_WITHDRAWN, jobId, p, at),
  leadsExpired: (jobId: string, p: EventPayload<typeof LEADS_EXPIRED>, at: Date) =>
    event(LEADS_EXPIRED, jobId, p, at),
  hired: (jobId: string, p: EventPayload<typeof TRADIE_HIRED>, at: Date) =>
    event(TRADIE_HIRED, jobId, p, at),
};
