import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isApiError } from '@/shared/api/errors';
import { Card } from '@/shared/ui/Page';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import type { OnwardPath } from './nav';

/** One figure of the day: a big number, what it counts, and where to act on it. */
export function StatTile({
  label,
  value,
  hint,
  to,
  action,
  testId,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  to?: OnwardPath;
  action?: string;
  testId?: string;
}) {
  return (
    <li>
      <Card className="flex h-full flex-col">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{label}</p>
        <p
          className="mt-1 text-3xl font-bold text-slate-900 tabular-nums dark:text-white"
          data-testid={testId}
        >
          {value}
        </p>
        {hint ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{hint}</p> : null}
        {to && action ? (
          <Link
            to={to}
            className="mt-auto pt-3 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
          >
            {action}
          </Link>
        ) : null}
      </Card>
    </li>
  );
}

export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>
    </section>
  );
}

/** Placeholder tiles while the day loads, so the layout does not jump. */
export function DaySkeleton({ tiles, label }: { tiles: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: tiles }, (_, i) => (
          <li key={i} className="h-28 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}

/** The loading and error states every dashboard shares; `children` renders the loaded day. */
export function DayQuery<T>({
  query,
  tiles,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  tiles: number;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <DaySkeleton tiles={tiles} label={`Loading ${what}…`} />;
  if (query.isError) {
    return (
      <RetryAlert
        title={`We couldn't load ${what}`}
        message={isApiError(query.error) ? query.error.message : 'Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
