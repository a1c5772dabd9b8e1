import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** Any zod schema of an object: the form's values in, the API's body out. */
export type FormSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

/** Labels by field name, to phrase the API's `field: problem` messages. */
export type FieldLabels<T> = Partial<Record<FieldPath<T & Record<string, unknown>>, string>>;

/**
 * A react-hook-form form whose values a zod schema checks. Values are the schema's input
 * (what the fields hold, mostly strings); the submit handler receives its output (trimmed,
 * converted: the API's body). `formElement` holds the <form> (`<Form>` attaches it) so errors
 * can focus the first invalid field in page order; `labels` phrase the API's field messages
 * ("ABN is not a valid ABN").
 */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  formElement: FormElementSlot;
  labels: FieldLabels<z.input<S>>;
};

/** Where a form's <form> element is kept; `attach` is the element's ref callback. */
export interface FormElementSlot {
  readonly current: HTMLFormElement | null;
  attach(element: HTMLFormElement | null): void;
}

function formElementSlot(): FormElementSlot {
  let current: HTMLFormElement | null = null;
  return {
    get current() {
      return current;
    },
    attach: (element) => {
      current = element;
    },
  };
}

export interface UseZodFormOptions<S extends FormSchema> extends Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver' | 'defaultValues'
> {
  /** Every field's starting value (text fields start as ''). */
  defaultValues: z.input<S>;
  labels?: FieldLabels<z.input<S>>;
}

/**
 * The house form hook. Checks on submit, then again on every change of a field found wrong
 * (a corrected field clears its error at once). Focus moves to the first invalid field:
 * `<Form>` does it for the schema's errors and `applyApiErrors` for the API's.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  { labels = {}, defaultValues, ...options }: UseZodFormOptions<S>,
): ZodForm<S> {
  const [formElement] = useState(formElementSlot);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // One focus rule for every error, in page order: see focusFirstError.
    shouldFocusError: false,
    ...options,
    resolver: zodResolver(schema),
    defaultValues: defaultValues as UseFormProps<z.input<S>>['defaultValues'],
  });
  return { ...form, formElement, labels };
}

/** The `control` of a ZodForm, for components that hold some of a form's fields. */
export type ZodControl<S extends FormSchema> = ZodForm<S>['control'];
