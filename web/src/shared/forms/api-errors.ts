import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApiErrorCode } from '@/shared/api/error-codes';
import { isApiError } from '@/shared/api/errors';
import type { FieldLabels, FormElementSlot } from './useZodForm';

/** What applyApiErrors and focusFirstError need of a form (a ZodForm has it all). */
export interface FormWithRef<T extends FieldValues> {
  formElement: Pick<FormElementSlot, 'current'>;
  labels: FieldLabels<T>;
  setError: UseFormReturn<T>['setError'];
  getFieldState: UseFormReturn<T>['getFieldState'];
}

/**
 * Moves focus to the first field in page order that has an error, so keyboard and
 * screen-reader users land on it. Fields are found by their `name` attribute, which every
 * field component sets; they are already in the page, so there is no render to wait for.
 */
export function focusFirstError<T extends FieldValues>(form: FormWithRef<T>): void {
  const element = form.formElement.current;
  if (!element) return;
  for (const control of element.querySelectorAll<HTMLElement>('[name]')) {
    const name = control.getAttribute('name') as FieldPath<T>;
    if (form.getFieldState(name).error && !control.matches(':disabled')) {
      control.focus();
      return;
    }
  }
}

export interface ApiErrorOptions {
  /** Messages to show instead of the API's, by code (on the field the API names, if any). */
  messages?: Partial<Record<ApiErrorCode, string>>;
}

const UNEXPECTED = 'Something went wrong. Please try again.';

function phrase(message: string, label: string | undefined): string {
  if (label) return `${label} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}

/**
 * Shows an API refusal on the form: each problem the API ties to a field of this form goes on
 * that field ('abn: is not a valid ABN' → "ABN is not a valid ABN" under the ABN field), the
 * rest as the form's message at the top (`errors.root`); then focuses the first invalid field.
 * Returns whether any field got an error.
 */
export function applyApiErrors<T extends FieldValues>(
  form: FormWithRef<T>,
  error: unknown,
  { messages = {} }: ApiErrorOptions = {},
): boolean {
  if (!isApiError(error)) {
    form.setError('root', { type: 'unexpected', message: UNEXPECTED });
    return false;
  }
  const override = error.code ? messages[error.code] : undefined;
  const element = form.formElement.current;
  const onThisForm = (field: string) =>
    [...(element?.querySelectorAll('[name]') ?? [])].some((c) => c.getAttribute('name') === field);
  const fieldErrors = error.fieldErrors.filter((problem) => onThisForm(problem.field));
  if (fieldErrors.length === 0) {
    form.setError('root', { type: error.code ?? 'api', message: override ?? error.message });
    return false;
  }
  const labels: Partial<Record<string, string>> = form.labels;
  const done = new Set<string>();
  for (const problem of fieldErrors) {
    // A field's first problem is the one to fix first.
    if (done.has(problem.field)) continue;
    done.add(problem.field);
    form.setError(problem.field as FieldPath<T>, {
      type: error.code ?? 'api',
      message: override ?? phrase(problem.message, labels[problem.field]),
    });
  }
  focusFirstError(form);
  return true;
}
