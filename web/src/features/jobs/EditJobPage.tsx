import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { isApiError } from '@/shared/api/errors';
import type { Job } from '@/shared/api/types';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { editJob, jobQueryOptions, uploadJobImages } from './api';
import { jobKeys } from './keys';
import { JobDetailsFields } from './JobDetailsFields';
import { formToDetails, JOB_FIELD_LABELS, jobSchema, jobToForm } from './job-form';

const route = getRouteApi('/_authenticated/_homeowner/dashboard/edit-job/$id');

function EditForm({ job }: { job: Job }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useZodForm(jobSchema, { defaultValues: jobToForm(job), labels: JOB_FIELD_LABELS });
  return (
    <Form
      form={form}
      label="Edit job"
      invalidMessage="Please fix the highlighted fields."
      className="max-w-2xl space-y-5"
      onSubmit={async (values) => {
        await editJob(job.id, formToDetails(values));
        if (values.images.length > 0) await uploadJobImages(job.id, values.images);
        void queryClient.invalidateQueries({ queryKey: jobKeys.all });
        await navigate({ to: '/dashboard/jobs' });
      }}
    >
      {job.images.length > 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This job has {job.images.length} photo{job.images.length === 1 ? '' : 's'}; you can add
          more below.
        </p>
      ) : null}
      <JobDetailsFields
        control={form.control}
        existingImages={job.images.length}
        maxLeadCap={job.slotsTotal}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Saving…">
          Save changes
        </Button>
        <Link to="/dashboard/jobs" className={buttonClass({ variant: 'secondary' })}>
          Back to My Jobs
        </Link>
      </div>
    </Form>
  );
}

/** /dashboard/edit-job/{id}: change a job while no tradie is hired for it. */
export function EditJobPage() {
  const { id } = route.useParams();
  const query = useQuery(jobQueryOptions(id));
  return (
    <DashboardFrame
      area="homeowner"
      title="Edit job"
      intro={<p>Change the details while no tradie has been hired.</p>}
    >
      <QueryState
        query={query}
        loading="Loading the job…"
        errorTitle="We couldn't load the job"
        errorView={(error) =>
          isApiError(error) && [400, 403, 404].includes(error.status) ? (
            <Alert tone="error" title="Job not found">
              We couldn&apos;t find that job among yours.{' '}
              <Link to="/dashboard/jobs" className="font-semibold underline">
                Back to My Jobs
              </Link>
            </Alert>
          ) : null
        }
      >
        {(job) =>
          job.status !== 'open' && job.status !== 'pending_payment' ? (
            <Alert tone="info" title="This job can no longer be edited">
              Jobs can be changed only until a tradie is hired.{' '}
              <Link to="/dashboard/jobs" className="font-semibold underline">
                Back to My Jobs
              </Link>
            </Alert>
          ) : (
            <EditForm job={job} />
          )
        }
      </QueryState>
    </DashboardFrame>
  );
}
