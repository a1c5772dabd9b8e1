import { api, unwrap } from '@/shared/api/client';

/** POST /api/reviews/:id/reply — the tradie's one public reply to a review. */
export function replyToReview(reviewId: string, reply: string): Promise<unknown> {
  return unwrap(
    api.POST('/api/reviews/{id}/reply', { params: { path: { id: reviewId } }, body: { reply } }),
  );
}
