import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { reasonSchema, reportReview } from './api';
import { reviewKeys } from './keys';

const schema = reasonSchema('Tell us why Tradiehub should look at this review.');

/** The reviewed tradie asks Tradiehub to look at a review; an admin keeps or hides it. */
export function ReportReviewForm({ reviewId, from }: { reviewId: string; from: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: { reason: '' },
    labels: { reason: 'Reason' },
  });
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Report this review
      </Button>
    );
  }
  return (
    <Form
      form={form}
      label={`Report the review from ${from}`}
      className="mt-3 space-y-3"
      onSubmit={async ({ reason }) => {
        await reportReview(reviewId, reason);
        await queryClient.invalidateQueries({ queryKey: reviewKeys.mine });
      }}
    >
      <TextAreaField
        control={form.control}
        name="reason"
        label="Why should Tradiehub look at this review?"
        hint="For example: abusive words, not about your work, or about someone else’s job. Only Tradiehub sees this."
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting} busyText="Sending…">
          Send report
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
