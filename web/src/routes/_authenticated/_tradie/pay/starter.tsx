import { createFileRoute } from '@tanstack/react-router';
import { StarterPackPage } from '@/features/payments/PaymentPages';

export const Route = createFileRoute('/_authenticated/_tradie/pay/starter')({
  component: StarterPackPage,
});
