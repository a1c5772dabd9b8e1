import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { FieldError, FieldHint, choiceInputClass, useFieldIds } from './FieldFrame';

/** One checkbox holding a boolean (a consent, a yes/no flag), its label beside it. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T, unknown, FieldValues>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint?: string;
}) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const ids = useFieldIds(name);
  const error = fieldState.error?.message;
  return (
    <div className="space-y-1">
      <label
        htmlFor={ids.id}
        className="flex items-start gap-3 text-sm text-slate-800 dark:text-slate-200"
      >
        <input
          id={ids.id}
          ref={ref}
          type="checkbox"
          name={fieldName}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy(hint, error)}
          className={`mt-0.5 ${choiceInputClass}`}
        />
        <span className="font-medium">{label}</span>
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
