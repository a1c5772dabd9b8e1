import { createFileRoute } from '@tanstack/react-router';
import { TradieSuccessPage } from '@/features/payments/PaymentPages';
import { paymentSuccessSearchSchema } from '@/features/payments/search';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/success')({
  validateSearch: paymentSuccessSearchSchema,
  component: TradieSuccessPage,
});
