import { useRef, useState } from 'react';
import { focusFirstInvalid, splitApiError, type FieldErrors } from './errors';

/** Field and form errors of a form that checks its values before sending them to the API. */
export function useFormErrors<F extends string>(
  fields: readonly F[],
  labels: Partial<Record<F, string>>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Shows what the check found, focusing the first invalid field; true when nothing was. */
  const accept = (found: FieldErrors<F>): boolean => {
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) return true;
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
    return false;
  };

  /** Shows an API refusal on the field it names, else above the form. */
  const showApiError = (error: unknown) => {
    const split = splitApiError(error, fields, labels);
    setErrors(split.fieldErrors);
    setFormError(split.formError);
  };

  return { formRef, errors, formError, accept, showApiError };
}
