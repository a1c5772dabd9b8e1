import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { LoadingMessage } from '@/shared/ui/Status';
import { unsubscribe } from './news';

/** /unsubscribe?token=…: the link in every bulk email; works without signing in. */
export function UnsubscribePage({ token }: { token: string }) {
  const mutation = useMutation({ mutationFn: unsubscribe });
  const { mutate } = mutation;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  return (
    <Container narrow className="py-16">
      <Seo title="Unsubscribe" />
      <h1 className="text-3xl font-bold text-slate-900 dark:text-white">Email preferences</h1>
      <div className="mt-6">
        {!token ? (
          <Alert tone="error">
            This unsubscribe link is incomplete. Please use the link from the email.
          </Alert>
        ) : mutation.isPending || mutation.isIdle ? (
          <LoadingMessage>Unsubscribing…</LoadingMessage>
        ) : mutation.isError ? (
          <Alert tone="error">
            {isApiError(mutation.error)
              ? mutation.error.message
              : 'That didn’t work. Please try again.'}
          </Alert>
        ) : (
          <Alert tone="success" title="You are unsubscribed">
            You won&apos;t get news emails from Tradiehub any more. Emails about your account (like
            password resets) still reach you. You can turn news back on from your dashboard.
          </Alert>
        )}
      </div>
      <p className="mt-8">
        <Link to="/" className="underline">
          Back to Tradiehub
        </Link>
      </p>
    </Container>
  );
}
