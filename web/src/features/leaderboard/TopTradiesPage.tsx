import { useQuery } from '@tanstack/react-query';
import type { Leaderboard, LeaderboardBadge } from '@/shared/api/types';
import { formatCredits } from '@/shared/format/money';
import { Card } from '@/shared/ui/Page';
import { DataTable } from '@/shared/ui/DataTable';
import { QueryState } from '@/shared/ui/QueryState';
import { Badge, type BadgeTone, EmptyMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { leaderboardQueryOptions } from './api';

const BADGE_NAMES: Record<LeaderboardBadge, string> = {
  gold: 'Gold badge',
  silver: 'Silver badge',
  bronze: 'Bronze badge',
};
const BADGE_TONES: Record<LeaderboardBadge, BadgeTone> = {
  gold: 'warning',
  silver: 'neutral',
  bronze: 'brand',
};

const closeFormat = new Intl.DateTimeFormat('en-AU', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Australia/Sydney',
  timeZoneName: 'short',
});

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
      {children}
    </h2>
  );
}

function BadgePill({ badge }: { badge: LeaderboardBadge }) {
  return <Badge tone={BADGE_TONES[badge]}>{BADGE_NAMES[badge]}</Badge>;
}

const displayName = (row: { firstName: string; businessName: string | null }) =>
  row.businessName ? `${row.firstName} · ${row.businessName}` : row.firstName;

function MyPlace({ data }: { data: Leaderboard }) {
  return (
    <Card className="mb-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Your rank</p>
          <p
            className="mt-1 text-3xl font-bold text-slate-900 dark:text-white"
            data-testid="my-rank"
          >
            {data.me.rank ? `#${data.me.rank}` : 'Not ranked yet'}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">
            Your points ({data.rules.windowDays} days)
          </p>
          <p className="mt-1 text-3xl font-bold text-brand-700 dark:text-brand-400">
            {data.me.points}
          </p>
        </div>
      </div>
      {data.me.badge ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          You hold the <BadgePill badge={data.me.badge} /> until the next close.
        </p>
      ) : null}
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        This week closes {closeFormat.format(new Date(data.closesAt))}.
      </p>
    </Card>
  );
}

function Standings({ data }: { data: Leaderboard }) {
  return (
    <section aria-labelledby="standings-heading" className="mb-10">
      <SectionHeading id="standings-heading">This week’s standings</SectionHeading>
      {data.standings.length === 0 ? (
        <EmptyMessage>
          No tradie has scored in the last {data.rules.windowDays} days yet. Complete a job to get
          on the board.
        </EmptyMessage>
      ) : (
        <DataTable
          caption={`Tradies ranked by points over the last ${data.rules.windowDays} days`}
          rows={data.standings}
          rowKey={(row) => row.tradieId}
          isCurrent={(row) => row.isMe}
          columns={[
            { header: 'Rank', cell: (row) => `#${row.rank}` },
            {
              header: 'Tradie',
              cell: (row) => `${displayName(row)}${row.isMe ? ' (you)' : ''}`,
              rowHeader: true,
            },
            { header: 'Points', cell: (row) => row.points, align: 'end' },
          ]}
        />
      )}
    </section>
  );
}

function LastWeek({ data }: { data: Leaderboard }) {
  return (
    <section aria-labelledby="last-week-heading" className="mb-10">
      <SectionHeading id="last-week-heading">Last week’s winners</SectionHeading>
      {!data.lastWeek || data.lastWeek.winners.length === 0 ? (
        <EmptyMessage>No winners yet: the first weekly close is still to come.</EmptyMessage>
      ) : (
        <ol className="space-y-2">
          {data.lastWeek.winners.map((w) => (
            <li
              key={w.rank}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 px-4 py-3 text-sm dark:border-slate-800"
            >
              <span className="font-medium text-slate-900 dark:text-white">
                #{w.rank} {displayName(w)}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-300">
                {w.points} points · {formatCredits(w.credits)}
                {w.badge ? <BadgePill badge={w.badge} /> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Rules({ data }: { data: Leaderboard }) {
  const r = data.rules;
  const stars = r.reviewPoints
    .map((points, index) => `${index + 1}★ ${points > 0 ? '+' : ''}${points}`)
    .reverse()
    .join(', ');
  return (
    <section aria-labelledby="rules-heading" className="mb-10">
      <SectionHeading id="rules-heading">How it works</SectionHeading>
      <ul className="list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
        <li>
          {r.jobPoints} points per completed job, +{r.emergencyBonusPoints} when it was an
          emergency.
        </li>
        <li>Reviews you receive: {stars}.</li>
        <li>
          Ranked on the points of the rolling {r.windowDays} days before each close, every Sunday at
          midnight Sydney time. Ties go to whoever reached the score first.
        </li>
        <li>
          Prizes:{' '}
          {r.prizes
            .map(
              (p) =>
                `#${p.rank} ${formatCredits(p.credits)}${p.badge ? ` and the ${p.badge} badge` : ''}`,
            )
            .join(', ')}
          . Badges last until the next close and are shown to tradies only.
        </li>
      </ul>
    </section>
  );
}

/** /dashboard/tradie/top-tradies: the weekly leaderboard (tradies only). */
export function TopTradiesPage() {
  const query = useQuery(leaderboardQueryOptions());
  return (
    <DashboardFrame
      area="tradie"
      title="Top Tradies"
      intro={
        <p>
          The weekly leaderboard: points over a rolling 90 days, closed every Sunday at midnight
          Sydney time. The top five win free credits.
        </p>
      }
    >
      <QueryState
        query={query}
        loading="Loading the leaderboard…"
        errorTitle="We couldn't load the leaderboard"
      >
        {(data) => (
          <>
            <MyPlace data={data} />
            <Standings data={data} />
            <LastWeek data={data} />
            <Rules data={data} />
          </>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
