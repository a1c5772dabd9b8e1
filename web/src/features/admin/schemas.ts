import { z } from '@/shared/forms/zod';
import { requiredText } from '@/shared/forms/schema-parts';

/** POST /api/admin/tradies/{id}/reject (RejectTradieDto in src/modules/identity/http). */
export const rejectTradieSchema = z.object({
  reason: requiredText({
    required: 'Tell the tradie why, so they can fix it and reapply.',
    min: 3,
    max: 500,
    tooShort: 'Tell the tradie why, so they can fix it and reapply (at least 3 characters).',
  }),
});

export const AUDIENCE_GROUPS = [
  { value: 'tradies', label: 'Approved tradies' },
  { value: 'pending_tradies', label: 'Tradies waiting for verification' },
  { value: 'homeowners', label: 'Homeowners' },
  { value: 'everyone', label: 'Everyone' },
] as const;

/** POST /api/admin/bulk-emails (SendBulkEmailDto in src/modules/admin/http). */
export const bulkEmailSchema = z.object({
  subject: requiredText({ required: 'Please write a subject.', min: 3, max: 200 }),
  body: z
    .string()
    .min(10, 'Please write at least a sentence (10 characters).')
    .max(20_000, 'Keep it under 20,000 characters.'),
  group: z.enum(['tradies', 'pending_tradies', 'homeowners', 'everyone'], {
    message: 'Please choose who receives it.',
  }),
  states: z.array(z.string()),
  trades: z.array(z.string()),
});

/** PUT /api/admin/maintenance (SetMaintenanceDto). */
export const maintenanceSchema = z.object({
  message: z.string().trim().max(500, 'Keep the message under 500 characters.'),
  endsAt: z.string(),
});

/** POST /api/admin/users/{id}/credits (AdjustCreditsDto). */
export const adjustCreditsSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,6}$/, 'Enter a whole number of credits, negative to take credits away.')
    .transform(Number)
    .refine((n) => n !== 0, 'Enter a number other than 0.'),
  reason: requiredText({
    required: 'Say why (the user sees it in their wallet).',
    min: 3,
    max: 200,
  }),
});

export const banSchema = z.object({
  reason: requiredText({ required: 'Say why: the user sees this reason.', min: 3, max: 500 }),
});
