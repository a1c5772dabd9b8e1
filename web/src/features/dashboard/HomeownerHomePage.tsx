import { useCurrentUser } from '../auth/useCurrentUser';
import { NewsPreferenceCard } from '../maintenance/NewsPreferenceCard';
import { DashboardFrame } from './DashboardFrame';
import { LevelUpNotice } from '../rewards/LevelUp';
import { ShortcutGrid, type Shortcut } from './ShortcutGrid';

const SHORTCUTS: Shortcut[] = [
  {
    to: '/dashboard/post-job',
    title: 'Post a Job',
    text: 'Describe the work and get quotes from verified local tradies.',
  },
  {
    to: '/dashboard/jobs',
    title: 'My Jobs',
    text: 'Follow your open jobs, compare quotes and hire.',
  },
  {
    to: '/dashboard/find-tradie',
    title: 'Find a Tradie',
    text: 'Browse verified tradies by trade and area.',
  },
  { to: '/dashboard/rewards', title: 'Rewards', text: 'Your Centra Points, level and gift cards.' },
  {
    to: '/dashboard/messages',
    title: 'Messages',
    text: 'Chat with the tradies who quoted on your jobs.',
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
        <p>
          This is your Centra Resident dashboard: post a job, compare the quotes tradies send you,
          chat with them and collect your rewards.
        </p>
      }
    >
      <LevelUpNotice />
      <ShortcutGrid shortcuts={SHORTCUTS} />
      <div className="mt-8">
        <NewsPreferenceCard />
      </div>
    </DashboardFrame>
  );
}
