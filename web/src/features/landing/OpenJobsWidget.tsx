import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { JobCard as Job } from '@/shared/api/types';
import { useNow } from '@/shared/format/useNow';
import { Container, PageSection } from '@/shared/ui/Page';
import { useMediaQuery } from '@/shared/ui/useMediaQuery';
import { JobCard } from '../jobs/JobCard';
import { openJobsQueryOptions } from '../jobs/queries';

/** Jobs shown at once, and how many of the teaser's jobs the widget rotates through. */
const PAGE_SIZE = 3;
const TEASER_SIZE = 6;
export const PHONE_QUERY = '(max-width: 639px)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const controlClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100 dark:text-slate-200 dark:ring-slate-700 dark:hover:bg-slate-800';

/**
 * The home-page widget: up to 3 open jobs at a time from the teaser's 6, rotating every
 * `intervalMs`. Rotation pauses by its button, while hovered or focused, and never runs for
 * people who prefer reduced motion or on phones (they page by hand). While the teaser loads,
 * when it fails or when no job is open, the widget renders nothing; a failure is never shown
 * (marketplace spec, § 2 and § 7).
 */
export function OpenJobsWidget({ intervalMs = 5000 }: { intervalMs?: number }) {
  const { data } = useQuery({ ...openJobsQueryOptions(), retry: false });
  if (!data || data.length === 0) return null;
  return <OpenJobsRotator jobs={data.slice(0, TEASER_SIZE)} intervalMs={intervalMs} />;
}

function OpenJobsRotator({ jobs, intervalMs }: { jobs: readonly Job[]; intervalMs: number }) {
  const id = useId();
  const now = useNow();
  const phone = useMediaQuery(PHONE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const pages = Math.ceil(jobs.length / PAGE_SIZE);
  const canRotate = pages > 1 && !phone && !reducedMotion;
  const rotating = canRotate && !paused && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setPage((p) => (p + 1) % pages), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, pages, intervalMs]);

  const current = page % pages;
  const shown = jobs.slice(current * PAGE_SIZE, current * PAGE_SIZE + PAGE_SIZE);
  const first = current * PAGE_SIZE + 1;

  return (
    <PageSection>
      <Container>
        <section
          aria-roledescription="carousel"
          aria-labelledby={`${id}-title`}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
          }}
        >
          <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900 dark:text-white">
                Open jobs right now
              </h2>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {pages > 1
                  ? `Jobs ${first} to ${first + shown.length - 1} of ${jobs.length}`
                  : `${jobs.length} open ${jobs.length === 1 ? 'job' : 'jobs'}`}
              </p>
            </div>
            {pages > 1 ? (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={controlClass}
                  aria-controls={`${id}-jobs`}
                  onClick={() => setPage((p) => (p + pages - 1) % pages)}
                >
                  Previous jobs
                </button>
                <button
                  type="button"
                  className={controlClass}
                  aria-controls={`${id}-jobs`}
                  onClick={() => setPage((p) => (p + 1) % pages)}
                >
                  Next jobs
                </button>
                {canRotate ? (
                  <button
                    type="button"
                    className={controlClass}
                    aria-pressed={paused}
                    onClick={() => setPaused((p) => !p)}
                  >
                    {paused ? 'Resume rotation' : 'Pause rotation'}
                  </button>
                ) : null}
              </div>
            ) : null}
          </div>
          <ul
            id={`${id}-jobs`}
            aria-live={rotating ? 'off' : 'polite'}
            className="grid gap-6 md:grid-cols-3"
          >
            {shown.map((job, index) => (
              <li
                key={job.id}
                aria-roledescription="slide"
                aria-label={`${first + index} of ${jobs.length}`}
                className="flex"
              >
                <JobCard job={job} now={now} />
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </PageSection>
  );
}
