import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/shared/ui/button';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { LogoutButton } from './LogoutButton';

export function BannedPage() {
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
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/contact" className={buttonClass('primary')}>
          Contact us
        </Link>
        <Link to="/terms" className={buttonClass('secondary')}>
          Read the terms
        </Link>
        <LogoutButton variant="ghost" />
      </div>
    </Container>
  );
}
