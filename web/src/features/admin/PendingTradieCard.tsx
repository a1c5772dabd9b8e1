import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/shared/api/errors';
import type { PendingTradie } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { AdminIdDocument } from '../id-documents/AdminIdDocument';
import { useCategoryLabel } from '../meta/queries';
import { AbnRegisterCheck } from './AbnRegisterCheck';
import { LicenceRegisterChecks } from './LicenceRegisterChecks';
import { approveTradie, pendingTradiesQueryOptions, rejectTradie } from './queries';
import { ResubmissionNote } from './ResubmissionNote';
import { rejectTradieSchema } from './schemas';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

/** One tradie waiting for verification, with Approve and Reject (reject asks for a reason). */
export function PendingTradieCard({ tradie }: { tradie: PendingTradie }) {
  const queryClient = useQueryClient();
  const categoryLabel = useCategoryLabel();
  const [rejecting, setRejecting] = useState(false);
  const form = useZodForm(rejectTradieSchema, {
    defaultValues: { reason: '' },
    labels: { reason: 'Reason' },
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: pendingTradiesQueryOptions().queryKey });
  const approve = useMutation({ mutationFn: approveTradie, onSuccess: refresh });
  // A refused rejection shows on the form (applyApiErrors), an approval's above the buttons.
  const reject = useMutation({ mutationFn: rejectTradie, onSuccess: refresh });
  const busy = approve.isPending || reject.isPending;
  const name = `${tradie.firstName} ${tradie.lastName}`;

  return (
    <article
      aria-labelledby={`tradie-${tradie.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2
        id={`tradie-${tradie.id}`}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {tradie.businessName}
      </h2>
      <ResubmissionNote tradie={tradie} />
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Contact" value={`${name} · ${tradie.email}`} />
        <Detail label="ABN" value={tradie.abn} />
        <Detail
          label={tradie.otherLicences.length > 0 ? 'Licences' : 'Licence'}
          value={[tradie, ...tradie.otherLicences]
            .map((l) => `${l.licenceNumber} (${l.licenceState})`)
            .join(', ')}
        />
        <Detail
          label="Trades"
          value={(tradie.categories ?? []).map(categoryLabel).join(', ') || '—'}
        />
        <Detail label="Applied" value={formatDate(tradie.createdAt)} />
      </dl>
      <AbnRegisterCheck tradie={tradie} />
      <LicenceRegisterChecks tradie={tradie} />
      <div className="mt-3">
        <AdminIdDocument tradieId={tradie.id} name={tradie.businessName} />
      </div>
      {approve.error ? (
        <Alert tone="error" className="mt-4">
          {isApiError(approve.error)
            ? approve.error.message
            : 'That didn’t work. Please try again.'}
        </Alert>
      ) : null}
      {rejecting ? (
        <Form
          form={form}
          label={`Reject ${tradie.businessName}`}
          onSubmit={({ reason }) => reject.mutateAsync({ id: tradie.id, reason })}
          className="mt-4 space-y-3"
        >
          <TextAreaField
            control={form.control}
            name="reason"
            label="Reason for rejection"
            hint="The tradie sees this reason."
            className="min-h-20"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" busy={reject.isPending} busyText="Rejecting…">
              Confirm rejection
            </Button>
            <Button variant="ghost" onClick={() => setRejecting(false)} disabled={busy}>
              Cancel
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            onClick={() => approve.mutate(tradie.id)}
            busy={approve.isPending}
            busyText="Approving…"
            disabled={busy}
            aria-label={`Approve ${tradie.businessName}`}
          >
            Approve
          </Button>
          <Button
            variant="secondary"
            onClick={() => setRejecting(true)}
            disabled={busy}
            aria-label={`Reject ${tradie.businessName}`}
          >
            Reject
          </Button>
        </div>
      )}
    </article>
  );
}
