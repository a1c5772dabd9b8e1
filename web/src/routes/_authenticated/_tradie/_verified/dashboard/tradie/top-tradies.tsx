import { createFileRoute } from '@tanstack/react-router';
import { TopTradiesPage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute(
  '/_authenticated/_tradie/_verified/dashboard/tradie/top-tradies',
)({
  component: TopTradiesPage,
});
