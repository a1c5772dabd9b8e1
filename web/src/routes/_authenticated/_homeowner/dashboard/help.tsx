import { createFileRoute } from '@tanstack/react-router';
import { HomeownerHelpPage } from '@/features/help/HelpPage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/help')({
  component: HomeownerHelpPage,
});
