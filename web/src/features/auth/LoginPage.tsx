import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { refreshCsrfToken } from '@/shared/api/client';
import { isApiError } from '@/shared/api/errors';
import { EmailField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import { Button } from '@/shared/ui/Button';
import { cn } from '@/shared/ui/cn';
import { textLinkClass } from '@/shared/ui/link';
import { AlreadySignedIn } from './AlreadySignedIn';
import { login } from './api';
import { AuthCard } from './AuthCard';
import { useSession } from './queries';
import { loginSchema } from './schemas';
import { dashboardPathFor } from './session';

const route = getRouteApi('/login');

/** What the form says when the API refuses a login (the banned case navigates instead). */
function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  switch (error.code) {
    case 'AUTH.INVALID_CREDENTIALS':
      return 'Incorrect email or password';
    case 'AUTH.RATE_LIMITED':
      return 'Too many login attempts. Please slow down and try again in a minute.';
    default:
      return error.message;
  }
}

export function LoginPage() {
  const { redirect } = route.useSearch();
  const { auth } = route.useRouteContext();
  const navigate = useNavigate();
  const { session } = useSession();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const submitting = form.formState.isSubmitting;

  const submit = async ({ email, password }: { email: string; password: string }) => {
    try {
      const user = await login(email, password);
      auth.setSession({ kind: 'user', user });
      refreshCsrfToken().catch(() => undefined);
      await navigate({ href: safeRedirectPath(redirect) ?? dashboardPathFor(user), replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'AUTH.BANNED') {
        auth.setSession({ kind: 'banned', message: error.message });
        await navigate({ to: '/banned' });
        return;
      }
      form.setError('root', { type: 'api', message: loginErrorMessage(error) });
      form.resetField('password', { defaultValue: '' });
      form.setFocus('password');
    }
  };

  // While a login completes the session is already set: keep the form until we navigate away.
  if (session.kind === 'user' && !submitting) return <AlreadySignedIn user={session.user} />;

  return (
    <AuthCard
      title="Log in"
      description="Log in to Tradiehub to manage your jobs, quotes, leads, messages and rewards."
      intro={
        <p>
          New to Tradiehub?{' '}
          <Link to="/register" className={textLinkClass}>
            Create an account
          </Link>
        </p>
      }
    >
      <Form form={form} label="Log in" onSubmit={submit}>
        <EmailField control={form.control} name="email" />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <div className="flex items-center justify-between gap-4">
          <Button type="submit" busy={submitting} busyText="Logging in…">
            Log In
          </Button>
          <Link to="/forgot-password" className={cn('text-sm', textLinkClass)}>
            Forgot your password?
          </Link>
        </div>
      </Form>
    </AuthCard>
  );
}
