import { createFileRoute } from '@tanstack/react-router';
import { CreditCardPaymentPage } from '@/features/payments/PaymentPages';
import { creditCardSearchSchema } from '@/features/payments/search';

export const Route = createFileRoute('/_authenticated/_tradie/pay/credit-card')({
  validateSearch: creditCardSearchSchema,
  component: CreditCardPaymentPage,
});
