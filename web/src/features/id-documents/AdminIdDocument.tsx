import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import { formatDate } from '@/shared/format/time';
import { Button } from '@/shared/ui/Button';
import { textLinkClass } from '@/shared/ui/link';
import {
  adminIdDocumentQueryOptions,
  idDocumentFileUrl,
  idDocumentsToCheckQueryOptions,
  markIdDocumentChecked,
} from './api';

const STATUS_TEXT = {
  missing: 'missing',
  pending: 'provided',
  decided: 'checked',
  deleted: 'checked and deleted',
} as const;

/**
 * A tradie's ID document in the admin queue: provided or missing, "View" (opens it in a new
 * tab; the server audits every view) while its decision is pending, and "Mark checked" for an
 * approved tradie's document.
 */
export function AdminIdDocument({ tradieId, name }: { tradieId: string; name: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(adminIdDocumentQueryOptions(tradieId));
  const check = useMutation({
    mutationFn: () => markIdDocumentChecked(tradieId),
    onSuccess: (view) => {
      queryClient.setQueryData(adminIdDocumentQueryOptions(tradieId).queryKey, view);
      void queryClient.invalidateQueries({ queryKey: idDocumentsToCheckQueryOptions().queryKey });
    },
  });
  if (query.isPending) return <p role="status">ID document: checking…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        ID document: couldn’t load.{' '}
        <button type="button" className={textLinkClass} onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    );
  }
  const view = query.data;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      <p>
        <span className="font-medium">ID document:</span>{' '}
        <span data-testid="id-document-status">{STATUS_TEXT[view.status]}</span>
        {view.uploadedAt && view.status === 'pending' ? ` (${formatDate(view.uploadedAt)})` : ''}
      </p>
      {view.viewable ? (
        <a
          href={idDocumentFileUrl(tradieId)}
          target="_blank"
          rel="noopener noreferrer"
          className={textLinkClass}
          aria-label={`View the ID document of ${name} (opens in a new tab)`}
          onClick={() => void query.refetch()}
        >
          View
        </a>
      ) : null}
      {view.checkable ? (
        <Button
          size="sm"
          variant="secondary"
          busy={check.isPending}
          busyText="Saving…"
          onClick={() => check.mutate()}
          aria-label={`Mark the ID document of ${name} checked`}
        >
          Mark checked
        </Button>
      ) : null}
      {check.isError ? (
        <p role="alert" className="w-full text-red-700 dark:text-red-300">
          {isApiError(check.error) ? check.error.message : 'That didn’t work. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
