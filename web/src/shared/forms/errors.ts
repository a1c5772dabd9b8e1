import { errorField, fieldMessage, isApiError } from '../api/errors';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Splits an API refusal into a message for one field (when the API names a known field) or a
 * message for the whole form.
 */
export function splitApiError<F extends string>(
  error: unknown,
  fields: readonly F[],
  labels: Partial<Record<F, string>> = {},
): { fieldErrors: FieldErrors<F>; formError: string | null } {
  if (!isApiError(error)) {
    return { fieldErrors: {}, formError: 'Something went wrong. Please try again.' };
  }
  const field = errorField(error, fields) as F | undefined;
  if (field)
    return {
      fieldErrors: { [field]: fieldMessage(error, field, labels[field]) } as FieldErrors<F>,
      formError: null,
    };
  return { fieldErrors: {}, formError: error.message };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Moves focus to the first invalid control so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const target = form?.querySelector<HTMLElement>(
    '[aria-invalid="true"] input, [aria-invalid="true"]',
  );
  target?.focus();
}
