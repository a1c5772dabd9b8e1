import { useState } from 'react';
import { TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { FormOutcome } from '@/shared/ui/FormOutcome';
import { changePassword, requestEmailChange } from './api';
import { emailSchema, passwordSchema } from './schemas';
import { SessionsSection } from './SessionsSection';

function PasswordForm() {
  const [done, setDone] = useState(false);
  const empty = { currentPassword: '', newPassword: '' };
  const form = useZodForm(passwordSchema, {
    defaultValues: empty,
    labels: { currentPassword: 'Current password', newPassword: 'New password' },
  });
  const { control } = form;
  if (done) {
    return (
      <FormOutcome
        title="Password changed"
        next={
          <Button variant="secondary" size="sm" onClick={() => setDone(false)}>
            Change it again
          </Button>
        }
      >
        You stay signed in here; every other device has been signed out.
      </FormOutcome>
    );
  }
  return (
    <Form
      form={form}
      label="Change password"
      onSubmit={async (body) => {
        await changePassword(body);
        form.reset(empty);
        setDone(true);
      }}
    >
      <TextField
        control={control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        control={control}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters with a letter and a number. Other devices will be signed out."
      />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Changing…">
        Change password
      </Button>
    </Form>
  );
}

function EmailForm({ currentEmail }: { currentEmail: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const empty = { newEmail: '', password: '' };
  const form = useZodForm(emailSchema, {
    defaultValues: empty,
    labels: { newEmail: 'New email', password: 'Current password' },
  });
  const { control } = form;
  if (sentTo) {
    return (
      <FormOutcome
        title="Check your inbox"
        next={
          <Button variant="secondary" size="sm" onClick={() => setSentTo(null)}>
            Use another address
          </Button>
        }
      >
        We sent a link to {sentTo}. Your email stays {currentEmail} until you open it (within 24
        hours).
      </FormOutcome>
    );
  }
  return (
    <Form
      form={form}
      label="Change email"
      onSubmit={async (body) => {
        await requestEmailChange(body);
        form.reset(empty);
        setSentTo(body.newEmail);
      }}
      apiErrors={{ messages: { 'PROFILES.SAME_EMAIL': 'That is already your email.' } }}
    >
      <TextField
        control={control}
        name="newEmail"
        label="New email"
        type="email"
        autoComplete="email"
      />
      <TextField
        control={control}
        name="password"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending…">
        Send confirmation link
      </Button>
    </Form>
  );
}

/** Password and email changes (confirmed with the current password), and signed-in devices. */
export function SecuritySection({ email }: { email: string }) {
  return (
    <div className="space-y-10">
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="password-heading" className="space-y-4">
          <h3 id="password-heading" className="font-semibold text-slate-900 dark:text-white">
            Password
          </h3>
          <PasswordForm />
        </section>
        <section aria-labelledby="email-heading" className="space-y-4">
          <h3 id="email-heading" className="font-semibold text-slate-900 dark:text-white">
            Email ({email})
          </h3>
          <EmailForm currentEmail={email} />
        </section>
      </div>
      <SessionsSection />
    </div>
  );
}
