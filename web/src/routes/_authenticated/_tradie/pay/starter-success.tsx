import { createFileRoute } from '@tanstack/react-router';
import { StarterSuccessPage } from '@/features/payments/PaymentPages';
import { paymentSuccessSearchSchema } from '@/features/payments/search';

export const Route = createFileRoute('/_authenticated/_tradie/pay/starter-success')({
  validateSearch: paymentSuccessSearchSchema,
  component: StarterSuccessPage,
});
