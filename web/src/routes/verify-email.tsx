import { createFileRoute } from '@tanstack/react-router';
import { resetPasswordSearchSchema } from '@/features/auth/search';
import { VerifyEmailPage } from '@/features/auth/VerifyEmailPage';

// The same `?token=` shape as the reset-password link.
export const Route = createFileRoute('/verify-email')({
  validateSearch: resetPasswordSearchSchema,
  component: VerifyEmailPage,
});
