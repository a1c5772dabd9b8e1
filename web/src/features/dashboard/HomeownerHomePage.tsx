import { useCurrentUser } from '../auth/useCurrentUser';
import { NewsPreferenceCard } from '../maintenance/NewsPreferenceCard';
import { DashboardFrame } from './DashboardFrame';
import { HomeownerDayPanel } from './HomeownerDay';
import { LevelUpNotice } from '../rewards/LevelUp';
import { ShortcutGrid, type Shortcut } from './ShortcutGrid';

// A few onward links under the day; the figures above link to the rest.
const SHORTCUTS: Shortcut[] = [
  {
    to: '/dashboard/post-job',
    title: 'Post a Job',
    text: 'Describe the work and get quotes from verified local tradies.',
  },
  {
    to: '/dashboard/find-tradie',
    title: 'Find a Tradie',
    text: 'Browse verified tradies by trade and area.',
  },
  {
    to: '/dashboard/help',
    title: 'Help',
    text: 'Answers to common questions and how to reach us.',
  },
];

/** The Centra Resident dashboard home (/dashboard). */
export function HomeownerHomePage() {
  const user = useCurrentUser();
  return (
    <DashboardFrame
      area="homeowner"
      title={`G'day, ${user.firstName}`}
      intro={
        <p>Here is what is waiting for you today: quotes to compare, messages and your rewards.</p>
      }
    >
      <LevelUpNotice />
      <HomeownerDayPanel />
      <h2 className="mt-10 mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        Get things done
      </h2>
      <ShortcutGrid shortcuts={SHORTCUTS} />
      <div className="mt-8">
        <NewsPreferenceCard />
      </div>
    </DashboardFrame>
  );
}
