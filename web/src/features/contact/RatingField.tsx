import { useId } from 'react';

interface RatingFieldProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}

const LABELS = ['Very poor', 'Poor', 'Okay', 'Good', 'Excellent'] as const;

/** A 1–5 rating as a radio group (arrow keys move between options). */
export function RatingField({ value, onChange, error }: RatingFieldProps) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Rating</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {LABELS.map((label, index) => {
          const rating = index + 1;
          return (
            <label
              key={rating}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/30"
            >
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="size-4 accent-brand-700 dark:accent-brand-400"
              />
              <span>
                {rating} {rating === 1 ? 'star' : 'stars'}
                <span className="text-slate-500 dark:text-slate-400"> — {label}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
