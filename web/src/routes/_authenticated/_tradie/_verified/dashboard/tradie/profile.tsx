import { createFileRoute } from '@tanstack/react-router';
import { TradieProfilePage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/profile')({
  component: TradieProfilePage,
});
