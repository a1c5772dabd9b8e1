import { Alert } from '@/shared/ui/Alert';
import { ResendVerification } from './ResendVerification';
import { useSession } from './queries';

/** Shown to signed-in people whose email is not verified yet: what waits for it, and a resend. */
export function EmailVerificationBanner() {
  // From the session, not the route context: the frame renders in page tests without one.
  const { session } = useSession();
  if (session.kind !== 'user') return null;
  const user = session.user;
  if (user.emailVerified || user.type === 'admin') return null;
  const locked =
    user.type === 'tradie'
      ? 'Until then you cannot buy leads, and your free sign-up credits (while spots last) arrive once you verify.'
      : 'Until then you cannot post a job.';
  return (
    <Alert tone="info" title="Please verify your email" className="mb-6">
      <p className="mb-3">
        We sent a link to {user.email}. {locked}
      </p>
      <ResendVerification />
    </Alert>
  );
}
