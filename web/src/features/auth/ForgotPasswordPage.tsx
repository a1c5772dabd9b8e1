import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EmailField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { FormOutcome } from '@/shared/ui/FormOutcome';
import { textLinkClass } from '@/shared/ui/link';
import { requestPasswordReset } from './api';
import { AuthCard } from './AuthCard';
import { forgotPasswordSchema } from './schemas';

/** Always the same answer whether or not the account exists (no account enumeration). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, {
    defaultValues: { email: '' },
    labels: { email: 'Email' },
  });

  const submit = async ({ email }: { email: string }) => {
    await requestPasswordReset(email);
    setSentTo(email);
  };

  return (
    <AuthCard
      title="Forgot your password?"
      description="Reset your Tradiehub password: we email you a link to choose a new one."
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
          form={form}
          label="Reset your password"
          onSubmit={submit}
          apiErrors={{
            messages: {
              'AUTH.RATE_LIMITED':
                'Too many requests. Please wait a few minutes before trying again.',
            },
          }}
        >
          <EmailField control={form.control} name="email" />
          <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending…">
            Send reset link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
