import { Alert } from '@/shared/ui/Alert';
import { ResendVerification } from './ResendVerification';
import { useCurrentUser } from './useCurrentUser';

/** Shown to signed-in people whose email is not verified yet: what waits for it, and a resend. */
export function EmailVerificationBanner() {
  const user = useCurrentUser();
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
