import { useEffect, type ComponentProps } from 'react';
import type { z } from 'zod';
import { Alert } from '@/shared/ui/Alert';
import { cn } from '@/shared/ui/cn';
import { formIsLive, HOLDS_EARLY_SUBMIT } from '@/shared/ssr/hydration-handoff';
import { applyApiErrors, focusFirstError, type ApiErrorOptions } from './api-errors';
import type { FormSchema, ZodForm } from './useZodForm';

interface FormProps<S extends FormSchema> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'aria-label' | 'ref'
> {
  form: ZodForm<S>;
  /** The form's accessible name. */
  label: string;
  /**
   * Called with the checked values (the schema's output). A refusal it throws (an ApiError)
   * lands on the fields it names, else at the top of the form; catch what needs other
   * handling (a redirect, a special message) and call applyApiErrors yourself if needed.
   */
  onSubmit: (values: z.output<S>) => unknown;
  /** Messages by API error code for refusals onSubmit throws. */
  apiErrors?: ApiErrorOptions;
  /** Shown at the top when the form's own checks fail (the fields say what is wrong). */
  invalidMessage?: string;
}

/**
 * The house <form>: checked by its zod schema on submit (the browser's own checks are off),
 * named for assistive tech, the form-wide error (`errors.root`) on top, focus on the first
 * invalid field after a failed check or an API refusal.
 */
export function Form<S extends FormSchema>({
  form,
  label,
  onSubmit,
  apiErrors,
  invalidMessage,
  className,
  children,
  ...rest
}: FormProps<S>) {
  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values);
      } catch (error) {
        applyApiErrors(form, error, apiErrors);
      }
    },
    () => {
      if (invalidMessage) form.setError('root', { type: 'invalid', message: invalidMessage });
      focusFirstError(form);
    },
  );
  // Hydrated: what was typed (or submitted) before comes back.
  useEffect(() => {
    if (form.formElement.current) formIsLive(form.formElement.current);
  }, [form.formElement]);
  const formError = form.formState.errors.root?.message;
  return (
    <form
      {...rest}
      ref={(element) => form.formElement.attach(element)}
      noValidate
      {...{ [HOLDS_EARLY_SUBMIT]: '' }}
      aria-label={label}
      className={cn('space-y-5', className)}
      onSubmit={(event) => void submit(event)}
    >
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {children}
    </form>
  );
}
