import { createFileRoute } from '@tanstack/react-router';
import { PayPalReturnPage } from '@/features/payments/PayPalReturnPage';
import { payPalReturnSearchSchema } from '@/features/payments/search';

export const Route = createFileRoute('/_authenticated/_tradie/pay/paypal')({
  validateSearch: payPalReturnSearchSchema,
  component: PayPalReturnPage,
});
