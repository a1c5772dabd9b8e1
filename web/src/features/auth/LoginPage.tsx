import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { refreshCsrfToken } from '@/shared/api/client';
import { isApiError } from '@/shared/api/errors';
import { isEmail } from '@/shared/forms/errors';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import { Button } from '@/shared/ui/Button';
import { EmailField, TextField } from '@/shared/ui/Field';
import { Form } from '@/shared/ui/Form';
import { textLinkClass } from '@/shared/ui/link';
import { AlreadySignedIn } from './AlreadySignedIn';
import { login } from './api';
import { AuthCard } from './AuthCard';
import { useSession } from './queries';
import { dashboardPathFor } from './session';

const route = getRouteApi('/login');

function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  if (error.status === 401) return 'Incorrect email or password';
  if (error.status === 429) {
    return 'Too many login attempts. Please slow down and try again in a minute.';
  }
  return error.message;
}

export function LoginPage() {
  const { redirect } = route.useSearch();
  const { auth } = route.useRouteContext();
  const navigate = useNavigate();
  const { session } = useSession();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!isEmail(email)) found.email = 'Please enter a valid email address.';
    if (!password) found.password = 'Please enter your password.';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      auth.setSession({ kind: 'user', user });
      refreshCsrfToken().catch(() => undefined);
      await navigate({ href: safeRedirectPath(redirect) ?? dashboardPathFor(user), replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'AUTH.BANNED') {
        auth.setSession({ kind: 'banned' });
        await navigate({ to: '/banned' });
        return;
      }
      setFormError(loginErrorMessage(error));
      setPassword('');
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  // While a login completes the session is already set: keep the form until we navigate away.
  if (session.kind === 'user' && !submitting) return <AlreadySignedIn user={session.user} />;

  return (
    <AuthCard
      title="Log in"
      intro={
        <p>
          New to Tradiehub?{' '}
          <Link to="/register" className={textLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <Form label="Log in" error={formError} onSubmit={(event) => void submit(event)}>
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <div className="flex items-center justify-between gap-4">
          <Button type="submit" busy={submitting} busyText="Logging in…">
            Log In
          </Button>
          <Link to="/forgot-password" className={`text-sm ${textLinkClass}`}>
            Forgot your password?
          </Link>
        </div>
      </Form>
    </AuthCard>
  );
}
