import { createFileRoute } from '@tanstack/react-router';
import { TradieSuccessPage } from '@/features/dashboard/TradiePages';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/success')({
  component: TradieSuccessPage,
});
