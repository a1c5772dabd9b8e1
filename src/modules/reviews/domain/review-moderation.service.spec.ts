import { RecordingAuditLog } from '#test/fakes/admin.fakes.js';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { InMemoryReviewReports, InMemoryReviews } from '#test/fakes/reviews.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { ReviewModerationService } from './review-moderation.service.js';

const NOW = new Date('2026-06-05T00:00:00Z');
const REASON = '  The homeowner never met me  ';

async function setup() {
  const reviews = new InMemoryReviews();
  const reports = new InMemoryReviewReports(reviews);
  const events = new RecordingDomainEvents();
  const audit = new RecordingAuditLog();
  const service = new ReviewModerationService(
    reviews,
    reports,
    audit,
    events,
    new DirectUnitOfWork(),
    new FixedClock(NOW),
  );
  const review = await reviews.insert({
    jobId: 'job-1',
    homeownerId: 'home-1',
    tradieId: 'tradie-1',
    rating: 1,
    comment: 'Terrible',
  });
  return { service, reviews, reports, events, audit, review };
}

describe('ReviewModerationService.report', () => {
  it('takes the reviewed tradie’s report with a trimmed reason, once while open', async () => {
    const s = await setup();
    const report = await s.service.report(s.review.id, 'tradie-1', REASON);
    expect(report).toMatchObject({
      reviewId: s.review.id,
      reporterId: 'tradie-1',
      reason: 'The homeowner never met me',
      status: 'open',
    });
    expect(s.events.published).toEqual([
      expect.objectContaining({
        type: 'reviews.review_reported',
        aggregateId: s.review.id,
        payload: { reportId: report.id, jobId: 'job-1', tradieId: 'tradie-1' },
      }),
    ]);
    expect((await s.service.openReports()).map((r) => r.review.id)).toEqual([s.review.id]);
    await expect(s.service.report(s.review.id, 'tradie-1', REASON)).rejects.toMatchObject({
      code: 'REVIEWS.ALREADY_REPORTED',
    });
  });

  it('refuses an unknown review, another tradie, a short or long or missing reason', async () => {
    const s = await setup();
    await expect(s.service.report('review-x', 'tradie-1', REASON)).rejects.toMatchObject({
      code: 'REVIEWS.NOT_FOUND',
    });
    await expect(s.service.report(s.review.id, 'tradie-2', REASON)).rejects.toMatchObject({
      code: 'REVIEWS.NOT_YOUR_REVIEW',
    });
    for (const reason of ['  bad  ', 'x'.repeat(1001), undefined, 42]) {
      await expect(s.service.report(s.review.id, 'tradie-1', reason)).rejects.toMatchObject({
        code: 'REVIEWS.INVALID_REASON',
        field: 'reason',
      });
    }
    expect(s.reports.rows).toHaveLength(0);
    expect(s.events.published).toHaveLength(0);
  });

  it('lets a kept review be reported again, but not a hidden one', async () => {
    const s = await setup();
    const first = await s.service.report(s.review.id, 'tradie-1', REASON);
    await s.service.decide(first.id, 'admin-1', 'keep', 'Nothing against the rules');
    const second = await s.service.report(s.review.id, 'tradie-1', 'New facts came to light');
    await s.service.decide(second.id, 'admin-1', 'hide', 'The job never happened');
    await expect(s.service.report(s.review.id, 'tradie-1', REASON)).rejects.toMatchObject({
      code: 'REVIEWS.ALREADY_HIDDEN',
    });
  });
});

describe('ReviewModerationService.decide', () => {
  it('hides the review with the admin’s reason and tells everyone, with the rating to take back', async () => {
    const s = await setup();
    const report = await s.service.report(s.review.id, 'tradie-1', REASON);
    const decided = await s.service.decide(report.id, 'admin-1', 'hide', '  Abusive words  ');
    expect(decided).toMatchObject({
      status: 'hidden',
      decidedBy: 'admin-1',
      decisionReason: 'Abusive words',
      decidedAt: NOW,
    });
    expect(s.reviews.rows[0]).toMatchObject({ hiddenAt: NOW, hiddenReason: 'Abusive words' });
    expect(s.events.published.at(-1)).toMatchObject({
      type: 'reviews.report_decided',
      aggregateId: s.review.id,
      payload: {
        adminId: 'admin-1',
        reason: 'Abusive words',
        decision: 'hidden',
        reportId: report.id,
        jobId: 'job-1',
        tradieId: 'tradie-1',
        homeownerId: 'home-1',
        rating: 1,
        reviewedAt: s.review.createdAt.toISOString(),
      },
    });
    expect(s.audit.entries).toEqual([
      {
        actorId: 'admin-1',
        action: 'review.hide',
        targetType: 'review',
        targetId: s.review.id,
        reason: 'Abusive words',
        details: { reportId: report.id, jobId: 'job-1' },
      },
    ]);
    expect(await s.service.openReports()).toEqual([]);
    expect((await s.service.aboutMe('tradie-1'))[0]).toMatchObject({
      hiddenAt: NOW,
      report: { status: 'hidden' },
    });
  });

  it('keeps the review shown when the admin keeps it', async () => {
    const s = await setup();
    const report = await s.service.report(s.review.id, 'tradie-1', REASON);
    await s.service.decide(report.id, 'admin-1', 'keep', 'An honest opinion');
    expect(s.reviews.rows[0].hiddenAt).toBeNull();
    expect(s.events.published.at(-1)?.payload).toMatchObject({ decision: 'kept' });
    expect(s.audit.entries.map((e) => e.action)).toEqual(['review.keep']);
  });

  it('fails the decision when its audit row cannot be written, before anyone is told', async () => {
    const s = await setup();
    const report = await s.service.report(s.review.id, 'tradie-1', REASON);
    s.audit.failing = true;
    await expect(
      s.service.decide(report.id, 'admin-1', 'keep', 'An honest opinion'),
    ).rejects.toThrow('could not be written');
    expect(s.events.published.map((e) => e.type)).toEqual(['reviews.review_reported']);
  });

  it('refuses an unknown report, a second decision and a bad reason, changing nothing', async () => {
    const s = await setup();
    const report = await s.service.report(s.review.id, 'tradie-1', REASON);
    await expect(s.service.decide('report-x', 'admin-1', 'hide', 'Abusive')).rejects.toMatchObject({
      code: 'REVIEWS.REPORT_NOT_FOUND',
    });
    await expect(s.service.decide(report.id, 'admin-1', 'hide', 'no')).rejects.toMatchObject({
      code: 'REVIEWS.INVALID_REASON',
    });
    expect(s.reviews.rows[0].hiddenAt).toBeNull();
    await s.service.decide(report.id, 'admin-1', 'keep', 'An honest opinion');
    await expect(s.service.decide(report.id, 'admin-1', 'hide', 'Abusive')).rejects.toMatchObject({
      code: 'REVIEWS.REPORT_DECIDED',
    });
    expect(s.reviews.rows[0].hiddenAt).toBeNull();
  });

  it('refuses to decide a report whose review is gone', async () => {
    const s = await setup();
    const report = await s.service.report(s.review.id, 'tradie-1', REASON);
    s.reviews.rows.length = 0;
    await expect(s.service.decide(report.id, 'admin-1', 'hide', 'Abusive')).rejects.toMatchObject({
      code: 'REVIEWS.NOT_FOUND',
    });
    expect(s.reports.rows[0].status).toBe('open');
  });
});
