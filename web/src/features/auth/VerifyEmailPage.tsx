import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiErrorCode, isApiError } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { buttonClass } from '@/shared/ui/button';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { LoadingMessage } from '@/shared/ui/Status';
import { verifyEmail } from './api';
import { sessionQueryKey } from './session';

const route = getRouteApi('/verify-email');

const FAILURES: Record<string, string> = {
  'AUTH.VERIFICATION_EXPIRED':
    'This link is more than 24 hours old. Log in and send yourself a new one from your dashboard.',
  'AUTH.VERIFICATION_USED':
    'This link was already used, or a newer one was sent. If you opened it before, your email is verified: just log in. Otherwise use the newest email we sent.',
};

/** Where the verification link lands: verifies once, then says what happened. */
export function VerifyEmailPage() {
  const { token } = route.useSearch();
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  const { mutate } = verify;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const code = apiErrorCode(verify.error);
  return (
    <Container narrow className="py-12">
      <Seo title="Verify your email" />
      <PageHeading title="Verify your email" />
      {!token || verify.isError ? (
        <Alert tone="error" title="This link doesn't work">
          {(code && FAILURES[code]) ??
            (isApiError(verify.error) && verify.error.status !== 400
              ? verify.error.message
              : 'This link is not valid. Check you copied the whole address from the email, or send a new link from your dashboard.')}
        </Alert>
      ) : verify.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success" title="Email verified">
            Thanks, your email address is verified. You can now post jobs or buy leads, and new
            tradies get their free sign-up credits while spots last.
          </Alert>
          <Link to="/dashboard" className={buttonClass()}>
            Go to your dashboard
          </Link>
        </div>
      ) : (
        <LoadingMessage>Verifying…</LoadingMessage>
      )}
    </Container>
  );
}
