import { createFileRoute } from '@tanstack/react-router';
import { CreditCardPaymentPage } from '@/features/payments/PaymentPages';

export const Route = createFileRoute('/_authenticated/_tradie/pay/credit-card')({
  component: CreditCardPaymentPage,
});
