import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorCode } from '@/shared/api/errors';
import { Button } from '@/shared/ui/Button';
import { resendVerificationEmail } from './api';
import { sessionQueryKey } from './session';

/** "Send a new link" with what happened next to it (each new link replaces the last). */
export function ResendVerification({
  variant = 'secondary',
}: {
  variant?: 'primary' | 'secondary';
}) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: resendVerificationEmail,
    onError: async (error) => {
      if (apiErrorCode(error) === 'AUTH.ALREADY_VERIFIED')
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={variant}
        busy={resend.isPending}
        busyText="Sending…"
        onClick={() => resend.mutate()}
      >
        Send a new link
      </Button>
      <p role="status" className="text-sm">
        {resend.isSuccess
          ? 'Sent. Use the newest email: earlier links no longer work.'
          : resend.isError
            ? apiErrorCode(resend.error) === 'AUTH.ALREADY_VERIFIED'
              ? 'Your email is already verified.'
              : resend.error.message
            : null}
      </p>
    </div>
  );
}
