import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { refreshCsrfToken } from '@/shared/api/client';
import { isApiError } from '@/shared/api/errors';
import { AU_STATES } from '@/shared/config/product';
import { focusFirstInvalid, splitApiError, type FieldErrors } from '@/shared/forms/errors';
import { Button } from '@/shared/ui/Button';
import { SelectField, TextField } from '@/shared/ui/Field';
import { Form } from '@/shared/ui/Form';
import { textLinkClass } from '@/shared/ui/link';
import { metaQueryOptions } from '../meta/queries';
import { AccountTypePicker } from './AccountTypePicker';
import { AlreadySignedIn } from './AlreadySignedIn';
import { register } from './api';
import { AuthCard } from './AuthCard';
import { useSession } from './queries';
import {
  bindTextFields,
  EMPTY_REGISTER_VALUES,
  REGISTER_FIELDS,
  REGISTER_LABELS,
  toRegisterBody,
  validateRegister,
  type AccountType,
  type RegisterField,
  type RegisterValues,
} from './register-form';
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
  const formRef = useRef<HTMLFormElement>(null);
  const meta = useQuery(metaQueryOptions());
  const [type, setType] = useState<AccountType>(initialType);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTER_VALUES);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: register });

  const states = meta.data?.states ?? [...AU_STATES];
  const stateOptions = states.map((s) => ({ value: s, label: s }));
  const change = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const showErrors = (found: FieldErrors<RegisterField>, message: string | null) => {
    // Commit the errors before moving focus: after an API refusal React renders later, and a
    // frame scheduled here could run first and find no invalid field to focus.
    flushSync(() => {
      setErrors(found);
      setFormError(message);
    });
    focusFirstInvalid(formRef.current);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegister(type, values);
    if (Object.keys(found).length > 0) {
      showErrors(found, 'Please fix the highlighted fields.');
      return;
    }
    setErrors({});
    setFormError(null);
    mutation.mutate(toRegisterBody(type, values), {
      onSuccess: async (user) => {
        onRegistered();
        auth.setSession({ kind: 'user', user });
        refreshCsrfToken().catch(() => undefined);
        await navigate({
          to: user.type === 'tradie' ? '/pending-verification' : '/dashboard',
          replace: true,
        });
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          showErrors(
            { email: 'This email is already registered. Log in instead, or use another email.' },
            null,
          );
          return;
        }
        const split = splitApiError(error, REGISTER_FIELDS, REGISTER_LABELS);
        showErrors(split.fieldErrors, split.formError);
      },
    });
  };

  const text = bindTextFields(values, errors, change);

  return (
    <Form ref={formRef} label="Create your account" error={formError} onSubmit={submit}>
      <AccountTypePicker value={type} onChange={setType} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...text('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...text('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with a letter and a number."
        {...text('password')}
      />
      <TextField label="Phone" type="tel" autoComplete="tel" optional {...text('phone')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="Suburb" autoComplete="address-level2" optional {...text('suburb')} />
        <SelectField
          label="State or territory"
          optional
          options={stateOptions}
          {...text('state')}
        />
        <TextField
          label="Postcode"
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          optional
          {...text('postcode')}
        />
      </div>
      {type === 'tradie' ? (
        <TradieFields
          values={values}
          errors={errors}
          stateOptions={stateOptions}
          onChange={change}
        />
      ) : null}
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
        busy={mutation.isPending}
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
