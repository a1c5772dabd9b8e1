import { createFileRoute } from '@tanstack/react-router';
import { TopTradiesPage } from '@/features/leaderboard/TopTradiesPage';

export const Route = createFileRoute(
  '/_authenticated/_tradie/_verified/dashboard/tradie/top-tradies',
)({
  component: TopTradiesPage,
});
