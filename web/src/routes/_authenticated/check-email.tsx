import { createFileRoute } from '@tanstack/react-router';
import { CheckEmailPage } from '@/features/auth/CheckEmailPage';

export const Route = createFileRoute('/_authenticated/check-email')({
  component: CheckEmailPage,
});
