import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/shared/api/errors';
import { isEmail } from '@/shared/forms/errors';
import { Button } from '@/shared/ui/Button';
import { EmailField } from '@/shared/ui/Field';
import { Form, FormOutcome } from '@/shared/ui/Form';
import { textLinkClass } from '@/shared/ui/link';
import { requestPasswordReset } from './api';
import { AuthCard } from './AuthCard';

/** Always the same answer whether or not the account exists (no account enumeration). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (!isEmail(email)) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      if (isApiError(caught) && caught.status === 429) {
        setFormError('Too many requests. Please wait a few minutes before trying again.');
      } else if (isApiError(caught) && caught.status === 400) {
        setError('Please enter a valid email address.');
      } else {
        setFormError('We couldn’t send the email just now. Please try again.');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      intro={<p>Enter your email and we&apos;ll send you a link to choose a new password.</p>}
    >
      {sentTo ? (
        <FormOutcome
          title="Check your email"
          next={
            <p className="text-sm">
              <Link to="/login" className={textLinkClass}>
                Back to log in
              </Link>
            </p>
          }
        >
          If an account exists for {sentTo}, we&apos;ve emailed a link to reset your password. The
          link works once and expires after one hour.
        </FormOutcome>
      ) : (
        <Form
          label="Reset your password"
          error={formError}
          onSubmit={(event) => void submit(event)}
        >
          <EmailField
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error ?? undefined}
          />
          <Button type="submit" busy={submitting} busyText="Sending…">
            Send reset link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
