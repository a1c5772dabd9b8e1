import { useQuery } from '@tanstack/react-query';
import { formatCredits } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { tradieDayQueryOptions, type TradieDay } from './api';
import { DayQuery, plural, StatGrid, StatTile } from './DayWidgets';

/** The tradie's day: credits, new leads since the last visit, quotes, wins and this week's rank. */
export function TradieDayView({ day }: { day: TradieDay }) {
  const leads = day.newLeads;
  const board = day.leaderboard;
  return (
    <StatGrid label="Your day">
      <StatTile
        label="New leads since your last visit"
        value={leads.count}
        testId="new-leads"
        hint={
          leads.count > 0
            ? `Matching your trades and area, posted since ${formatDate(leads.since)}.`
            : 'Nothing new yet. We’ll notify you when a job matches.'
        }
        to="/dashboard/tradie/find-jobs"
        action="Find jobs"
      />
      <StatTile
        label="Credit balance"
        value={formatCredits(day.credits)}
        testId="credits"
        hint={day.credits === 0 ? 'Buy credits to unlock leads.' : undefined}
        to="/dashboard/tradie/wallet"
        action={day.credits === 0 ? 'Buy credits' : 'Open wallet'}
      />
      <StatTile
        label="Quotes awaiting an answer"
        value={day.quotesAwaitingAnswer}
        testId="quotes-awaiting"
        hint={
          day.toQuote > 0
            ? `${plural(day.toQuote, 'lead', 'leads')} still to quote.`
            : 'Homeowners decide in their own time.'
        }
        to="/dashboard/tradie/my-jobs"
        action="My jobs"
      />
      <StatTile label="Jobs won" value={day.jobsWon} testId="jobs-won" />
      <StatTile
        label="This week’s rank"
        value={board.rank === null ? 'Not ranked' : `#${board.rank}`}
        testId="rank"
        hint={`${plural(board.points, 'point', 'points')} this week.`}
        to="/dashboard/tradie/top-tradies"
        action="Top Tradies"
      />
      <StatTile
        label="Unread messages"
        value={day.unreadMessages}
        testId="unread-messages"
        to="/dashboard/tradie/messages"
        action="Open messages"
      />
    </StatGrid>
  );
}

export function TradieDayPanel() {
  const query = useQuery(tradieDayQueryOptions());
  return (
    <DayQuery query={query} tiles={6} what="your day">
      {(day) => <TradieDayView day={day} />}
    </DayQuery>
  );
}
