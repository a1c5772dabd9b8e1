import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/shared/ui/button';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { LogoutButton } from './LogoutButton';
import { useSession } from './queries';

export function BannedPage() {
  const { session } = useSession();
  const reason =
    session.kind === 'banned' ? session.message?.split('Reason: ')[1]?.trim() : undefined;
  return (
    <Container narrow className="py-16">
      <Seo title="Account suspended" />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
        Your account has been suspended
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        This account can no longer use Tradiehub, usually because of a breach of our terms of use.
        If you think this is a mistake, contact us and we&apos;ll review it.
      </p>
      {reason ? (
        <p className="mt-4 rounded-lg border border-slate-200 p-4 text-slate-800 dark:border-slate-700 dark:text-slate-100">
          <span className="font-semibold">Reason given by our team:</span> {reason}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass({ variant: 'primary' })}>
          Contact us
        </Link>
        <Link to="/terms" className={buttonClass({ variant: 'secondary' })}>
          Read the terms
        </Link>
        <LogoutButton variant="ghost" />
      </div>
    </Container>
  );
}
