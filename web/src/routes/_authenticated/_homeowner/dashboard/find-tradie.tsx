import { createFileRoute } from '@tanstack/react-router';
import { FindTradiePage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/find-tradie')({
  component: FindTradiePage,
});
