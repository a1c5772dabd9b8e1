import { createFileRoute } from '@tanstack/react-router';
import { HomeownerProfilePage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/profile')({
  component: HomeownerProfilePage,
});
