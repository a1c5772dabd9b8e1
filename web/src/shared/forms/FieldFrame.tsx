import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { cn } from '@/shared/ui/cn';

/**
 * Text inputs, text areas and selects; a red border while `aria-invalid`. The ring is on
 * :focus-within: a date input's focus sits in its day/month/year parts, so the input itself
 * matches neither :focus nor :focus-visible and showed no ring.
 */
export const inputClass = cva(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-within:border-brand-600 focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-brand-600 dark:focus-within:outline-brand-400 aria-[invalid=true]:border-red-600 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:aria-[invalid=true]:border-red-400',
  {
    variants: { multiline: { true: 'min-h-32', false: '' } },
    defaultVariants: { multiline: false },
  },
);

/** One choice of a radio or checkbox group: a bordered box that lights up when checked. */
export const choiceClass = cva(
  'flex cursor-pointer rounded-lg border has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/30',
  {
    variants: {
      size: {
        /** A short label on one line (a rating, a trade). */
        chip: 'items-center gap-2 border-slate-300 px-3 py-2 text-sm dark:border-slate-600',
        /** A title and a sentence (the account type). */
        card: 'gap-3 rounded-xl border-slate-300 p-4 dark:border-slate-600',
      },
    },
    defaultVariants: { size: 'chip' },
  },
);

export const choiceInputClass = 'size-4 shrink-0 accent-brand-700 dark:accent-brand-400';

const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

/** What every field shows around its control. */
export interface FieldText {
  label: string;
  /** Marks the label "(optional)"; fields are required otherwise. */
  optional?: boolean;
  hint?: string;
}

/** Ids tying a control to its hint and error (`aria-describedby`). */
export function useFieldIds(name: string, id?: string) {
  const autoId = useId();
  const fieldId = id ?? `${name}-${autoId}`;
  return {
    id: fieldId,
    hintId: `${fieldId}-hint`,
    errorId: `${fieldId}-error`,
    describedBy: (hint?: string, error?: string) =>
      [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
        .filter(Boolean)
        .join(' ') || undefined,
  };
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className="text-xs text-slate-600 dark:text-slate-400">
      {hint}
    </p>
  ) : null;
}

/** The field's error, announced as it appears. */
export function FieldError({
  id,
  error,
  className,
}: {
  id: string;
  error?: string;
  className?: string;
}) {
  return error ? (
    <p id={id} role="alert" className={cn('text-sm text-red-700 dark:text-red-300', className)}>
      {error}
    </p>
  ) : null;
}

function OptionalMark({ optional }: { optional?: boolean }) {
  return optional ? (
    <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span>
  ) : null;
}

/** Label above, then the control, its hint and its error. */
export function FieldFrame({
  ids,
  label,
  optional,
  hint,
  error,
  children,
}: FieldText & { ids: ReturnType<typeof useFieldIds>; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        <OptionalMark optional={optional} />
      </label>
      {children}
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

/** A fieldset of choices (radios or checkboxes), its legend naming the group. */
export function GroupFrame({
  ids,
  label,
  optional,
  hint,
  error,
  children,
}: FieldText & { ids: ReturnType<typeof useFieldIds>; error?: string; children: ReactNode }) {
  return (
    <fieldset
      aria-describedby={ids.describedBy(hint, error)}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend className={labelClass}>
        {label}
        <OptionalMark optional={optional} />
      </legend>
      <FieldHint id={ids.hintId} hint={hint} />
      {children}
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
