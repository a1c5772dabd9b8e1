import { createFileRoute } from '@tanstack/react-router';
import { resetPasswordSearchSchema } from '@/features/auth/search';
import { ConfirmEmailPage } from '@/features/profiles/ConfirmEmailPage';

// The same `?token=` shape as the reset-password link.
export const Route = createFileRoute('/confirm-email')({
  validateSearch: resetPasswordSearchSchema,
  component: ConfirmEmailPage,
});
