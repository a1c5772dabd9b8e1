import { createFileRoute } from '@tanstack/react-router';
import { TradieProfilePage } from '@/features/profiles/TradieProfilePage';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/profile')({
  component: TradieProfilePage,
});
