import { z } from '@/shared/forms/zod';
import {
  choice,
  emailAddress,
  optionalEmailAddress,
  optionalText,
  requiredText,
} from '@/shared/forms/schema-parts';

// Mirrors src/modules/support/http/support.dto.ts.

/** POST /api/contact (ContactDto). */
export const contactSchema = z.object({
  name: requiredText({
    required: 'Please enter your name.',
    min: 2,
    max: 100,
    tooShort: 'Please enter at least 2 characters.',
  }),
  email: emailAddress(),
  subject: requiredText({
    required: 'Please enter a subject.',
    min: 3,
    max: 150,
    tooShort: 'Please write a subject of at least 3 characters.',
  }),
  message: requiredText({
    required: 'Please write a message of at least 10 characters.',
    min: 10,
    max: 5000,
    tooShort: 'Please write a message of at least 10 characters.',
  }),
});

export const CONTACT_LABELS = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
} as const;

export const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** POST /api/feedback (FeedbackDto); the rating is a radio group, so text until sent. */
export const feedbackSchema = z.object({
  name: optionalText({ min: 2, max: 100 }),
  email: optionalEmailAddress(),
  rating: choice(RATINGS, 'Please choose a rating from 1 to 5.').transform(Number),
  message: requiredText({
    required: 'Please tell us a little more (at least 3 characters).',
    min: 3,
    max: 5000,
    tooShort: 'Please tell us a little more (at least 3 characters).',
  }),
});

export const FEEDBACK_LABELS = {
  name: 'Name',
  email: 'Email',
  rating: 'Rating',
  message: 'Message',
} as const;
