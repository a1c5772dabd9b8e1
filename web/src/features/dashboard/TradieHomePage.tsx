import { useCurrentUser } from '../auth/useCurrentUser';
import { IdDocumentReminder } from '../id-documents/IdDocumentUpload';
import { NewsPreferenceCard } from '../maintenance/NewsPreferenceCard';
import { DashboardFrame } from './DashboardFrame';
import { ShortcutGrid, type Shortcut } from './ShortcutGrid';

const SHORTCUTS: Shortcut[] = [
  {
    to: '/dashboard/tradie/find-jobs',
    title: 'Find Jobs',
    text: 'Open jobs in your trades and area, emergencies first.',
  },
  {
    to: '/dashboard/tradie/my-jobs',
    title: 'My Jobs',
    text: 'Leads you’ve bought, quotes you’ve sent and jobs you’ve won.',
  },
  { to: '/dashboard/tradie/wallet', title: 'Wallet', text: 'Your credit balance and purchases.' },
  {
    to: '/dashboard/tradie/top-tradies',
    title: 'Top Tradies',
    text: 'This week’s leaderboard and your position.',
  },
  { to: '/dashboard/tradie/messages', title: 'Messages', text: 'Conversations with homeowners.' },
  {
    to: '/dashboard/tradie/profile',
    title: 'Profile',
    text: 'Your business details and public profile.',
  },
];

/** The tradie dashboard home (/dashboard/tradie). */
export function TradieHomePage() {
  const user = useCurrentUser();
  const business = user.tradie?.businessName;
  return (
    <DashboardFrame
      area="tradie"
      title={`G'day, ${user.firstName}`}
      intro={
        <p>
          {business ? `${business} is verified. ` : ''}Find jobs near you, buy the leads you want,
          send quotes and message homeowners.
        </p>
      }
    >
      <IdDocumentReminder className="mb-6" />
      <ShortcutGrid shortcuts={SHORTCUTS} />
      <div className="mt-8">
        <NewsPreferenceCard />
      </div>
    </DashboardFrame>
  );
}
