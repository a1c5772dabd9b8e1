import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { apiErrorCode, isApiError } from '@/shared/api/errors';
import { Alert } from '@/shared/ui/Alert';
import { buttonClass } from '@/shared/ui/button';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { LoadingMessage } from '@/shared/ui/Status';
import { sessionQueryKey } from '../auth/session';
import { confirmEmailChange } from './api';
import { profileKeys } from './keys';

const route = getRouteApi('/confirm-email');

/** Where the email-change link lands: confirms once, then says what happened. */
export function ConfirmEmailPage() {
  const { token } = route.useSearch();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.own });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  return (
    <Container narrow className="py-12">
      <Seo title="Confirm your email" />
      <PageHeading title="Confirm your new email" />
      {!token || confirm.isError ? (
        <Alert tone="error" title="This link doesn't work">
          {apiErrorCode(confirm.error) === 'AUTH.EMAIL_TAKEN'
            ? 'Another account uses that address now.'
            : isApiError(confirm.error) && confirm.error.status !== 400
              ? confirm.error.message
              : 'It is invalid, already used or more than a day old. Ask for a new one from your profile.'}
        </Alert>
      ) : confirm.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success" title="Email changed">
            From now on you sign in with {confirm.data.email}.
          </Alert>
          <Link to="/login" className={buttonClass()}>
            Go to log in
          </Link>
        </div>
      ) : (
        <LoadingMessage>Confirming…</LoadingMessage>
      )}
    </Container>
  );
}
