import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isApiError } from '@/shared/api/errors';
import { buttonClass } from '@/shared/ui/button';
import { Container } from '@/shared/ui/Page';

const STATUS_TEXT: Record<number, string> = {
  0: 'Network Error',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

function describe(error: unknown): { status: number; message: string } {
  if (isApiError(error)) return { status: error.status, message: error.message };
  const status =
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number'
      ? error.status
      : 500;
  const message = error instanceof Error ? error.message : String(error);
  return { status, message: message || 'Something went wrong.' };
}

/**
 * The fallback for uncaught routing errors: the title 'Unexpected Application Error!', the
 * status and the message (marketplace spec, § 8).
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { status, message } = describe(error);
  return (
    <Container narrow className="py-16">
      <title>Unexpected Application Error! | Tradiehub</title>
      <div role="alert" className="space-y-4">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          Unexpected Application Error!
        </h1>
        <p className="text-lg font-semibold text-red-700 dark:text-red-300">
          {status} {STATUS_TEXT[status] ?? 'Error'}
        </p>
        <p className="rounded-lg bg-slate-100 p-4 font-mono text-sm break-words text-slate-800 dark:bg-slate-900 dark:text-slate-200">
          {message}
        </p>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass({ variant: 'primary' })}
          onClick={() => void router.invalidate()}
        >
          Try again
        </button>
        <Link to="/" className={buttonClass({ variant: 'secondary' })}>
          Go to the home page
        </Link>
      </div>
    </Container>
  );
}
