import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from '@/shared/forms/zod';
import { isApiError } from '@/shared/api/errors';
import type { Job } from '@/shared/api/types';
import { RadioGroupField, TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { requiredText } from '@/shared/forms/schema-parts';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { FormOutcome } from '@/shared/ui/FormOutcome';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { jobQueryOptions, jobReviewQueryOptions, reviewJob } from '../jobs/api';
import { jobKeys } from '../jobs/keys';
import { rewardKeys } from '../rewards/keys';
import { LevelUpNotice } from '../rewards/LevelUp';
import { tradieKeys } from '../tradies/keys';
import { Stars } from './ReviewList';

const route = getRouteApi('/_authenticated/_homeowner/dashboard/review/$jobId');

const RATING_WORDS = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const;
const RATING_OPTIONS = RATING_WORDS.map((word, index) => ({
  value: String(index + 1),
  label: (
    <span>
      {index + 1} {index === 0 ? 'star' : 'stars'}
      <span className="text-slate-500 dark:text-slate-400"> — {word}</span>
    </span>
  ),
}));

/** Mirrors LeaveReviewDto: a rating of 1 to 5 and a comment. */
export const reviewSchema = z.object({
  rating: z
    .string()
    .pipe(z.enum(['1', '2', '3', '4', '5'], { error: 'Choose a rating from 1 to 5 stars.' }))
    .transform(Number),
  comment: requiredText({
    required: 'Tell others about the work.',
    min: 10,
    max: 2000,
    tooShort: 'Tell others about the work in at least 10 characters.',
  }),
});

function ProfileLink({ job }: { job: Job }) {
  return job.assignedTradie ? (
    <Link
      to="/public/profile/$tradieId"
      params={{ tradieId: job.assignedTradie }}
      className={buttonClass({ variant: 'primary' })}
    >
      See the tradie&apos;s profile
    </Link>
  ) : (
    <Link to="/dashboard/job-history" className={buttonClass({ variant: 'primary' })}>
      Job History
    </Link>
  );
}

type Outcome = 'reviewed' | 'already';

function ReviewOutcome({ job, outcome }: { job: Job; outcome: Outcome }) {
  return (
    <FormOutcome
      tone={outcome === 'reviewed' ? 'success' : 'error'}
      title={outcome === 'reviewed' ? 'Thanks for your review' : 'Already reviewed'}
      next={<ProfileLink job={job} />}
    >
      {outcome === 'reviewed' ? (
        <>
          Your review is on the tradie’s public profile. You earned 20 Centra Points and 10 credits:{' '}
          <Link to="/dashboard/rewards" className="font-semibold underline">
            see your rewards
          </Link>
          .
        </>
      ) : (
        'You have already reviewed this job; each job can be reviewed once.'
      )}
    </FormOutcome>
  );
}

/** The form, unless the job already has its one review. */
function ReviewOrExisting({ job }: { job: Job }) {
  const query = useQuery(jobReviewQueryOptions(job.id));
  // Held here, above the review query: posting refetches that query, and the thanks must not
  // be replaced by "You reviewed this job" the moment the refetch lands.
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome) return <ReviewOutcome job={job} outcome={outcome} />;
  return (
    <QueryState query={query} loading="Checking for an earlier review…">
      {(review) =>
        review ? (
          <FormOutcome
            tone="success"
            title="You reviewed this job"
            next={<ProfileLink job={job} />}
          >
            <p>
              <Stars rating={review.rating} /> {review.comment}
            </p>
            {review.hiddenReason ? (
              <p className="mt-2 font-semibold">Hidden by Tradiehub: {review.hiddenReason}</p>
            ) : null}
          </FormOutcome>
        ) : (
          <ReviewForm job={job} onDone={setOutcome} />
        )
      }
    </QueryState>
  );
}

function ReviewForm({ job, onDone }: { job: Job; onDone: (outcome: Outcome) => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(reviewSchema, {
    defaultValues: { rating: '', comment: '' },
    labels: { rating: 'Rating', comment: 'Review' },
  });
  return (
    <Form
      form={form}
      label="Review"
      className="max-w-2xl space-y-5"
      onSubmit={async (body) => {
        try {
          await reviewJob(job.id, body);
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            onDone('already');
            return;
          }
          throw error;
        }
        onDone('reviewed');
        void queryClient.invalidateQueries({ queryKey: jobKeys.review(job.id) });
        // The review's points and credits are awarded as it commits.
        void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
        if (job.assignedTradie) {
          void queryClient.invalidateQueries({ queryKey: tradieKeys.one(job.assignedTradie) });
        }
      }}
    >
      <RadioGroupField
        control={form.control}
        name="rating"
        label="Rating"
        options={RATING_OPTIONS}
      />
      <TextAreaField
        control={form.control}
        name="comment"
        label="Your review"
        hint="Shown publicly with your first name. Was the work good, on time, on budget?"
      />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Posting…">
        Post review
      </Button>
    </Form>
  );
}

/** /dashboard/review/{jobId}: one review of the hired tradie after the job is completed. */
export function ReviewJobPage() {
  const { jobId } = route.useParams();
  const query = useQuery(jobQueryOptions(jobId));
  return (
    <DashboardFrame
      area="homeowner"
      title="Review your tradie"
      intro={
        <p>
          One review per job: 1 to 5 stars and a few words. Reviews earn you 20 Centra Points and 10
          credits, whatever the rating.
        </p>
      }
    >
      <LevelUpNotice />
      <QueryState
        query={query}
        loading="Loading the job…"
        errorTitle="We couldn't load the job"
        errorView={(error) =>
          isApiError(error) && [400, 403, 404].includes(error.status) ? (
            <Alert tone="error" title="Job not found">
              We couldn&apos;t find that job among yours.
            </Alert>
          ) : null
        }
      >
        {(job) =>
          job.status !== 'completed' ? (
            <Alert tone="info" title="Not ready for a review">
              You can review the tradie once you&apos;ve marked &ldquo;{job.title}&rdquo; complete.{' '}
              <Link to="/dashboard/jobs" className="font-semibold underline">
                My Jobs
              </Link>
            </Alert>
          ) : (
            <>
              <p className="mb-6 text-slate-700 dark:text-slate-300">
                Job: <strong>{job.title}</strong>
              </p>
              <ReviewOrExisting job={job} />
            </>
          )
        }
      </QueryState>
    </DashboardFrame>
  );
}
