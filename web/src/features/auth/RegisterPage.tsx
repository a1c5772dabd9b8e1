import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { refreshCsrfToken } from '@/shared/api/client';
import { AU_STATES } from '@/shared/config/product';
import { SelectField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { textLinkClass } from '@/shared/ui/link';
import { metaQueryOptions } from '../meta/queries';
import { AccountTypePicker } from './AccountTypePicker';
import { AlreadySignedIn } from './AlreadySignedIn';
import { register } from './api';
import { AuthCard } from './AuthCard';
import { useSession } from './queries';
import {
  emptyRegisterValues,
  REGISTER_LABELS,
  registerSchema,
  type AccountType,
  type RegisterOutput,
} from './schemas';
import { TradieFields } from './TradieFields';
import { useAuth } from './useAuth';

function RegisterForm({
  initialType,
  onRegistered,
}: {
  initialType: AccountType;
  onRegistered: () => void;
}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const meta = useQuery(metaQueryOptions());
  const form = useZodForm(registerSchema, {
    defaultValues: emptyRegisterValues(initialType),
    labels: REGISTER_LABELS,
  });
  const { control } = form;
  // Only the account type re-renders the whole form (tradie fields in or out).
  const type = useWatch({ control, name: 'type' });
  const states = meta.data?.states ?? [...AU_STATES];
  const stateOptions = states.map((s) => ({ value: s, label: s }));

  const submit = async (body: RegisterOutput) => {
    const user = await register(body);
    onRegistered();
    auth.setSession({ kind: 'user', user });
    refreshCsrfToken().catch(() => undefined);
    // Next: open the emailed link (the page links on to the tradie's verification status).
    await navigate({ to: '/check-email', replace: true });
  };

  return (
    <Form
      form={form}
      label="Create your account"
      onSubmit={submit}
      invalidMessage="Please fix the highlighted fields."
      apiErrors={{
        messages: {
          'AUTH.EMAIL_TAKEN':
            'This email is already registered. Log in instead, or use another email.',
          // Shown on the field the API names (postcode or servicePostcode).
          'AUTH.UNKNOWN_POSTCODE': 'We don’t know that postcode. Please check it.',
        },
      }}
    >
      <AccountTypePicker control={control} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="firstName"
          label="First name"
          autoComplete="given-name"
        />
        <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <TextField control={control} name="email" label="Email" type="email" autoComplete="email" />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
      />
      <TextField
        control={control}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        optional
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          control={control}
          name="suburb"
          label="Suburb"
          autoComplete="address-level2"
          optional
        />
        <SelectField
          control={control}
          name="state"
          label="State or territory"
          optional
          options={stateOptions}
        />
        <TextField
          control={control}
          name="postcode"
          label="Postcode"
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          optional
        />
      </div>
      {type === 'tradie' ? <TradieFields control={control} stateOptions={stateOptions} /> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        By creating an account you agree to our{' '}
        <Link to="/terms" className={textLinkClass}>
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className={textLinkClass}>
          Privacy Policy
        </Link>
        .
      </p>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={form.formState.isSubmitting}
        busyText="Creating your account…"
      >
        {type === 'tradie' ? 'Create tradie account' : 'Create account'}
      </Button>
    </Form>
  );
}

/** /register and /register-unified; ?type=homeowner|tradie preselects the account type. */
export function RegisterPage() {
  const search = useSearch({ strict: false });
  const { session } = useSession();
  // Set once this form has created the account, so it isn't replaced by "already logged in".
  const [registered, setRegistered] = useState(false);
  const initialType: AccountType = search.type === 'tradie' ? 'tradie' : 'homeowner';
  if (session.kind === 'user' && !registered) return <AlreadySignedIn user={session.user} />;
  return (
    <AuthCard
      wide
      title="Create your account"
      description="Join Tradiehub free: homeowners post jobs and compare quotes; verified tradies buy the leads they want, with no commission."
      intro={
        <p>
          Already have an account?{' '}
          <Link to="/login" className={textLinkClass}>
            Log in
          </Link>
        </p>
      }
    >
      {/* A new ?type= (e.g. from the footer link) starts a fresh form with that type selected. */}
      <RegisterForm
        key={initialType}
        initialType={initialType}
        onRegistered={() => setRegistered(true)}
      />
    </AuthCard>
  );
}
