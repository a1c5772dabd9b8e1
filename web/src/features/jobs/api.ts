import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, apiRequest, unwrap } from '@/shared/api/client';
import type { EditJobBody, Job, PostJobBody } from '@/shared/api/types';
import { jobKeys, type JobGroup } from './keys';

// The homeowner's side of jobs: post, edit, cancel, quotes, hire, complete, review.

const path = (id: string) => ({ params: { path: { id } } });

/** GET /api/jobs/mine?group= — the homeowner's jobs with quote counts, a page at a time. */
export function myJobsQueryOptions(group: JobGroup) {
  return infiniteQueryOptions({
    queryKey: jobKeys.mineIn(group),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/jobs/mine', { params: { query: { group, cursor: pageParam ?? undefined } } }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/jobs/:id */
export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.one(id),
    queryFn: () => unwrap(api.GET('/api/jobs/{id}', path(id))),
    select: (data) => data.job,
  });
}

/** GET /api/jobs/:id/quotes (owner). */
export function jobQuotesQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.quotes(id),
    queryFn: () => unwrap(api.GET('/api/jobs/{id}/quotes', path(id))),
    select: (data) => data.items,
  });
}

/** GET /api/jobs/:id/review — the homeowner's review of the job, if any. */
export function jobReviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.review(id),
    queryFn: () => unwrap(api.GET('/api/jobs/{id}/review', path(id))),
    select: (data) => data.review,
  });
}

export async function postJob(body: PostJobBody): Promise<Job> {
  return (await unwrap(api.POST('/api/jobs', { body }))).job;
}

/** Uploads photos one at a time (multipart, field `image`); the server strips their metadata. */
export async function uploadJobImages(jobId: string, files: readonly File[]): Promise<void> {
  for (const file of files) {
    const form = new FormData();
    form.append('image', file, file.name);
    await apiRequest('POST', `/api/jobs/${encodeURIComponent(jobId)}/images`, form);
  }
}

export async function editJob(id: string, body: EditJobBody): Promise<Job> {
  return (await unwrap(api.PATCH('/api/jobs/{id}', { ...path(id), body }))).job;
}

export function cancelJob(id: string): Promise<unknown> {
  return unwrap(api.POST('/api/jobs/{id}/cancel', path(id)));
}

/** Hires the quote at the revision the homeowner is looking at (a changed quote is refused). */
export function hireQuote(jobId: string, quoteId: string, revision: number): Promise<unknown> {
  return unwrap(api.POST('/api/jobs/{id}/hire', { ...path(jobId), body: { quoteId, revision } }));
}

export function completeJob(jobId: string): Promise<unknown> {
  return unwrap(api.POST('/api/jobs/{id}/complete', path(jobId)));
}

export function reviewJob(jobId: string, body: { rating: number; comment: string }) {
  return unwrap(api.POST('/api/jobs/{id}/review', { ...path(jobId), body }));
}
