import { useQueryClient } from '@tanstack/react-query';
import { z } from '@/shared/forms/zod';
import type { Lead } from '@/shared/api/types';
import { SelectField, TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { choice, requiredText } from '@/shared/forms/schema-parts';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { disputeLead } from './api';
import { leadKeys } from './keys';

export const DISPUTE_REASONS = [
  { value: 'homeowner_unreachable', label: 'The homeowner can’t be reached' },
  { value: 'duplicate', label: 'It duplicates another job' },
  { value: 'not_as_described', label: 'The job is not as described' },
] as const;

/** Mirrors OpenDisputeDto. */
const disputeSchema = z.object({
  reason: choice(
    ['homeowner_unreachable', 'duplicate', 'not_as_described'],
    'Choose why you are disputing this lead.',
  ),
  details: requiredText({
    required: 'Explain what happened.',
    min: 10,
    max: 2000,
    tooShort: 'Explain what happened (at least 10 characters).',
  }),
});

function DisputeForm({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(disputeSchema, {
    defaultValues: { reason: '', details: '' },
    labels: { reason: 'Reason', details: 'Details' },
  });
  return (
    <Form
      form={form}
      label="Dispute this lead"
      className="space-y-4"
      onSubmit={async (body) => {
        await disputeLead(lead.leadId, body);
        void queryClient.invalidateQueries({ queryKey: leadKeys.mine });
        onDone();
      }}
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        An admin reviews every dispute. If it is approved, your {lead.priceCredits} credits come
        back to your wallet.
      </p>
      <SelectField control={form.control} name="reason" label="Reason" options={DISPUTE_REASONS} />
      <TextAreaField control={form.control} name="details" label="Details" />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending…">
          Send dispute
        </Button>
      </div>
    </Form>
  );
}

export function DisputeDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  return (
    <Dialog open={lead !== null} onClose={onClose} title={`Dispute lead: ${lead?.job.title ?? ''}`}>
      {lead ? <DisputeForm lead={lead} onDone={onClose} /> : null}
    </Dialog>
  );
}
