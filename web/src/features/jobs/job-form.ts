import { z } from '@/shared/forms/zod';
import type { EditJobBody, Job, JobCategoryId, PostJobBody } from '@/shared/api/types';
import { MAX_JOB_IMAGE_BYTES, MAX_JOB_IMAGES } from '@/shared/config/product';
import { choice, postcode, requiredText } from '@/shared/forms/schema-parts';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

const images = z
  .array(z.instanceof(File))
  .max(MAX_JOB_IMAGES, `Choose at most ${MAX_JOB_IMAGES} photos.`)
  .refine(
    (files) => files.every((f) => IMAGE_TYPES.includes(f.type)),
    'Photos must be JPEG, PNG or WebP images.',
  )
  .refine(
    (files) => files.every((f) => f.size <= MAX_JOB_IMAGE_BYTES),
    'Each photo must be 10 MB or smaller.',
  );

/**
 * Mirrors PostJobDto (src/modules/jobs/presentation/jobs.dto.ts): the budget is typed in dollars
 * and sent in cents; photos upload after the job is created. Editing uses the same schema with
 * the consent already given (EditJobDto takes neither consent nor the emergency flag).
 */
export const jobSchema = z.object({
  title: requiredText({ required: 'Give the job a title.', min: 5, max: 120 }),
  description: requiredText({
    required: 'Describe the job.',
    min: 20,
    max: 5000,
    tooShort: 'Describe the job in at least 20 characters so tradies can quote.',
  }),
  category: z.string().min(1, 'Choose the trade you need.'),
  location: requiredText({ required: 'Enter your suburb.', min: 2, max: 80 }),
  state: z.string().min(1, 'Choose your state or territory.'),
  postcode: postcode('Enter a 4-digit Australian postcode.'),
  budget: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter a budget in dollars, e.g. 500.')
    .transform((v) => Math.round(Number(v) * 100))
    .refine((cents) => cents >= 100, 'The budget must be at least A$1.')
    .refine((cents) => cents <= 100_000_000, 'The budget can be at most A$1,000,000.'),
  leadCap: choice(['3', '5', '10'], 'Choose how many tradies may buy the lead.'),
  images,
  isEmergency: z.boolean(),
  privacyConsent: z.boolean().refine((v) => v, {
    message: 'Please agree to share your first name and suburb with the tradies who buy the lead.',
  }),
});

export type JobFormInput = z.input<typeof jobSchema>;
export type JobFormValues = z.output<typeof jobSchema>;

const EMPTY_JOB: JobFormInput = {
  title: '',
  description: '',
  category: '',
  location: '',
  state: '',
  postcode: '',
  budget: '',
  leadCap: '10',
  images: [],
  isEmergency: false,
  privacyConsent: false,
};

/** A new job's form, with the suburb, state and postcode of the homeowner's profile filled in. */
export function newJobFor(profile: {
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}): JobFormInput {
  return {
    ...EMPTY_JOB,
    location: profile.suburb ?? '',
    state: profile.state ?? '',
    postcode: profile.postcode ?? '',
  };
}

/** The form's values for an existing job (its consent was given when it was posted). */
export function jobToForm(job: Job): JobFormInput {
  return {
    title: job.title,
    description: job.description,
    category: job.category,
    location: job.location,
    state: job.state ?? '',
    postcode: job.postcode,
    budget: String(job.budget / 100),
    leadCap: String(job.slotsTotal),
    images: [],
    isEmergency: job.isEmergency,
    privacyConsent: true,
  };
}

/** The details as the API takes them (PATCH body; POST adds emergency and consent). */
export function formToDetails(values: JobFormValues): Required<Omit<EditJobBody, 'isEmergency'>> {
  return {
    title: values.title,
    description: values.description,
    // The selects only offer the API's own categories and states (from GET /api/meta).
    category: values.category as JobCategoryId,
    location: values.location,
    state: values.state as PostJobBody['state'],
    postcode: values.postcode,
    budget: values.budget,
    leadCap: Number(values.leadCap) as PostJobBody['leadCap'],
  };
}

export const JOB_FIELD_LABELS = {
  title: 'Title',
  description: 'Description',
  category: 'Category',
  location: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  budget: 'Budget',
  leadCap: 'Lead cap',
};
