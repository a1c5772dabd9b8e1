import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/shared/ui/button';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { useSession } from './queries';
import { dashboardPathFor } from './session';

export function UnauthorizedPage() {
  const { session } = useSession();
  return (
    <Container narrow className="py-16">
      <Seo title="No access" />
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">403</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">
        You don&apos;t have access to that page
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        That page is for a different kind of account. Homeowners, tradies and admins each have their
        own dashboard.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {session.kind === 'user' ? (
          <Link to={dashboardPathFor(session.user)} className={buttonClass({ variant: 'primary' })}>
            Go to your dashboard
          </Link>
        ) : (
          <Link to="/login" className={buttonClass({ variant: 'primary' })}>
            Log In
          </Link>
        )}
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </Container>
  );
}
