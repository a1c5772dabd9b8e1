import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useNow } from '@/shared/format/useNow';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { Carousel } from '@/shared/ui/Carousel';
import { Container, PageSection } from '@/shared/ui/Page';
import { JobCard } from '../jobs/JobCard';
import { recentJobsQueryOptions } from '../jobs/queries';

function RecentJobsBody() {
  const now = useNow();
  const { data, isPending, isError, refetch } = useQuery(recentJobsQueryOptions());
  if (isPending) {
    return (
      <p role="status" className="text-center text-slate-600 dark:text-slate-300">
        Loading recent jobs…
      </p>
    );
  }
  if (isError) {
    return (
      <RetryAlert
        className="mx-auto max-w-xl"
        message="We couldn't load recent jobs just now."
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <div className="mx-auto max-w-xl text-center text-slate-600 dark:text-slate-300">
        <p>No jobs have been posted yet — be the first.</p>
        <p className="mt-2">
          <Link
            to="/post-job"
            className="font-semibold text-brand-700 underline dark:text-brand-400"
          >
            Post a job for free
          </Link>
        </p>
      </div>
    );
  }
  return (
    <Carousel
      label="Recent jobs"
      itemNoun="jobs"
      items={data}
      getKey={(job) => job.id}
      renderItem={(job) => <JobCard job={job} now={now} />}
    />
  );
}

export function RecentJobsSection() {
  return (
    <PageSection className="bg-slate-50 dark:bg-slate-900/50">
      <Container>
        <h2 className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          Recent Jobs
        </h2>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          Real jobs posted by Centra Residents. Verified tradies can buy a lead and quote.
        </p>
        <RecentJobsBody />
      </Container>
    </PageSection>
  );
}
