import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import { requiredText } from '@/shared/forms/schema-parts';
import { z } from '@/shared/forms/zod';
import { reviewKeys } from './keys';

/** POST /api/reviews/:id/reply — the tradie's one public reply to a review. */
export function replyToReview(reviewId: string, reply: string): Promise<unknown> {
  return unwrap(
    api.POST('/api/reviews/{id}/reply', { params: { path: { id: reviewId } }, body: { reply } }),
  );
}

/** GET /api/reviews/mine — the tradie's reviews, hidden ones and reports included. */
export function myReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.mine,
    queryFn: async () => (await unwrap(api.GET('/api/reviews/mine'))).items,
  });
}

/** A reason for Tradiehub (the tradie's report or the admin's decision): 5 to 1000 characters. */
export const reasonSchema = (required: string) =>
  z.object({
    reason: requiredText({
      required,
      min: 5,
      max: 1000,
      tooShort: 'Please say a little more (at least 5 characters).',
      tooLong: 'Please keep it under 1,000 characters.',
    }),
  });

/** POST /api/reviews/:id/report — the reviewed tradie asks Tradiehub to look at a review. */
export async function reportReview(reviewId: string, reason: string): Promise<void> {
  await unwrap(
    api.POST('/api/reviews/{id}/report', { params: { path: { id: reviewId } }, body: { reason } }),
  );
}

/** GET /api/admin/review-reports — open reports, oldest first. */
export function reportedReviewsQueryOptions() {
  return queryOptions({
    queryKey: reviewKeys.reported,
    queryFn: async () => (await unwrap(api.GET('/api/admin/review-reports'))).items,
    staleTime: 0,
  });
}

/** POST /api/admin/review-reports/:id/keep|hide — with a reason both parties see. */
export async function decideReport(
  id: string,
  decision: 'keep' | 'hide',
  reason: string,
): Promise<void> {
  const path =
    decision === 'keep'
      ? ('/api/admin/review-reports/{id}/keep' as const)
      : ('/api/admin/review-reports/{id}/hide' as const);
  await unwrap(api.POST(path, { params: { path: { id } }, body: { reason } }));
}
