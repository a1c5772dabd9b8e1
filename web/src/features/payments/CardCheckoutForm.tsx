import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from '@/shared/forms/zod';
import type { CheckoutTarget, Payment } from '@/shared/api/types';
import { formatAud } from '@/shared/format/money';
import { TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TestModeBadge } from '@/shared/ui/TestModeBadge';
import { confirmPayment, paymentOptionsQueryOptions, startCheckout } from './api';

/** Luhn check, so a mistyped number is caught before it reaches the gateway. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const cardSchema = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'Enter the card number (12 to 19 digits).')
        .refine(passesLuhn, 'That card number is not valid. Check the digits.'),
    ),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry as MM/YY.')
    .transform((v) => {
      const [month, year] = v.split('/').map((part) => Number(part.trim()));
      return { expMonth: month ?? 0, expYear: 2000 + (year ?? 0) };
    })
    .refine(({ expMonth, expYear }) => {
      const now = new Date();
      return expYear * 12 + expMonth >= now.getFullYear() * 12 + now.getMonth() + 1;
    }, 'This card has expired.'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code.'),
});

interface CardCheckoutFormProps {
  /** What is being paid for. */
  checkout: CheckoutTarget;
  amountCents: number;
  /** Text of the pay button, e.g. "Pay A$9.99". */
  payLabel?: string;
  onSucceeded: (confirmation: Payment) => void;
}

/**
 * Pays through the configured gateway: starts a checkout, then confirms it with the card. A decline
 * credits nothing and shows the gateway's reason; the tradie can try again with another card.
 */
export function CardCheckoutForm({
  checkout,
  amountCents,
  payLabel,
  onSucceeded,
}: CardCheckoutFormProps) {
  const options = useQuery(paymentOptionsQueryOptions());
  // Only the card is offered here (PayPal is not offered until it works); a stand-in gateway
  // shows as the Test mode badge alone.
  const sandbox = (options.data?.gateway ?? 'sandbox') === 'sandbox';
  // Until the options answer, assume no real money moves (the sandbox is the default gateway).
  const testMode = options.data?.testMode ?? sandbox;
  const [declined, setDeclined] = useState<string | null>(null);
  const form = useZodForm(cardSchema, {
    defaultValues: { number: '', expiry: '', cvc: '' },
    labels: { number: 'Card number', expiry: 'Expiry', cvc: 'Security code' },
  });
  const { control } = form;

  /** Starts a checkout and confirms it with the card; a decline is shown, not thrown. */
  const pay = async (card: z.output<typeof cardSchema>) => {
    setDeclined(null);
    const started = await startCheckout(checkout);
    const payment = await confirmPayment(started.paymentId, {
      number: card.number,
      expMonth: card.expiry.expMonth,
      expYear: card.expiry.expYear,
      cvc: card.cvc,
    });
    if (payment.status === 'succeeded') onSucceeded(payment);
    else setDeclined(payment.reason ?? 'The card was declined.');
  };

  return (
    <div className="space-y-5">
      {testMode ? <TestModeBadge /> : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
          Payment method
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-brand-600 bg-brand-50 px-3 py-2 text-sm dark:bg-brand-900/30">
            <input
              type="radio"
              name="method"
              value="card"
              defaultChecked
              className="size-4 accent-brand-700"
            />
            Card
          </label>
        </div>
      </fieldset>
      {declined ? (
        <Alert tone="error" title="Payment declined">
          <p>{declined}</p>
          <p className="mt-1">Nothing was charged and no credits were added. Try another card.</p>
        </Alert>
      ) : null}
      <Form form={form} label="Card details" className="space-y-4" onSubmit={pay}>
        <TextField
          control={control}
          name="number"
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            control={control}
            name="expiry"
            label="Expiry (MM/YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
          />
          <TextField
            control={control}
            name="cvc"
            label="Security code (CVC)"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={form.formState.isSubmitting}
          busyText="Paying…"
        >
          {payLabel ?? `Pay ${formatAud(amountCents)}`}
        </Button>
      </Form>
    </div>
  );
}
