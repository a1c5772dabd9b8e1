import { useQuery } from '@tanstack/react-query';
import { formatAud } from '@/shared/format/money';
import { adminDayQueryOptions, type AdminDay } from './api';
import { DayQuery, plural, StatGrid, StatTile } from './DayWidgets';

/** The admin overview: what waits for a decision and how today is going. */
export function AdminDayView({ day }: { day: AdminDay }) {
  return (
    <StatGrid label="Today">
      <StatTile
        label="Tradies to verify"
        value={day.pendingVerifications}
        testId="pending-verifications"
        hint={day.pendingVerifications === 0 ? 'The queue is empty.' : 'Oldest first, below.'}
      />
      <StatTile
        label="Open disputes"
        value={`${day.openDisputes}${day.openDisputesMore ? '+' : ''}`}
        testId="open-disputes"
        hint={day.openDisputes === 0 ? 'No lead disputes to decide.' : 'Decide them below.'}
      />
      <StatTile
        label="Sign-ups today"
        value={day.signupsToday}
        testId="signups-today"
        hint="Homeowners and tradies, Sydney time."
      />
      <StatTile
        label="Revenue today"
        value={formatAud(day.revenueToday.cents)}
        testId="revenue-today"
        hint={`${plural(day.revenueToday.payments, 'payment', 'payments')}, GST included.`}
      />
    </StatGrid>
  );
}

export function AdminDayPanel() {
  const query = useQuery(adminDayQueryOptions());
  return (
    <DayQuery query={query} tiles={4} what="today’s figures">
      {(day) => <AdminDayView day={day} />}
    </DayQuery>
  );
}
