/**
 * Tradie leaderboard points (../shared/design/decisions.md, "Tradie leaderboard"): 50 per
 * completed job, +10 when it was an emergency; a review received adds by its stars.
 */
export const JOB_POINTS = 50;
export const EMERGENCY_BONUS_POINTS = 10;

const REVIEW_POINTS: Readonly<Record<number, number>> = Object.freeze({
  5: 25,
  4: 15,
  3: 5,
  2: -10,
  1: -25,
});

export type ScoreReason =
  'job_completed' | 'emergency_job_completed' | 'review_received' | 'review_hidden';

export function jobScore(isEmergency: boolean): { points: number; reason: ScoreReason } {
  return isEmergency
    ? { points: JOB_POINTS + EMERGENCY_BONUS_POINTS, reason: 'emergency_job_completed' }
    : { points: JOB_POINTS, reason: 'job_completed' };
}

/** Points for a review of `rating` stars; a rating outside 1–5 is a programming error. */
export function reviewScore(rating: number): { points: number; reason: ScoreReason } {
  const points = REVIEW_POINTS[rating];
  if (points === undefined || !Number.isInteger(rating)) {
    throw new RangeError(`A review rating is 1 to 5 stars, not ${rating}`);
  }
  return { points, reason: 'review_received' };
}

/**
 * A review Tradiehub hid no longer counts: its points are taken back (a hidden 1-star review
 * stops pulling the tradie down), dated like the review so both leave the window together.
 */
export function hiddenReviewScore(rating: number): { points: number; reason: ScoreReason } {
  return { points: -reviewScore(rating).points, reason: 'review_hidden' };
}

/** Weekly prizes by rank (1-based): credits, and a badge for the top three. */
export type Badge = 'gold' | 'silver' | 'bronze';

export const PRIZES: readonly { rank: number; credits: number; badge: Badge | null }[] =
  Object.freeze([
    { rank: 1, credits: 10, badge: 'gold' },
    { rank: 2, credits: 7, badge: 'silver' },
    { rank: 3, credits: 5, badge: 'bronze' },
    { rank: 4, credits: 3, badge: null },
    { rank: 5, credits: 2, badge: null },
  ]);

/** The rolling window the ranking looks back over. */
export const WINDOW_DAYS = 90;
