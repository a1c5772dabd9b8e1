// Plain validators, not zod: route search validation sits in the entry chunk (see
// features/auth/search.ts).

type Search = Record<string, unknown>;

/** /dashboard/jobs?posted=<id>&photos=failed — the confirmation after posting. */
export function myJobsSearchSchema(search: Search): { posted?: string; photos?: 'failed' } {
  return {
    ...(typeof search.posted === 'string' ? { posted: search.posted } : {}),
    ...(search.photos === 'failed' ? { photos: 'failed' as const } : {}),
  };
}

/** /dashboard/emergency-success?job=<id> */
export function emergencySuccessSearchSchema(search: Search): { job?: string } {
  return typeof search.job === 'string' ? { job: search.job } : {};
}
