import { createFileRoute } from '@tanstack/react-router';
import { EmergencySuccessPage } from '@/features/dashboard/HomeownerPages';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/emergency-success')({
  component: EmergencySuccessPage,
});
