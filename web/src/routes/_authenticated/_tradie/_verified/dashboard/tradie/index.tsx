import { createFileRoute } from '@tanstack/react-router';
import { TradieHomePage } from '@/features/dashboard/TradieHomePage';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/')({
  component: TradieHomePage,
});
