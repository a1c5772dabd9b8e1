import { createFileRoute } from '@tanstack/react-router';
import { StarterSuccessPage } from '@/features/payments/PaymentPages';

export const Route = createFileRoute('/_authenticated/_tradie/pay/starter-success')({
  component: StarterSuccessPage,
});
