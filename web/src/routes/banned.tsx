import { createFileRoute } from '@tanstack/react-router';
import { BannedPage } from '@/features/auth/BannedPage';

export const Route = createFileRoute('/banned')({
  component: BannedPage,
});
