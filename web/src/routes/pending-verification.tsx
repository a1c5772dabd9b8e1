import { createFileRoute } from '@tanstack/react-router';
import { PendingVerificationPage } from '@/features/auth/PendingVerificationPage';

export const Route = createFileRoute('/pending-verification')({
  component: PendingVerificationPage,
});
