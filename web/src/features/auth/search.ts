import { z } from 'zod';

/** /login?redirect=... — checked again by safeRedirectPath before use. */
export const loginSearchSchema = z.object({
  redirect: z.string().optional().catch(undefined),
});

/** /register?type=homeowner|tradie preselects the form; anything else is ignored. */
export const registerSearchSchema = z.object({
  type: z.enum(['homeowner', 'tradie']).optional().catch(undefined),
});

/** /reset-password?token=... (numbers-only tokens arrive parsed as numbers: keep them text). */
export const resetPasswordSearchSchema = z.object({
  token: z
    .union([z.string(), z.number()])
    .transform((value) => String(value))
    .optional()
    .catch(undefined),
});
