/**
 * A review on a public profile. The OpenAPI document leaves review items untyped until the
 * reviews module lands, so they are checked at runtime and anything unexpected is skipped.
 */
export interface Review {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  reviewerFirstName?: string;
}

function isReview(value: unknown): value is Review {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === 'string' &&
    typeof r.rating === 'number' &&
    typeof r.createdAt === 'string' &&
    (r.comment === undefined || typeof r.comment === 'string')
  );
}

export function reviewsOf(profile: { reviews: readonly unknown[] }): Review[] {
  return profile.reviews.filter(isReview).map((r) => ({ ...r, comment: r.comment ?? '' }));
}
