import type { APIRequestContext } from '@playwright/test';
import { apiPost, expect } from './helpers.ts';

/** Fails with `what` unless the answer is a success; returns its JSON body. */
export async function ok<T = unknown>(
  response: Awaited<ReturnType<APIRequestContext['post']>>,
  what: string,
): Promise<T> {
  expect(response.status(), what).toBeLessThan(300);
  return (await response.json().catch(() => null)) as T;
}

/**
 * A job of the homeowner, hired to the tradie through the API (the tradie needs 5 credits);
 * returns its id.
 */
export async function hiredJob(
  owner: APIRequestContext,
  pro: APIRequestContext,
  title: string,
): Promise<string> {
  const posted = await ok<{ job: { id: string } }>(
    await apiPost(owner, '/api/jobs', {
      title,
      description: 'The bathroom basin tap drips all day and the washer needs replacing soon.',
      category: 'plumbing',
      location: 'Newtown',
      state: 'NSW',
      postcode: '2042',
      budget: 20_000,
      isEmergency: false,
      privacyConsent: true,
    }),
    'post a job',
  );
  const jobId = posted.job.id;
  await ok(await apiPost(pro, `/api/jobs/${jobId}/lead`), 'buy the lead');
  const quoted = await ok<{ quote: { id: string } }>(
    await apiPost(pro, `/api/jobs/${jobId}/quotes`, {
      amountCents: 18_000,
      message: 'New washer and cartridge, about an hour of work.',
    }),
    'quote',
  );
  const quoteId = quoted.quote.id;
  await ok(await apiPost(owner, `/api/jobs/${jobId}/hire`, { quoteId }), 'hire');
  return jobId;
}
