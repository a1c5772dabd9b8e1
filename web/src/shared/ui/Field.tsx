import { useId, type ComponentProps, type ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-red-600 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:aria-[invalid=true]:border-red-400';

interface CommonProps {
  label: string;
  name: string;
  optional?: boolean;
  hint?: string;
  error?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
      {hint}
    </p>
  ) : null;
}

function ErrorMessage({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
}

function FieldFrame({
  id,
  label,
  optional,
  hint,
  error,
  children,
}: Omit<CommonProps, 'name'> & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {optional ? (
          <span className="font-normal text-slate-500 dark:text-slate-400"> (optional)</span>
        ) : null}
      </label>
      {children}
      <Hint id={id} hint={hint} />
      <ErrorMessage id={id} error={error} />
    </div>
  );
}

/**
 * Splits a field's props into those of its frame (label, hint, error), the attributes its
 * control needs to match them, and the rest, which go on the control too.
 */
function useField<P extends CommonProps & { id?: string }>({
  label,
  name,
  optional,
  hint,
  error,
  id,
  ...rest
}: P) {
  const autoId = useId();
  const fieldId = id ?? `${name}-${autoId}`;
  return {
    frame: { id: fieldId, label, optional, hint, error },
    control: {
      id: fieldId,
      name,
      required: !optional,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(fieldId, hint, error),
    },
    rest,
  };
}

export function TextField({
  className = '',
  ...props
}: CommonProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={`${inputClass} ${className}`} {...rest} />
    </FieldFrame>
  );
}

/** The email field of most forms: labelled "Email", filled in by the browser. */
export function EmailField(
  props: Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'type' | 'autoComplete'>,
) {
  return <TextField label="Email" name="email" type="email" autoComplete="email" {...props} />;
}

export function TextAreaField({
  className = '',
  ...props
}: CommonProps & Omit<ComponentProps<'textarea'>, 'name'>) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} className={`${inputClass} min-h-32 ${className}`} {...rest} />
    </FieldFrame>
  );
}

interface SelectFieldProps extends CommonProps, Omit<ComponentProps<'select'>, 'name'> {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({
  options,
  placeholder = 'Select…',
  className = '',
  ...props
}: SelectFieldProps) {
  const { frame, control, rest } = useField(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={`${inputClass} ${className}`} {...rest}>
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

interface CheckboxGroupProps {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  hint?: string;
  error?: string;
}

/** A set of checkboxes inside a fieldset, its legend naming the group. */
export function CheckboxGroup({
  legend,
  name,
  options,
  values,
  onChange,
  hint,
  error,
}: CheckboxGroupProps) {
  const id = useId();
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset
      aria-describedby={describedBy(id, hint, error)}
      aria-invalid={error ? true : undefined}
      className="space-y-2"
    >
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <Hint id={id} hint={hint} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/30"
          >
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="size-4 accent-brand-700 dark:accent-brand-400"
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorMessage id={id} error={error} />
    </fieldset>
  );
}
