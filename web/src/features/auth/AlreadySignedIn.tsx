import { Link } from '@tanstack/react-router';
import type { User } from '@/shared/api/types';
import { buttonClass } from '@/shared/ui/button';
import { AuthCard } from './AuthCard';
import { dashboardPathFor } from './session';
import { LogoutButton } from './LogoutButton';

/** Shown on /login and /register to someone who is already logged in. */
export function AlreadySignedIn({ user }: { user: User }) {
  return (
    <AuthCard title="You're already logged in">
      <p className="text-slate-600 dark:text-slate-300">
        You&apos;re logged in as {user.firstName} ({user.email}). To use a different account, log
        out first.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={dashboardPathFor(user)} className={buttonClass({ variant: 'primary' })}>
          Go to your dashboard
        </Link>
        <LogoutButton variant="secondary" />
      </div>
    </AuthCard>
  );
}
