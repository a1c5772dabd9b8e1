import type { DomainEvent } from '#shared/domain/domain-events.js';

/** The jobs module's events, by type; payloads are plain JSON. */
const JOB_POSTED = 'jobs.job_posted';
const JOB_PUBLISHED = 'jobs.job_published';
export const JOB_CANCELLED = 'jobs.job_cancelled';
export const JOB_COMPLETED = 'jobs.job_completed';
export const TRADIE_HIRED = 'jobs.tradie_hired';
export const LEADS_EXPIRED = 'jobs.leads_expired';
export const JOB_WITHDRAWN = 'jobs.job_withdrawn';

const event = (
  type: string,
  jobId: string,
  payload: Record<string, unknown>,
  at: Date,
): DomainEvent => ({
  type,
  aggregateId: jobId,
  payload,
  occurredAt: at,
});

export const JobEvents = {
  posted: (
    jobId: string,
    p: { homeownerId: string; isEmergency: boolean; status: string },
    at: Date,
  ) => event(JOB_POSTED, jobId, p, at),
  published: (jobId: string, p: { homeownerId: string }, at: Date) =>
    event(JOB_PUBLISHED, jobId, p, at),
  cancelled: (jobId: string, p: { homeownerId: string }, at: Date) =>
    event(JOB_CANCELLED, jobId, p, at),
  completed: (
    jobId: string,
    p: { homeownerId: string; tradieId: string | null; isEmergency: boolean },
    at: Date,
  ) => event(JOB_COMPLETED, jobId, p, at),
  withdrawn: (jobId: string, p: { homeownerId: string; reason: string }, at: Date) =>
    event(JOB_WITHDRAWN, jobId, p, at),
  leadsExpired: (jobId: string, p: { homeownerId: string }, at: Date) =>
    event(LEADS_EXPIRED, jobId, p, at),
  hired: (
    jobId: string,
    p: { homeownerId: string; tradieId: string; quoteId: string; notSelectedTradieIds: string[] },
    at: Date,
  ) => event(TRADIE_HIRED, jobId, p, at),
};
