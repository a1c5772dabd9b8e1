import { z } from '@/shared/forms/zod';
import { tradieBusinessFields } from '../auth/schemas';
import type { OwnVerification } from './api';

// POST /api/me/verification/resubmission (ResubmissionDto): sign-up's business fields.
export const resubmissionSchema = z.object(tradieBusinessFields);

export type ResubmissionValues = z.input<typeof resubmissionSchema>;

/** The form starts from what the admin saw, so the tradie changes only what was wrong. */
export function resubmissionValues(details: OwnVerification['details']): ResubmissionValues {
  return {
    businessName: details.businessName,
    abn: details.abn,
    licenceNumber: details.licenceNumber,
    licenceState: details.licenceState,
    otherLicences: details.otherLicences.map(({ licenceNumber, licenceState }) => ({
      licenceNumber,
      licenceState,
    })),
    categories: [...details.categories],
    servicePostcode: details.servicePostcode,
    serviceRadiusKm: String(details.serviceRadiusKm),
  };
}

export const RESUBMISSION_LABELS = {
  businessName: 'Business name',
  abn: 'ABN',
  licenceNumber: 'Licence number',
  licenceState: 'Licence state',
  otherLicences: 'Other licences',
  categories: 'Trade categories',
  servicePostcode: 'Service postcode',
  serviceRadiusKm: 'Service radius',
} as const;
