import { createFileRoute } from '@tanstack/react-router';
import { TradieHelpPage } from '@/features/help/HelpPage';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/help')({
  component: TradieHelpPage,
});
