import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { Job } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { CheckboxField } from '@/shared/forms/CheckboxField';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Page';
import { LoadingMessage } from '@/shared/ui/Status';
import { textLinkClass } from '@/shared/ui/link';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { useEmergencyFee } from '../payments/api';
import { CardCheckoutForm } from '../payments/CardCheckoutForm';
import { postJob, uploadJobImages } from './api';
import { jobKeys } from './keys';
import { JobDetailsFields } from './JobDetailsFields';
import {
  newJobFor,
  formToDetails,
  JOB_FIELD_LABELS,
  jobSchema,
  type JobFormValues,
} from './job-form';

/** Posts the job, then uploads its photos; a photo failure leaves the job posted. */
async function submitJob(values: JobFormValues): Promise<{ job: Job; imageError: string | null }> {
  const job = await postJob({
    ...formToDetails(values),
    isEmergency: values.isEmergency,
    privacyConsent: true,
  });
  if (values.images.length === 0) return { job, imageError: null };
  try {
    await uploadJobImages(job.id, values.images);
    return { job, imageError: null };
  } catch (error) {
    return {
      job,
      imageError: error instanceof Error ? error.message : 'The photos did not upload.',
    };
  }
}

function EmergencyPayment({ job, imageError }: { job: Job; imageError: string | null }) {
  const fee = useEmergencyFee();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Card className="space-y-5">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">
        Pay the emergency posting fee
      </h2>
      <p className="text-slate-700 dark:text-slate-300">
        &ldquo;{job.title}&rdquo; is saved. It goes live at the top of tradies&apos; feeds as soon
        as the {fee === undefined ? '' : `${formatAud(fee)} `}emergency fee is paid.
      </p>
      {imageError ? (
        <Alert tone="error" title="Your photos didn’t upload">
          {imageError} You can add them again from My Jobs.
        </Alert>
      ) : null}
      {fee === undefined ? (
        <LoadingMessage>Loading the fee…</LoadingMessage>
      ) : (
        <CardCheckoutForm
          checkout={{ purpose: 'emergency_job', jobId: job.id }}
          amountCents={fee}
          onSucceeded={() => {
            void queryClient.invalidateQueries({ queryKey: jobKeys.mine });
            void navigate({ to: '/dashboard/emergency-success', search: { job: job.id } });
          }}
        />
      )}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Not now? The job stays unpublished in{' '}
        <Link to="/dashboard/jobs" className={textLinkClass}>
          My Jobs
        </Link>{' '}
        until you pay.
      </p>
    </Card>
  );
}

/** /dashboard/post-job: the job form; emergency jobs go on to the fee payment. */
export function PostJobPage() {
  const fee = useEmergencyFee();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [awaitingPayment, setAwaitingPayment] = useState<{
    job: Job;
    imageError: string | null;
  } | null>(null);
  const user = useCurrentUser();
  const form = useZodForm(jobSchema, {
    defaultValues: newJobFor(user),
    labels: JOB_FIELD_LABELS,
  });
  const { control } = form;
  const emergency = useWatch({ control, name: 'isEmergency' });

  const submit = async (values: JobFormValues) => {
    const result = await submitJob(values);
    void queryClient.invalidateQueries({ queryKey: jobKeys.mine });
    void queryClient.invalidateQueries({ queryKey: jobKeys.recent });
    if (result.job.status === 'pending_payment') {
      setAwaitingPayment(result);
      return;
    }
    await navigate({
      to: '/dashboard/jobs',
      search: { posted: result.job.id, ...(result.imageError ? { photos: 'failed' } : {}) },
    });
  };

  return (
    <DashboardFrame
      area="homeowner"
      title="Post a Job"
      intro={
        <p>
          Tell verified local tradies what you need. Posting is free; a genuine emergency carries{' '}
          {fee === undefined ? 'a' : `a ${formatAud(fee)}`} fee and goes to the top of every
          matching tradie&apos;s feed.
        </p>
      }
    >
      {awaitingPayment ? (
        <EmergencyPayment job={awaitingPayment.job} imageError={awaitingPayment.imageError} />
      ) : (
        <Form
          form={form}
          label="Post a job"
          onSubmit={submit}
          invalidMessage="Please fix the highlighted fields."
          className="max-w-2xl space-y-5"
        >
          <JobDetailsFields control={control} />
          <CheckboxField
            control={control}
            name="isEmergency"
            label={
              fee === undefined
                ? 'This is an emergency (paid fee)'
                : `This is an emergency (${formatAud(fee)} fee)`
            }
            hint="Burst pipe, no power, a roof leaking now. The job opens once the fee is paid."
          />
          <CheckboxField
            control={control}
            name="privacyConsent"
            label="Share my first name and suburb with tradies who buy this lead"
            hint="They need them to contact you. Your surname, email, phone and street address are never shared."
          />
          <Button type="submit" size="lg" busy={form.formState.isSubmitting} busyText="Posting…">
            {emergency ? 'Continue to payment' : 'Post job'}
          </Button>
        </Form>
      )}
    </DashboardFrame>
  );
}
