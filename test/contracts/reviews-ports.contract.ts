import type { ReviewReportRepository } from '#modules/reviews/domain/review-moderation.js';
import type { Review, ReviewRepository } from '#modules/reviews/domain/review.js';

/** No review or report has it (a uuid, as the real ids are). */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

export interface ReviewsSubject {
  reviews: ReviewRepository;
  reports: ReviewReportRepository;
  homeowner: (firstName: string) => Promise<string>;
  tradie: (businessName: string) => Promise<string>;
  /** A job of the homeowner, with what and where it is as reviews show it. */
  job: (homeownerId: string) => Promise<{ id: string; category: string; location: string }>;
  admin: () => Promise<string>;
}

const T1 = new Date('2026-06-01T10:00:00Z');
const T2 = new Date('2026-06-02T10:00:00Z');

/**
 * What the reviews and moderation services rely on from their repositories, in memory or on
 * PostgreSQL. The row locks that queue a second report or reply are the real adapter's alone.
 */
export function reviewsPortsContract(name: string, make: () => Promise<ReviewsSubject>) {
  describe(`Review and review report repositories contract: ${name}`, () => {
    let s: ReviewsSubject;
    beforeEach(async () => {
      s = await make();
    });

    /** A review of a new job of the homeowner (a new Olivia unless given) for the tradie. */
    async function review(
      tradieId: string,
      rating = 4,
      homeownerId?: string,
    ): Promise<{ review: Review; job: { id: string; category: string; location: string } }> {
      const homeowner = homeownerId ?? (await s.homeowner('Olivia'));
      const job = await s.job(homeowner);
      const stored = await s.reviews.insert({
        jobId: job.id,
        homeownerId: homeowner,
        tradieId,
        rating,
        comment: `Rated ${rating}: tidy and on time`,
      });
      return { review: stored, job };
    }

    describe('ReviewRepository', () => {
      it('stores a review found by id, by job and under lock, and refuses a second review of the job', async () => {
        const [homeowner, tradie] = [await s.homeowner('Olivia'), await s.tradie('Patel Tiling')];
        const job = await s.job(homeowner);
        const input = { jobId: job.id, homeownerId: homeowner, tradieId: tradie, rating: 4 };
        const stored = await s.reviews.insert({ ...input, comment: 'Tidy and on time' });
        expect(stored).toEqual({
          ...input,
          id: expect.any(String),
          comment: 'Tidy and on time',
          reply: null,
          repliedAt: null,
          hiddenAt: null,
          hiddenReason: null,
          createdAt: expect.any(Date),
        });
        expect(await s.reviews.findById(stored.id)).toEqual(stored);
        expect(await s.reviews.findByJob(job.id)).toEqual(stored);
        expect(await s.reviews.lock(stored.id)).toEqual(stored);

        await expect(
          s.reviews.insert({ ...input, rating: 1, comment: 'Changed my mind entirely' }),
        ).rejects.toMatchObject({ code: 'REVIEWS.ALREADY_REVIEWED' });
        expect(await s.reviews.findByJob(job.id)).toEqual(stored);
        expect(await s.reviews.findById(UNKNOWN)).toBeNull();
        expect(await s.reviews.findByJob(UNKNOWN)).toBeNull();
        expect(await s.reviews.lock(UNKNOWN)).toBeNull();
      });

      it('keeps the first reply', async () => {
        const { review: r } = await review(await s.tradie('Patel Tiling'));
        await s.reviews.setReply(r.id, 'Thanks Olivia', T1);
        await s.reviews.setReply(r.id, 'Changed reply', T2);
        expect(await s.reviews.findById(r.id)).toEqual({
          ...r,
          reply: 'Thanks Olivia',
          repliedAt: T1,
        });
      });

      it('lists a tradie’s reviews newest first with who wrote them and where, and sums their ratings', async () => {
        const [tradie, other] = [await s.tradie('Patel Tiling'), await s.tradie('Other Tiling')];
        const homeowner = await s.homeowner('Grace');
        const first = await review(tradie, 5);
        const second = await review(tradie, 2, homeowner);
        const third = await review(tradie, 4);
        await review(other, 1);

        const listed = await s.reviews.listForTradie(tradie, 10);
        expect(listed.map((r) => r.id)).toEqual([third, second, first].map((x) => x.review.id));
        expect(listed[1]).toEqual({
          ...second.review,
          reviewerFirstName: 'Grace',
          jobCategory: second.job.category,
          jobLocation: second.job.location,
        });
        expect((await s.reviews.listForTradie(tradie, 2)).map((r) => r.id)).toEqual([
          third.review.id,
          second.review.id,
        ]);
        expect(await s.reviews.summary(tradie)).toEqual({ sum: 11, count: 3 });
        expect(await s.reviews.summary(await s.tradie('New Tiling'))).toEqual({ sum: 0, count: 0 });
      });

      it('hides a review from the list and the rating, keeping it and the first reason', async () => {
        const tradie = await s.tradie('Patel Tiling');
        const { review: kept } = await review(tradie, 5);
        const { review: hidden } = await review(tradie, 1);
        await s.reviews.hide(hidden.id, 'Abusive words', T1);
        await s.reviews.hide(hidden.id, 'Another reason', T2);
        expect(await s.reviews.findById(hidden.id)).toEqual({
          ...hidden,
          hiddenAt: T1,
          hiddenReason: 'Abusive words',
        });
        expect((await s.reviews.listForTradie(tradie, 10)).map((r) => r.id)).toEqual([kept.id]);
        expect(await s.reviews.summary(tradie)).toEqual({ sum: 5, count: 1 });
      });
    });

    describe('ReviewReportRepository', () => {
      it('takes one open report per review, found under lock', async () => {
        const tradie = await s.tradie('Patel Tiling');
        const [{ review: r }, { review: other }] = [await review(tradie), await review(tradie)];
        const input = { reviewId: r.id, reporterId: tradie, reason: 'The homeowner never met me' };
        const report = await s.reports.insert(input);
        expect(report).toEqual({
          ...input,
          id: expect.any(String),
          status: 'open',
          decidedBy: null,
          decisionReason: null,
          decidedAt: null,
          createdAt: expect.any(Date),
        });
        expect(await s.reports.hasOpen(r.id)).toBe(true);
        expect(await s.reports.hasOpen(other.id)).toBe(false);
        await expect(
          s.reports.insert({ ...input, reason: 'Reported again' }),
        ).rejects.toMatchObject({ code: 'REVIEWS.ALREADY_REPORTED' });
        expect(await s.reports.lock(report.id)).toEqual(report);
        expect(await s.reports.lock(UNKNOWN)).toBeNull();
      });

      it('decides an open report once, after which the review may be reported again', async () => {
        const tradie = await s.tradie('Patel Tiling');
        const admin = await s.admin();
        const { review: r } = await review(tradie);
        const report = await s.reports.insert({
          reviewId: r.id,
          reporterId: tradie,
          reason: 'The homeowner never met me',
        });
        const decision = {
          status: 'kept',
          by: admin,
          reason: 'An honest opinion',
          at: T1,
        } as const;
        const decided = await s.reports.decide(report.id, decision);
        expect(decided).toEqual({
          ...report,
          status: 'kept',
          decidedBy: admin,
          decisionReason: 'An honest opinion',
          decidedAt: T1,
        });
        expect(await s.reports.lock(report.id)).toEqual(decided);
        expect(await s.reports.hasOpen(r.id)).toBe(false);
        await expect(
          s.reports.decide(report.id, { ...decision, status: 'hidden' }),
        ).rejects.toMatchObject({ code: 'REVIEWS.REPORT_DECIDED' });
        await expect(
          s.reports.insert({ reviewId: r.id, reporterId: tradie, reason: 'New facts came up' }),
        ).resolves.toMatchObject({ status: 'open' });
      });

      it('queues open reports oldest first with the review and who is who', async () => {
        const tradie = await s.tradie('Patel Tiling');
        const admin = await s.admin();
        const homeowner = await s.homeowner('Grace');
        const [a, b, c] = [
          await review(tradie, 1, homeowner),
          await review(tradie, 2),
          await review(tradie, 3),
        ];
        const reason = 'The homeowner never met me';
        const reportA = await s.reports.insert({
          reviewId: a.review.id,
          reporterId: tradie,
          reason,
        });
        const reportB = await s.reports.insert({
          reviewId: b.review.id,
          reporterId: tradie,
          reason,
        });
        const reportC = await s.reports.insert({
          reviewId: c.review.id,
          reporterId: tradie,
          reason,
        });
        await s.reports.decide(reportC.id, { status: 'kept', by: admin, reason, at: T1 });

        const mine = new Set([reportA.id, reportB.id, reportC.id]);
        // Other tests' reports may share the queue (one database): only these are looked at.
        const queue = (await s.reports.listOpen(1000)).filter((r) => mine.has(r.id));
        expect(queue.map((r) => r.id)).toEqual([reportA.id, reportB.id]);
        expect(queue[0]).toEqual({
          ...reportA,
          review: a.review,
          tradieName: 'Patel Tiling',
          reviewerFirstName: 'Grace',
        });
      });

      it('lists every review about the tradie, hidden ones too, newest first, each with its latest report', async () => {
        const tradie = await s.tradie('Patel Tiling');
        const admin = await s.admin();
        const [a, b, c] = [await review(tradie), await review(tradie), await review(tradie)];
        const reason = 'The homeowner never met me';
        const kept = await s.reports.insert({ reviewId: a.review.id, reporterId: tradie, reason });
        await s.reports.decide(kept.id, { status: 'kept', by: admin, reason, at: T1 });
        const again = await s.reports.insert({ reviewId: a.review.id, reporterId: tradie, reason });
        const hid = await s.reports.insert({ reviewId: b.review.id, reporterId: tradie, reason });
        const hidden = await s.reports.decide(hid.id, {
          status: 'hidden',
          by: admin,
          reason,
          at: T1,
        });
        await s.reviews.hide(b.review.id, reason, T1);

        const own = await s.reports.listAboutTradie(tradie, 10);
        expect(own.map((r) => [r.id, r.report?.id ?? null])).toEqual([
          [c.review.id, null],
          [b.review.id, hidden.id],
          [a.review.id, again.id],
        ]);
        expect(own[1]).toEqual({
          ...b.review,
          hiddenAt: T1,
          hiddenReason: reason,
          reviewerFirstName: 'Olivia',
          jobCategory: b.job.category,
          jobLocation: b.job.location,
          report: hidden,
        });
        expect((await s.reports.listAboutTradie(tradie, 1)).map((r) => r.id)).toEqual([
          c.review.id,
        ]);
      });
    });
  });
}
