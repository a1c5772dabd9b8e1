import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { AdminIdDocument } from './AdminIdDocument';
import { idDocumentsToCheckQueryOptions } from './api';

/** Approved tradies who uploaded an ID document nobody has checked yet; nothing when none. */
export function IdDocumentsToCheck() {
  const query = useQuery(idDocumentsToCheckQueryOptions());
  if (query.isError) {
    return (
      <RetryAlert
        title="We couldn't load the ID documents to check"
        message={isApiError(query.error) ? query.error.message : 'Please try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data?.length) return null;
  return (
    <section aria-labelledby="id-documents-to-check" className="mt-8">
      <h2
        id="id-documents-to-check"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        ID documents to check
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        From tradies approved before ID documents were asked for.
      </p>
      <ul className="mt-4 space-y-3">
        {query.data.map((item) => (
          <li
            key={item.tradieId}
            className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <p className="font-medium break-words text-slate-900 dark:text-white">
              {item.businessName} · {item.name} · {item.email}
            </p>
            <div className="mt-2">
              <AdminIdDocument tradieId={item.tradieId} name={item.businessName} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
