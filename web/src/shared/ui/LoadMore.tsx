import type { ReactNode } from 'react';
import { Button } from './Button';
import { cn } from './cn';

/** The parts of a TanStack infinite query that "load more" needs. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The button under a keyset-paginated list: loads the next page, says so while it loads,
 * reports a failed page (the loaded ones stay), and shows `end` once every page is in.
 */
export function LoadMore({
  query,
  label,
  failure,
  end,
  className,
}: {
  query: MorePages;
  label: string;
  failure: string;
  end?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mt-6 flex flex-col items-center gap-2', className)}>
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          busy={query.isFetchingNextPage}
          busyText="Loading more…"
        >
          {label}
        </Button>
      ) : end ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{end}</p>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
