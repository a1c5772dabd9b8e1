import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { DirectUnitOfWork } from '#test/fakes/identity.fakes.js';
import { InMemoryReviews } from '#test/fakes/reviews.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import type { Account } from '#modules/identity/domain/account.js';
import type { AccountService } from '#modules/identity/domain/account.service.js';
import { IdentityErrors } from '#modules/identity/domain/identity-errors.js';
import type { Job } from '#modules/jobs/domain/job.js';
import type { JobsService } from '#modules/jobs/domain/jobs.service.js';
import { JobsErrors } from '#modules/jobs/domain/jobs-errors.js';
import { ReviewsService } from './reviews.service.js';

const NOW = new Date('2026-06-05T00:00:00Z');
type JobState = Pick<Job, 'id' | 'homeownerId' | 'status' | 'assignedTradieId'>;

function setup() {
  const jobs = new Map<string, JobState>([
    [
      'job-1',
      { id: 'job-1', homeownerId: 'home-1', status: 'completed', assignedTradieId: 'tradie-1' },
    ],
  ]);
  const approved = new Set(['tradie-1']);
  const jobsStandIn = {
    getOrThrow: async (id: string) => {
      const job = jobs.get(id);
      if (!job) throw JobsErrors.notFound();
      return job as Job;
    },
  } as unknown as JobsService;
  const accounts = {
    publicTradie: async (id: string) => {
      if (!approved.has(id)) throw IdentityErrors.tradieNotFound();
      return { id } as Account;
    },
  } as unknown as AccountService;
  const reviews = new InMemoryReviews();
  const events = new RecordingDomainEvents();
  const clock = new FixedClock(NOW);
  const service = new ReviewsService(
    reviews,
    jobsStandIn,
    accounts,
    events,
    new DirectUnitOfWork(),
    clock,
  );
  return { service, jobs, approved, reviews, events, clock };
}

const good = { rating: 5, comment: '  Fixed it fast  ' };

describe('ReviewsService.leave', () => {
  it('lets the homeowner review the completed job’s tradie, once', async () => {
    const s = setup();
    const review = await s.service.leave('job-1', 'home-1', good);
    expect(review).toMatchObject({ tradieId: 'tradie-1', rating: 5, comment: 'Fixed it fast' });
    expect(s.events.published).toEqual([
      expect.objectContaining({
        type: 'reviews.review_left',
        aggregateId: review.id,
        payload: { jobId: 'job-1', homeownerId: 'home-1', tradieId: 'tradie-1', rating: 5 },
        occurredAt: NOW,
      }),
    ]);
    await expect(s.service.leave('job-1', 'home-1', good)).rejects.toMatchObject({
      code: 'REVIEWS.ALREADY_REVIEWED',
    });
  });

  it('refuses an unknown job, someone else’s, one not completed, and a bad rating', async () => {
    const s = setup();
    await expect(s.service.leave('job-x', 'home-1', good)).rejects.toMatchObject({
      code: 'JOBS.NOT_FOUND',
    });
    await expect(s.service.leave('job-1', 'home-2', good)).rejects.toMatchObject({
      code: 'REVIEWS.NOT_YOUR_JOB',
    });
    for (const rating of [0, 6, 4.5]) {
      await expect(s.service.leave('job-1', 'home-1', { ...good, rating })).rejects.toMatchObject({
        code: 'REVIEWS.INVALID_RATING',
        field: 'rating',
      });
    }
    s.jobs.set('job-1', { ...s.jobs.get('job-1')!, status: 'assigned' });
    await expect(s.service.leave('job-1', 'home-1', good)).rejects.toMatchObject({
      code: 'REVIEWS.JOB_NOT_COMPLETED',
    });
    expect(s.reviews.rows).toHaveLength(0);
    expect(s.events.published).toHaveLength(0);
  });
});

describe('ReviewsService.reply', () => {
  it('lets the reviewed tradie reply once, trimmed, telling the homeowner', async () => {
    const s = setup();
    const review = await s.service.leave('job-1', 'home-1', good);
    const replied = await s.service.reply(review.id, 'tradie-1', '  Thanks!  ');
    expect(replied).toMatchObject({ reply: 'Thanks!', repliedAt: NOW });
    expect(s.events.published.at(-1)).toMatchObject({
      type: 'reviews.review_replied',
      aggregateId: review.id,
      payload: { jobId: 'job-1', tradieId: 'tradie-1', homeownerId: 'home-1' },
    });
    await expect(s.service.reply(review.id, 'tradie-1', 'again')).rejects.toMatchObject({
      code: 'REVIEWS.ALREADY_REPLIED',
    });
  });

  it('refuses an unknown review and another tradie', async () => {
    const s = setup();
    const review = await s.service.leave('job-1', 'home-1', good);
    await expect(s.service.reply('review-x', 'tradie-1', 'hi')).rejects.toMatchObject({
      code: 'REVIEWS.NOT_FOUND',
    });
    await expect(s.service.reply(review.id, 'tradie-2', 'hi')).rejects.toMatchObject({
      code: 'REVIEWS.NOT_YOUR_REVIEW',
    });
    expect(s.reviews.rows[0].reply).toBeNull();
  });
});

describe('ReviewsService reading', () => {
  it('shows the job’s review to its homeowner, its tradie and admins only', async () => {
    const s = setup();
    await s.service.leave('job-1', 'home-1', good);
    for (const actor of [
      { id: 'home-1', type: 'homeowner' },
      { id: 'tradie-1', type: 'tradie' },
      { id: 'admin-1', type: 'admin' },
    ]) {
      expect(await s.service.ofJob('job-1', actor)).toMatchObject({ rating: 5 });
    }
    await expect(
      s.service.ofJob('job-1', { id: 'tradie-2', type: 'tradie' }),
    ).rejects.toMatchObject({ code: 'REVIEWS.NOT_YOUR_JOB' });
    await expect(s.service.ofJob('job-x', { id: 'admin-1', type: 'admin' })).rejects.toMatchObject({
      code: 'JOBS.NOT_FOUND',
    });
  });

  it('profiles an approved tradie with the mean of the shown reviews, to one decimal', async () => {
    const s = setup();
    expect(await s.service.profile('tradie-1')).toMatchObject({
      averageRating: null,
      reviewCount: 0,
    });
    for (const [jobId, rating] of [
      ['job-1', 5],
      ['job-2', 4],
      ['job-3', 4],
      ['job-4', 1],
    ] as const) {
      s.jobs.set(jobId, {
        id: jobId,
        homeownerId: 'home-1',
        status: 'completed',
        assignedTradieId: 'tradie-1',
      });
      await s.service.leave(jobId, 'home-1', { rating, comment: 'ok' });
    }
    await s.reviews.hide('review-4', 'abusive', NOW);
    const profile = await s.service.profile('tradie-1');
    expect(profile).toMatchObject({
      account: { id: 'tradie-1' },
      averageRating: 4.3,
      reviewCount: 3,
    });
    expect(profile.reviews.map((r) => r.rating)).toEqual([4, 4, 5]);
    await expect(s.service.profile('tradie-2')).rejects.toMatchObject({
      code: 'TRADIES.NOT_FOUND',
    });
  });
});
