import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/shared/ui/Page';
import { homeownerDayQueryOptions, type HomeownerDay } from './api';
import { DayQuery, plural, StatGrid, StatTile } from './DayWidgets';

const STATUS_WORDS: Record<string, string> = {
  pending_payment: 'Waiting for the emergency fee',
  open: 'Open for quotes',
  assigned: 'Tradie hired',
};

/** The homeowner's day: quotes to compare, messages, reviews owed and their level. */
export function HomeownerDayView({ day }: { day: HomeownerDay }) {
  const { rewards } = day;
  return (
    <div className="space-y-6">
      <StatGrid label="Your day">
        <StatTile
          label="Quotes waiting for you"
          value={day.quotesWaiting}
          testId="quotes-waiting"
          hint={
            day.quotesWaiting > 0
              ? 'Compare them and hire when you are ready.'
              : 'Tradies’ quotes will show up here.'
          }
          to="/dashboard/jobs"
          action="Compare quotes"
        />
        <StatTile
          label="Unread messages"
          value={day.unreadMessages}
          testId="unread-messages"
          to="/dashboard/messages"
          action="Open messages"
        />
        <StatTile
          label="Centra Points"
          value={rewards.points.toLocaleString('en-AU')}
          testId="points"
          hint={
            rewards.nextLevel
              ? `${rewards.level}: ${plural(rewards.pointsToNext, 'point', 'points')} to ${rewards.nextLevel}`
              : `${rewards.level}: the top level`
          }
          to="/dashboard/rewards"
          action="See rewards"
        />
      </StatGrid>
      <div
        role="progressbar"
        aria-label={`Progress to ${rewards.nextLevel ?? 'the top level'}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rewards.percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full bg-brand-600" style={{ width: `${rewards.percent}%` }} />
      </div>
      {day.toReview.length > 0 ? (
        <Card>
          <h2 className="font-semibold text-slate-900 dark:text-white">Review your tradie</h2>
          <ul className="mt-2 space-y-1">
            {day.toReview.map((job) => (
              <li key={job.id}>
                <Link
                  to="/dashboard/review/$jobId"
                  params={{ jobId: job.id }}
                  className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                >
                  {job.title}
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card>
        <h2 className="font-semibold text-slate-900 dark:text-white">Jobs under way</h2>
        {day.activeJobs.length === 0 ? (
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            No jobs under way.{' '}
            <Link
              to="/dashboard/post-job"
              className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            >
              Post a job
            </Link>{' '}
            to get quotes from verified local tradies.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {day.activeJobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span className="min-w-0 break-words text-slate-900 dark:text-white">
                  {job.title}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {job.quotesWaiting > 0
                    ? plural(job.quotesWaiting, 'quote to compare', 'quotes to compare')
                    : (STATUS_WORDS[job.status] ?? 'Under way')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

export function HomeownerDayPanel() {
  const query = useQuery(homeownerDayQueryOptions());
  return (
    <DayQuery query={query} tiles={3} what="your day">
      {(day) => <HomeownerDayView day={day} />}
    </DayQuery>
  );
}
