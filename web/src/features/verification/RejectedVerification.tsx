import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AU_STATES } from '@/shared/config/product';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { textLinkClass } from '@/shared/ui/link';
import { PageHeading } from '@/shared/ui/Page';
import { sessionQueryKey } from '../auth/session';
import { TradieFields } from '../auth/TradieFields';
import { metaQueryOptions } from '../meta/queries';
import { type OwnVerification, ownVerificationQueryOptions, resubmitVerification } from './api';
import { RESUBMISSION_LABELS, resubmissionSchema, resubmissionValues } from './schema';

function ResubmissionForm({ details }: { details: OwnVerification['details'] }) {
  const queryClient = useQueryClient();
  const meta = useQuery(metaQueryOptions());
  const form = useZodForm(resubmissionSchema, {
    defaultValues: resubmissionValues(details),
    labels: RESUBMISSION_LABELS,
  });
  const states = meta.data?.states ?? [...AU_STATES];
  const stateOptions = states.map((s) => ({ value: s, label: s }));

  return (
    <Form
      form={form}
      label="Correct your details and resubmit"
      invalidMessage="Please fix the highlighted fields."
      apiErrors={{
        messages: {
          'TRADIES.VERIFICATION_PENDING': 'Your details are already waiting for review.',
          'TRADIES.ALREADY_APPROVED': 'Your account is already verified.',
          'AUTH.UNKNOWN_POSTCODE': 'We don’t know that postcode. Please check it.',
        },
      }}
      onSubmit={async (body) => {
        const verification = await resubmitVerification(body);
        queryClient.setQueryData(ownVerificationQueryOptions().queryKey, verification);
        // The session now says pending: the page turns to "waiting for review".
        await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }}
      className="space-y-5"
    >
      <TradieFields control={form.control} stateOptions={stateOptions} />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        busy={form.formState.isSubmitting}
        busyText="Resubmitting…"
      >
        Resubmit for review
      </Button>
    </Form>
  );
}

/**
 * A rejected tradie's way back: the admin's reason, and the business details to correct and
 * resubmit (checked again by an admin, with a new ABN check).
 */
export function RejectedVerification({ fallbackReason }: { fallbackReason: string | null }) {
  const verification = useQuery(ownVerificationQueryOptions());
  const reason = verification.data?.decision?.reason ?? fallbackReason;

  const body = (
    <QueryState
      query={verification}
      loading="Loading your details…"
      errorText="We couldn't load your details."
    >
      {(own) => <ResubmissionForm details={own.details} />}
    </QueryState>
  );

  return (
    <>
      <PageHeading
        title="Your verification was not approved"
        intro="Correct what the reason below points to and resubmit. Our team will check your details again."
      />
      <Alert tone="error" title="Reason">
        {reason || 'No reason was given. Please contact us.'}
      </Alert>
      <div className="mt-8">{body}</div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Not sure what to change?{' '}
        <Link to="/contact" className={textLinkClass}>
          Contact us
        </Link>
        .
      </p>
    </>
  );
}

/** When the waiting tradie resubmitted; null while they wait for a first review. */
export function useResubmittedAt(enabled: boolean): string | null {
  const verification = useQuery({ ...ownVerificationQueryOptions(), enabled });
  return verification.data?.resubmittedAt ?? null;
}
