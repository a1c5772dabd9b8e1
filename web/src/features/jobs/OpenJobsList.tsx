import { useQuery } from '@tanstack/react-query';
import { useNow } from '@/shared/format/useNow';
import { JobCard } from './JobCard';
import { openJobsQueryOptions } from './queries';
import { QueryState } from '@/shared/ui/QueryState';

/** The open, unassigned jobs (GET /api/jobs/open) as a grid of cards. */
export function OpenJobsList({ cardFooter }: { cardFooter?: string }) {
  const now = useNow();
  const query = useQuery(openJobsQueryOptions());
  return (
    <QueryState
      query={query}
      loading="Loading open jobs…"
      errorText="We couldn't load open jobs just now."
      empty={
        <p className="text-slate-600 dark:text-slate-300">
          There are no open jobs right now. Check back soon.
        </p>
      }
    >
      {(jobs) => (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {jobs.map((job) => (
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
      )}
    </QueryState>
  );
}
