import { createFileRoute } from '@tanstack/react-router';
import { EmergencySuccessPage } from '@/features/jobs/EmergencySuccessPage';
import { emergencySuccessSearchSchema } from '@/features/jobs/search';

export const Route = createFileRoute('/_authenticated/_homeowner/dashboard/emergency-success')({
  validateSearch: emergencySuccessSearchSchema,
  component: EmergencySuccessPage,
});
