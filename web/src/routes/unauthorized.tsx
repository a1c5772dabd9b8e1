import { createFileRoute } from '@tanstack/react-router';
import { UnauthorizedPage } from '@/features/auth/UnauthorizedPage';

export const Route = createFileRoute('/unauthorized')({
  component: UnauthorizedPage,
});
