import { useCurrentUser } from '../auth/useCurrentUser';
import { IdDocumentReminder } from '../id-documents/IdDocumentUpload';
import { NewsPreferenceCard } from '../maintenance/NewsPreferenceCard';
import { DashboardFrame } from './DashboardFrame';
import { ShortcutGrid, type Shortcut } from './ShortcutGrid';
import { TradieDayPanel } from './TradieDay';

// A few onward links under the day; the figures above link to the rest.
const SHORTCUTS: Shortcut[] = [
  {
    to: '/dashboard/tradie/profile',
    title: 'Profile',
    text: 'Your business details and public profile.',
  },
  {
    to: '/dashboard/tradie/reviews',
    title: 'My Reviews',
    text: 'What homeowners said, and your replies.',
  },
  {
    to: '/dashboard/tradie/help',
    title: 'Help',
    text: 'Answers to common questions and how to reach us.',
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
      <TradieDayPanel />
      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900 dark:text-white">More</h2>
      <ShortcutGrid shortcuts={SHORTCUTS} />
      <div className="mt-8">
        <NewsPreferenceCard />
      </div>
    </DashboardFrame>
  );
}
