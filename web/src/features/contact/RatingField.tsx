import { RadioGroupField } from '@/shared/forms/fields';
import type { ZodControl } from '@/shared/forms/useZodForm';
import { RATINGS, type feedbackSchema } from './schemas';

const LABELS = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const;

const OPTIONS = RATINGS.map((rating, index) => ({
  value: rating,
  label: (
    <span>
      {rating} {rating === '1' ? 'star' : 'stars'}
      <span className="text-slate-500 dark:text-slate-400"> — {LABELS[index]}</span>
    </span>
  ),
}));

/** A 1–5 rating as a radio group (arrow keys move between options). */
export function RatingField({ control }: { control: ZodControl<typeof feedbackSchema> }) {
  return <RadioGroupField control={control} name="rating" label="Rating" options={OPTIONS} />;
}
