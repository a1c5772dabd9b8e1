import { useQuery } from '@tanstack/react-query';
import { useNow } from '@/shared/format/useNow';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { JobCard } from './JobCard';
import { openJobsQueryOptions } from './queries';

/** The open, unassigned jobs (GET /api/jobs/open) as a grid of cards. */
export function OpenJobsList({ cardFooter }: { cardFooter?: string }) {
  const now = useNow();
  const { data, isPending, isError, refetch } = useQuery(openJobsQueryOptions());
  if (isPending) return <p role="status">Loading open jobs…</p>;
  if (isError) {
    return (
      <RetryAlert message="We couldn't load open jobs just now." onRetry={() => void refetch()} />
    );
  }
  if (data.length === 0) {
    return (
      <p className="text-slate-600 dark:text-slate-300">
        There are no open jobs right now. Check back soon.
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {data.map((job) => (
        <li key={job.id} className="flex">
          <JobCard
            job={job}
            now={now}
            footer={
              cardFooter ? (
                <p className="text-sm text-slate-500 dark:text-slate-400">{cardFooter}</p>
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
