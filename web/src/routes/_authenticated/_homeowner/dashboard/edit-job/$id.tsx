import { createFileRoute } from '@tanstack/react-router';
import { EditJobPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/edit-job/$id')({
  component: EditJobPage,
});
