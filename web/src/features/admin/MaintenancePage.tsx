import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import type { Maintenance } from '@/shared/api/types';
import { TextAreaField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { Badge } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { maintenanceQueryOptions } from '../maintenance/queries';
import { setMaintenance } from './operations-queries';
import { maintenanceSchema } from './schemas';

/** `datetime-local` wants local wall time without a zone. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function MaintenanceForm({ state }: { state: Maintenance }) {
  const queryClient = useQueryClient();
  const form = useZodForm(maintenanceSchema, {
    defaultValues: { message: state.message, endsAt: toLocalInput(state.endsAt) },
    labels: { message: 'Message', endsAt: 'Expected end' },
  });
  const save = useMutation({
    mutationFn: setMaintenance,
    onSuccess: (next) => queryClient.setQueryData(maintenanceQueryOptions().queryKey, next),
  });
  const body = (values: { message: string; endsAt: string }, enabled: boolean) => ({
    enabled,
    message: values.message,
    endsAt: values.endsAt ? new Date(values.endsAt).toISOString() : null,
  });
  return (
    <div className="space-y-6">
      <p className="flex items-center gap-2 text-lg" role="status">
        Maintenance mode is{' '}
        <Badge tone={state.enabled ? 'warning' : 'success'}>{state.enabled ? 'on' : 'off'}</Badge>
      </p>
      <Form
        form={form}
        label="Maintenance mode"
        onSubmit={(values) => save.mutateAsync(body(values, !state.enabled))}
        className="space-y-4"
      >
        <TextAreaField
          control={form.control}
          name="message"
          label="Message"
          optional
          hint="Shown to visitors on the maintenance page."
        />
        <TextField
          control={form.control}
          name="endsAt"
          label="Expected end"
          optional
          type="datetime-local"
          hint="Tells browsers when to retry (Retry-After)."
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            variant={state.enabled ? 'primary' : 'danger'}
            busy={save.isPending}
            busyText="Saving…"
          >
            {state.enabled ? 'Switch maintenance off' : 'Switch maintenance on'}
          </Button>
          {state.enabled ? (
            <Button
              variant="secondary"
              onClick={() =>
                void form.handleSubmit((values) => save.mutateAsync(body(values, true)))()
              }
              disabled={save.isPending}
            >
              Update message
            </Button>
          ) : null}
        </div>
      </Form>
      {save.error ? (
        <Alert tone="error">
          {isApiError(save.error) ? save.error.message : 'Saving failed. Please try again.'}
        </Alert>
      ) : null}
      <section className="text-sm text-slate-600 dark:text-slate-300">
        <h2 className="font-semibold text-slate-900 dark:text-white">While it is on</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Visitors and signed-in users see the maintenance page; the API answers 503.</li>
          <li>Sign-in, health checks and the admin area keep working; admins see a banner.</li>
          <li>
            Bulk email pauses and resumes by itself afterwards; the 30-day lead credit-back sweep
            waits for the next run after maintenance. Analytics roll-ups keep refreshing.
          </li>
          <li>Every instance sees the switch within a few seconds.</li>
        </ul>
      </section>
    </div>
  );
}

/** /admin/maintenance: switch maintenance mode on and off, with a message and an end time. */
export function MaintenancePage() {
  const query = useQuery(maintenanceQueryOptions());
  return (
    <DashboardFrame
      area="admin"
      title="Maintenance"
      intro={<p>Take the site down for maintenance without locking admins out.</p>}
    >
      <QueryState query={query} loading="Loading…" errorTitle="We couldn't load maintenance mode">
        {(state) => <MaintenanceForm key={state.updatedAt} state={state} />}
      </QueryState>
    </DashboardFrame>
  );
}
