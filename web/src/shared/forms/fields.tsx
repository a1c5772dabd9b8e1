import type { ComponentProps, ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '@/shared/ui/cn';
import {
  choiceClass,
  choiceInputClass,
  FieldFrame,
  GroupFrame,
  inputClass,
  useFieldIds,
  type FieldText,
} from './FieldFrame';

// Fields bound to a react-hook-form form by `control` and `name` (typed: a text field only
// takes the name of a string value). Each renders its label, hint and error, marks the control
// `aria-invalid` and `aria-describedby`, and sets `name`, which focusFirstError and
// applyApiErrors find it by.

interface Bound<T extends FieldValues, V> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPathByValue<T, V>;
}

/** The control attributes every text-like field shares. */
function useTextControl<T extends FieldValues>(
  { control, name }: Bound<T, string | undefined>,
  { optional, hint, id }: { optional?: boolean; hint?: string; id?: string },
) {
  const { field, fieldState } = useController({ control, name });
  const ids = useFieldIds(name, id);
  const error = fieldState.error?.message;
  return {
    ids,
    error,
    control: {
      id: ids.id,
      name: field.name,
      ref: field.ref,
      value: (field.value as string | undefined) ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      required: !optional,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids.describedBy(hint, error),
    },
  };
}

type NativeProps<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'required'
>;

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  hint,
  className,
  ...rest
}: Bound<T, string | undefined> & FieldText & NativeProps<'input'>) {
  const field = useTextControl({ control, name }, { optional, hint, id: rest.id });
  return (
    <FieldFrame ids={field.ids} label={label} optional={optional} hint={hint} error={field.error}>
      <input {...rest} {...field.control} className={cn(inputClass(), className)} />
    </FieldFrame>
  );
}

/** The email field of most forms: labelled "Email", filled in by the browser. */
export function EmailField<T extends FieldValues>(
  props: Omit<ComponentProps<typeof TextField<T>>, 'label' | 'type' | 'autoComplete'>,
) {
  return <TextField label="Email" type="email" autoComplete="email" {...props} />;
}

export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  hint,
  className,
  ...rest
}: Bound<T, string | undefined> & FieldText & NativeProps<'textarea'>) {
  const field = useTextControl({ control, name }, { optional, hint, id: rest.id });
  return (
    <FieldFrame ids={field.ids} label={label} optional={optional} hint={hint} error={field.error}>
      <textarea
        {...rest}
        {...field.control}
        className={cn(inputClass({ multiline: true }), className)}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  hint,
  options,
  placeholder = 'Select…',
  className,
  ...rest
}: Bound<T, string | undefined> &
  FieldText &
  NativeProps<'select'> & { options: readonly Option[]; placeholder?: string }) {
  const field = useTextControl({ control, name }, { optional, hint, id: rest.id });
  return (
    <FieldFrame ids={field.ids} label={label} optional={optional} hint={hint} error={field.error}>
      <select {...rest} {...field.control} className={cn(inputClass(), className)}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A set of checkboxes holding a list of values (the trades a tradie works in). */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  hint,
  options,
  className,
}: Bound<T, string[]> & FieldText & { options: readonly Option[]; className?: string }) {
  const { field, fieldState } = useController({ control, name });
  const ids = useFieldIds(name);
  const values = (field.value as string[] | undefined) ?? [];
  const toggle = (value: string, checked: boolean) =>
    field.onChange(checked ? [...values, value] : values.filter((v) => v !== value));
  return (
    <GroupFrame
      ids={ids}
      label={label}
      optional={optional}
      hint={hint}
      error={fieldState.error?.message}
    >
      <div className={cn('grid grid-cols-1 gap-2 sm:grid-cols-2', className)}>
        {options.map((option, index) => (
          <label key={option.value} className={choiceClass({ size: 'chip' })}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="checkbox"
              name={field.name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              className={choiceInputClass}
            />
            {option.label}
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}

export interface Choice {
  value: string;
  /** What the radio is called (its accessible name starts with it). */
  label: ReactNode;
}

/** One choice out of a few, as radios (arrow keys move between them). */
export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  label,
  optional,
  hint,
  options,
  size = 'chip',
  className,
}: Bound<T, string | undefined> &
  FieldText & {
    options: readonly Choice[];
    /** 'chip' for short labels, 'card' for a title and a sentence. */
    size?: 'chip' | 'card';
    className?: string;
  }) {
  const { field, fieldState } = useController({ control, name });
  const ids = useFieldIds(name);
  return (
    <GroupFrame
      ids={ids}
      label={label}
      optional={optional}
      hint={hint}
      error={fieldState.error?.message}
    >
      <div
        className={cn(
          size === 'card' ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-wrap gap-2',
          className,
        )}
      >
        {options.map((option, index) => (
          <label key={option.value} className={choiceClass({ size })}>
            <input
              ref={index === 0 ? field.ref : undefined}
              type="radio"
              name={field.name}
              value={option.value}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
              onBlur={field.onBlur}
              className={cn(choiceInputClass, size === 'card' && 'mt-1')}
            />
            {option.label}
          </label>
        ))}
      </div>
    </GroupFrame>
  );
}
