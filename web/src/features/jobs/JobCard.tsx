import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { JobCard as Job } from '@/shared/api/types';
import { buttonClass } from '@/shared/ui/button';
import { formatAud } from '@/shared/format/money';
import { formatRelativeTime } from '@/shared/format/time';
import { useCategoryLabel } from '../meta/queries';
import { cn } from '@/shared/ui/cn';

function ViewDetailsLink({ title }: { title: string }) {
  return (
    <Link
      to="/login"
      search={{ redirect: 'dashboard/find-jobs' }}
      className={cn(buttonClass({ variant: 'secondary', size: 'sm' }), 'w-full')}
      aria-label={`View Details: ${title}`}
    >
      View Details
    </Link>
  );
}

/**
 * A job card: title, Emergency badge, category, location + state, budget, posted time.
 * The footer defaults to 'View Details' (log in, then the jobs list).
 */
export function JobCard({ job, now, footer }: { job: Job; now: number; footer?: ReactNode }) {
  const categoryLabel = useCategoryLabel();
  const place = job.state ? `${job.location}, ${job.state}` : job.location;
  return (
    <article className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{job.title}</h3>
        {job.isEmergency ? (
          <span className="shrink-0 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-900/60 dark:text-red-100">
            Emergency
          </span>
        ) : null}
      </div>
      <dl className="mt-3 space-y-1 text-sm text-slate-600 dark:text-slate-300">
        <div className="flex gap-2">
          <dt className="sr-only">Category</dt>
          <dd>{categoryLabel(job.category)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Location</dt>
          <dd>{place}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium text-slate-900 dark:text-white">Budget</dt>
          <dd>{formatAud(job.budget)}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Posted</dt>
          <dd>
            <time dateTime={job.createdAt}>Posted {formatRelativeTime(job.createdAt, now)}</time>
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-5">
        {footer === undefined ? <ViewDetailsLink title={job.title} /> : footer}
      </div>
    </article>
  );
}
