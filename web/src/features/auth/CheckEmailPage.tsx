import { Link } from '@tanstack/react-router';
import { Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { buttonClass } from '@/shared/ui/button';
import { ResendVerification } from './ResendVerification';
import { useCurrentUser } from './useCurrentUser';

/** After signing up: open the link we emailed (it works for 24 hours). */
export function CheckEmailPage() {
  const user = useCurrentUser();
  return (
    <Container narrow className="py-12">
      <Seo title="Check your email" />
      <PageHeading title="Check your email" />
      <Prose>
        <p>
          We sent a link to <strong>{user.email}</strong>. Open it to verify your email address. The
          link works for 24 hours.
        </p>
        <p>
          {user.type === 'tradie'
            ? 'Once verified, you get your free sign-up credits while spots last. You can buy leads when your email is verified and we have checked your business.'
            : 'Once verified, you can post jobs.'}
        </p>
        <p>No email after a few minutes? Check your spam folder, or send a new link.</p>
      </Prose>
      <div className="mt-6 space-y-6">
        <ResendVerification variant="primary" />
        <Link
          to={
            user.type === 'tradie' && user.status !== 'active'
              ? '/pending-verification'
              : '/dashboard'
          }
          className={buttonClass({ variant: 'secondary' })}
        >
          {user.type === 'tradie' && user.status !== 'active'
            ? 'See your verification status'
            : 'Go to your dashboard'}
        </Link>
      </div>
    </Container>
  );
}
