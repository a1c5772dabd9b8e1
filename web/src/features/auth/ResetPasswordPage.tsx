import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/api/errors';
import { Button } from '@/shared/ui/Button';
import { TextField } from '@/shared/ui/Field';
import { Form, FormOutcome } from '@/shared/ui/Form';
import { textLinkClass } from '@/shared/ui/link';
import { resetPassword } from './api';
import { AuthCard } from './AuthCard';

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

export function ResetPasswordPage() {
  const { token } = route.useSearch();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const found: typeof errors = {};
    if (password.length < 8 || !/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
      found.password = 'Use at least 8 characters, with a letter and a number.';
    }
    if (confirm !== password) found.confirm = 'The passwords don’t match.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.status === 400 && /^token\b/.test(error.message)) {
        setTokenRejected(true);
      } else if (isApiError(error) && error.status === 400 && /^password\b/.test(error.message)) {
        setErrors({ password: error.message.replace(/^password:\s*/, 'Password ') });
      } else {
        setFormError(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
      }
    } finally {
      setSubmitting(false);
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
      <Form
        label="Choose a new password"
        error={formError}
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters, with a letter and a number."
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField
          label="Confirm new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
        />
        <Button type="submit" busy={submitting} busyText="Saving…">
          Reset password
        </Button>
      </Form>
    );
  }

  return <AuthCard title="Choose a new password">{body}</AuthCard>;
}
