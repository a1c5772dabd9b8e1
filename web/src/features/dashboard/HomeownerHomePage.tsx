import { Link } from '@tanstack/react-router';
import { Card } from '@/shared/ui/Page';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardFrame } from './DashboardFrame';
import type { OnwardPath } from './nav';

const SHORTCUTS: { to: OnwardPath; title: string; text: string }[] = [
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
          This is your Centra Resident dashboard. Tradiehub is in early access: posting jobs,
          quotes, messages and rewards are being switched on over the coming weeks, and each screen
          tells you plainly what&apos;s ready.
        </p>
      }
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {SHORTCUTS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block h-full rounded-2xl focus-visible:outline-2">
              <Card className="h-full transition-colors hover:border-brand-400 dark:hover:border-brand-600">
                <h2 className="font-semibold text-slate-900 dark:text-white">{item.title}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.text}</p>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardFrame>
  );
}
