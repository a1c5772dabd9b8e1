import { useQueryClient } from '@tanstack/react-query';
import { z } from '@/shared/forms/zod';
import { TextAreaField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { requiredText } from '@/shared/forms/schema-parts';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import type { Quote } from '@/shared/api/types';
import { reviseQuote, sendQuote } from './api';
import { leadKeys } from './keys';

/** Mirrors SendQuoteDto: amount in cents (typed in dollars here), message, optional start date. */
export const quoteSchema = z.object({
  amountCents: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter the amount in dollars, e.g. 450 or 450.50.')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents > 0, 'The amount must be more than zero.'),
  message: requiredText({
    required: 'Tell the homeowner what the price includes.',
    min: 10,
    max: 2000,
    tooShort: 'Tell the homeowner a little more (at least 10 characters).',
  }),
  estimatedStart: z
    .string()
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
});

/**
 * The tradie's quote on a lead they bought: amount (A$, GST incl.), message, estimated start.
 * Given the quote already sent, it changes that one instead.
 */
export function QuoteForm({
  jobId,
  quote,
  onSent,
}: {
  jobId: string;
  quote?: Quote;
  onSent?: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useZodForm(quoteSchema, {
    defaultValues: quote
      ? {
          amountCents: (quote.amountCents / 100).toFixed(2),
          message: quote.message,
          estimatedStart: quote.estimatedStart ?? '',
        }
      : { amountCents: '', message: '', estimatedStart: '' },
    labels: { amountCents: 'Amount', message: 'Message', estimatedStart: 'Estimated start' },
  });
  const { control } = form;
  return (
    <Form
      form={form}
      label={quote ? 'Change your quote' : 'Send a quote'}
      className="space-y-4"
      onSubmit={async (body) => {
        if (quote) await reviseQuote(quote.id, body);
        else await sendQuote(jobId, body);
        void queryClient.invalidateQueries({ queryKey: leadKeys.mine });
        onSent?.();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={control}
          name="amountCents"
          label="Amount (A$, incl. GST)"
          inputMode="decimal"
        />
        <TextField
          control={control}
          name="estimatedStart"
          label="Estimated start"
          type="date"
          optional
        />
      </div>
      <TextAreaField
        control={control}
        name="message"
        label="Message"
        hint="What the price includes, how long it takes, anything you need to know."
      />
      <Button
        type="submit"
        busy={form.formState.isSubmitting}
        busyText={quote ? 'Saving…' : 'Sending…'}
      >
        {quote ? 'Save changes' : 'Send quote'}
      </Button>
    </Form>
  );
}
