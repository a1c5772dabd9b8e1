import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/shared/api/errors';
import { formatDate } from '@/shared/format/time';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { textLinkClass } from '@/shared/ui/link';
import {
  MAX_DOCUMENT_BYTES,
  type OwnIdDocument,
  ownIdDocumentQueryOptions,
  uploadIdDocument,
} from './api';

const messageOf = (error: unknown) =>
  isApiError(error)
    ? error.message.replace(/^document: /, 'The file ')
    : error instanceof Error
      ? error.message
      : 'That didn’t work. Please try again.';

function UploadForm({ replacing }: { replacing: boolean }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const [chosen, setChosen] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => {
      if (file.size > MAX_DOCUMENT_BYTES) {
        throw new Error('That file is larger than 8 MB. Please choose a smaller photo.');
      }
      setProgress(0);
      return uploadIdDocument(file, setProgress);
    },
    onSuccess: (view: OwnIdDocument) => {
      queryClient.setQueryData(ownIdDocumentQueryOptions().queryKey, view);
      if (input.current) input.current.value = '';
      setChosen(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (file) upload.mutate(file);
  };

  return (
    <form onSubmit={submit} aria-label="Upload your ID document" className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {replacing ? 'Replace your ID document' : 'Photo of your driver licence or passport'}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-300">
        A JPEG or PNG photo, up to 8 MB. We remove hidden details such as location, keep it
        encrypted, show it only to our verification team and delete it 30 days after our decision.
      </p>
      <input
        id={id}
        ref={input}
        name="document"
        type="file"
        accept="image/jpeg,image/png"
        aria-describedby={`${id}-hint`}
        aria-invalid={upload.isError || undefined}
        disabled={upload.isPending}
        onChange={(event) => {
          setChosen(Boolean(event.target.files?.length));
          upload.reset();
        }}
        className="block w-full max-w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-900 dark:text-slate-200 dark:file:bg-slate-800 dark:file:text-white"
      />
      {upload.isPending ? (
        <div role="status" className="space-y-1">
          <progress className="h-2 w-full" max={1} value={progress} aria-label="Upload progress" />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Uploading… {Math.round(progress * 100)}%
          </p>
        </div>
      ) : null}
      {upload.isError ? <Alert tone="error">{messageOf(upload.error)}</Alert> : null}
      <Button type="submit" busy={upload.isPending} busyText="Uploading…" disabled={!chosen}>
        Upload ID document
      </Button>
    </form>
  );
}

/**
 * The tradie's identity document step: upload when asked, what happens to it, and the
 * deadline for tradies approved before documents were asked for.
 */
export function IdDocumentUpload() {
  const query = useQuery(ownIdDocumentQueryOptions());
  return (
    <QueryState
      query={query}
      loading="Checking your ID document…"
      errorTitle="We couldn't load your ID document status"
      errorText={messageOf(query.error)}
    >
      {(view) => <IdDocumentStep view={view} />}
    </QueryState>
  );
}

function IdDocumentStep({ view }: { view: OwnIdDocument }) {
  return (
    <section aria-labelledby="id-document-heading" className="space-y-4">
      <h2 id="id-document-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Your ID document
      </h2>
      {view.overdue ? (
        <Alert tone="error" title="Upload your ID to keep using Tradiehub">
          Your tradie account is paused until you upload a photo of your driver licence or passport.
          It opens again as soon as it is uploaded.
        </Alert>
      ) : view.deadline ? (
        <Alert tone="info" title="We now check every tradie's identity">
          Please upload a photo of your driver licence or passport by {formatDate(view.deadline)} to
          keep using your tradie account.
        </Alert>
      ) : null}
      {view.status === 'pending' ? (
        <>
          <Alert tone="success" title="ID document received">
            Uploaded {view.uploadedAt ? formatDate(view.uploadedAt) : ''}. Our team will check it
            with the rest of your details.
          </Alert>
          <UploadForm replacing />
        </>
      ) : view.status === 'missing' ? (
        <UploadForm replacing={false} />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Your ID document has been checked
          {view.status === 'decided' && view.deleteAfter
            ? ` and will be deleted on ${formatDate(view.deleteAfter)}`
            : ' and deleted'}
          .
        </p>
      )}
    </section>
  );
}

/** On the tradie dashboard: a reminder, with the deadline, when an ID document is asked for. */
export function IdDocumentReminder({ className }: { className?: string }) {
  const query = useQuery(ownIdDocumentQueryOptions());
  const view = query.data;
  if (!view?.requested) return null;
  return (
    <Alert
      tone={view.overdue ? 'error' : 'info'}
      className={className}
      title={view.overdue ? 'Upload your ID to keep using Tradiehub' : 'Please upload your ID'}
    >
      {view.deadline && !view.overdue
        ? `We now check every tradie's identity. Upload a photo of your driver licence or passport by ${formatDate(view.deadline)}. `
        : 'Upload a photo of your driver licence or passport. '}
      <Link to="/pending-verification" className={textLinkClass}>
        Upload it now
      </Link>
    </Alert>
  );
}
