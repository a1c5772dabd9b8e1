import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/shared/api/errors';
import type { DataExport } from '@/shared/api/types';
import { TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { formatDate } from '@/shared/format/time';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { textLinkClass } from '@/shared/ui/link';
import { LoadingMessage } from '@/shared/ui/Status';
import { useLogout } from '../auth/useLogout';
import { deleteAccount, exportsQueryOptions, requestExport } from './api';
import { profileKeys } from './keys';
import { deleteSchema } from './schemas';

function kilobytes(bytes: number | null): string {
  return bytes === null ? '' : ` (${Math.max(1, Math.round(bytes / 1024))} KB)`;
}

function ExportRow({ item }: { item: DataExport }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      <span>Requested {formatDate(item.requestedAt)}</span>
      {item.status === 'ready' && item.downloadUrl ? (
        <a className={textLinkClass} href={item.downloadUrl} download>
          Download my data{kilobytes(item.bytes)}
        </a>
      ) : item.status === 'pending' ? (
        <span role="status" className="text-slate-500 dark:text-slate-400">
          Preparing…
        </span>
      ) : (
        <span className="text-red-700 dark:text-red-400">Failed: please ask again</span>
      )}
    </li>
  );
}

function DownloadMyData() {
  const queryClient = useQueryClient();
  const exports = useQuery(exportsQueryOptions());
  const request = useMutation({
    mutationFn: requestExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.exports }),
  });
  return (
    <section aria-labelledby="export-heading" className="space-y-3">
      <h3 id="export-heading" className="font-semibold text-slate-900 dark:text-white">
        Download my data
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        A JSON file with your account, jobs, leads, messages, credits ledger, payments and reviews.
        We prepare it in the background and email you the link; it works for 7 days.
      </p>
      <Button
        variant="secondary"
        busy={request.isPending}
        busyText="Asking…"
        onClick={() => request.mutate()}
      >
        Prepare my data
      </Button>
      {request.isError ? (
        <Alert tone="error">
          {isApiError(request.error) ? request.error.message : 'Please try again.'}
        </Alert>
      ) : null}
      {exports.isPending ? (
        <LoadingMessage>Loading your exports…</LoadingMessage>
      ) : exports.data && exports.data.length > 0 ? (
        <ul
          aria-label="Your data exports"
          className="divide-y divide-slate-200 dark:divide-slate-700"
        >
          {exports.data.map((item) => (
            <ExportRow key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const { logOut } = useLogout();
  const form = useZodForm(deleteSchema, {
    defaultValues: { password: '', confirm: '' },
    labels: { password: 'Password', confirm: 'Confirmation' },
  });
  const { control } = form;
  return (
    <section aria-labelledby="delete-heading" className="space-y-3">
      <h3 id="delete-heading" className="font-semibold text-slate-900 dark:text-white">
        Delete my account
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Your name, contact details, address, pictures and what you wrote are erased. Records the law
        asks us to keep (credits ledger, payments, reviews and job history) stay without anything
        that identifies you. Open jobs are cancelled. You cannot undo this.
      </p>
      {open ? (
        <Form
          form={form}
          label="Delete my account"
          onSubmit={async (body) => {
            await deleteAccount(body.password);
            await logOut();
          }}
        >
          <TextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <TextField
            control={control}
            name="confirm"
            label="Type DELETE to confirm"
            autoComplete="off"
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              variant="danger"
              busy={form.formState.isSubmitting}
              busyText="Deleting…"
            >
              Delete my account for good
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Keep my account
            </Button>
          </div>
        </Form>
      ) : (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account…
        </Button>
      )}
    </section>
  );
}

/** Australian Privacy Principles 12 and 13 as buttons: a copy of your data, and erasure. */
export function PrivacySection() {
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <DownloadMyData />
      <DeleteAccount />
    </div>
  );
}
