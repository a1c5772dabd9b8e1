import { createFileRoute } from '@tanstack/react-router';
import { HomeownerProfilePage } from '@/features/profiles/HomeownerProfilePage';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/profile')({
  component: HomeownerProfilePage,
});
