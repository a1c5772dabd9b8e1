import type { ReactNode } from 'react';
import { errorMessage, type ErrorWording } from '@/shared/api/errors';
import { RetryAlert } from './RetryAlert';
import { LoadingMessage } from './Status';

/** The parts of a TanStack query (plain or infinite) that QueryState reads. */
export interface QueryView<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => Promise<unknown>;
}

export interface QueryStateProps<T> extends ErrorWording {
  query: QueryView<T>;
  /** The words while the first load is under way ("Loading your jobs…"). */
  loading: ReactNode;
  loadingClassName?: string;
  /** The failure's heading ("We couldn't load your jobs"). */
  errorTitle?: string;
  /** Fixed words for the failure; without them the API's message is shown. */
  errorText?: string;
  errorClassName?: string;
  /** A page's own view of some failures (a job that is not yours); null or undefined shows the retry alert. */
  errorView?: (error: unknown) => ReactNode;
  /** What to show instead of `children` when the data is empty (an array is empty when it has no items). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * A query's three states in one place: an announced loading message, the failure in plain
 * words with "Try again", and the data (or the empty state) once it is in.
 */
export function QueryState<T>({
  query,
  loading,
  loadingClassName,
  errorTitle,
  errorText,
  errorClassName,
  errorView,
  messages,
  fallback,
  empty,
  isEmpty = emptyArray,
  children,
}: QueryStateProps<T>) {
  if (query.isPending)
    return <LoadingMessage className={loadingClassName}>{loading}</LoadingMessage>;
  if (query.isError) {
    const own = errorView?.(query.error);
    if (own !== undefined && own !== null) return <>{own}</>;
    return (
      <RetryAlert
        title={errorTitle}
        message={errorText ?? errorMessage(query.error, { messages, fallback })}
        onRetry={() => void query.refetch()}
        className={errorClassName}
      />
    );
  }
  // Neither pending nor failed: TanStack Query guarantees the data is in.
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
