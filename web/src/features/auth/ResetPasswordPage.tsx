import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/shared/api/errors';
import { applyApiErrors } from '@/shared/forms/api-errors';
import { TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { FormOutcome } from '@/shared/ui/FormOutcome';
import { textLinkClass } from '@/shared/ui/link';
import { resetPassword } from './api';
import { AuthCard } from './AuthCard';
import { resetPasswordSchema } from './schemas';

const route = getRouteApi('/reset-password');

function InvalidLink() {
  return (
    <FormOutcome
      tone="error"
      next={
        <p className="text-sm">
          <Link to="/forgot-password" className={textLinkClass}>
            Request a new link
          </Link>
        </p>
      }
    >
      This reset link is invalid, already used or expired.
    </FormOutcome>
  );
}

/** The link's token was refused: unknown, used, expired (a code) or malformed (the DTO). */
function isTokenRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === 'AUTH.RESET_TOKEN_INVALID' ||
    error.fieldErrors.some((problem) => problem.field === 'token')
  );
}

export function ResetPasswordPage() {
  const { token } = route.useSearch();
  const [tokenRejected, setTokenRejected] = useState(false);
  const [done, setDone] = useState(false);
  const form = useZodForm(resetPasswordSchema, {
    defaultValues: { password: '', confirm: '' },
    labels: { password: 'Password' },
  });

  const submit = async ({ password }: { password: string }) => {
    if (!token) return;
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      if (isTokenRefusal(error)) setTokenRejected(true);
      else applyApiErrors(form, error);
    }
  };

  let body;
  if (!token || tokenRejected) {
    body = <InvalidLink />;
  } else if (done) {
    body = (
      <FormOutcome
        title="Password changed"
        next={
          <Link to="/login" className={textLinkClass}>
            Log in
          </Link>
        }
      >
        Your password has been reset. You can now log in with your new password.
      </FormOutcome>
    );
  } else {
    body = (
      <Form form={form} label="Choose a new password" onSubmit={submit}>
        <TextField
          control={form.control}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with a letter and a number."
        />
        <TextField
          control={form.control}
          name="confirm"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Saving…">
          Reset password
        </Button>
      </Form>
    );
  }

  return <AuthCard title="Choose a new password">{body}</AuthCard>;
}
