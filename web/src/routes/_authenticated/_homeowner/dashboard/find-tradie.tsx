import { createFileRoute } from '@tanstack/react-router';
import { FindTradiePage } from '@/features/tradies/FindTradiePage';
import { directorySearchSchema } from '@/features/tradies/search';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/find-tradie')({
  validateSearch: directorySearchSchema,
  component: FindTradiePage,
});
