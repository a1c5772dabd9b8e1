import { useEffect, useRef } from 'react';
import { useFieldArray, type Control, type FieldValues } from 'react-hook-form';
import { SelectField, TextField, type Option } from '@/shared/forms/fields';
import { Button } from '@/shared/ui/Button';
import { buttonClass } from '@/shared/ui/button';
import { MAX_OTHER_LICENCES } from './schemas';

export interface OtherLicenceValue {
  licenceNumber: string;
  licenceState: string;
}

interface OtherLicencesValues {
  otherLicences: OtherLicenceValue[];
}

type LicencesControl = Control<OtherLicencesValues, unknown, FieldValues>;

interface OtherLicencesFieldsProps<T extends OtherLicencesValues> {
  control: Control<T, unknown, FieldValues>;
  stateOptions: readonly Option[];
  /** Per row, a note beside it (the profile says which licences wait for review). */
  notes?: readonly (string | null)[];
}

/**
 * Licences held beside the main one (another trade, or another state's licence), added and
 * removed row by row. Rows are numbered from 2, the main licence being the first, so every
 * label is unique for screen readers and tests.
 */
export function OtherLicencesFields<T extends OtherLicencesValues>({
  control: formControl,
  stateOptions,
  notes = [],
}: OtherLicencesFieldsProps<T>) {
  // Bound by the `otherLicences` name alone, in whichever form holds it.
  const control = formControl as unknown as LicencesControl;
  const { fields, append, remove } = useFieldArray({ control, name: 'otherLicences' });
  const addRef = useRef<HTMLButtonElement>(null);
  // Focus would be lost with a removed row: it moves to the add button once that renders.
  const focusAdd = useRef(false);
  useEffect(() => {
    if (!focusAdd.current) return;
    focusAdd.current = false;
    addRef.current?.focus();
  }, [fields.length]);
  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-slate-900 dark:text-white">Other licences</legend>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Hold another licence, for another trade or in another state? Add it: we check each one, and
        list you in every trade your checked licences cover.
      </p>
      {fields.map((field, index) => (
        <fieldset
          key={field.id}
          className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
        >
          <legend className="px-1 text-sm text-slate-700 dark:text-slate-200">
            Licence {index + 2}
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              control={control}
              name={`otherLicences.${index}.licenceNumber`}
              label={`Licence ${index + 2} number`}
            />
            <SelectField
              control={control}
              name={`otherLicences.${index}.licenceState`}
              label={`Licence ${index + 2} state`}
              options={stateOptions}
            />
          </div>
          {notes[index] ? (
            <p className="text-sm text-amber-700 dark:text-amber-300">{notes[index]}</p>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              focusAdd.current = true;
              remove(index);
            }}
          >
            Remove licence {index + 2}
          </Button>
        </fieldset>
      ))}
      {fields.length < MAX_OTHER_LICENCES ? (
        <button
          ref={addRef}
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => append({ licenceNumber: '', licenceState: '' }, { shouldFocus: true })}
        >
          Add another licence
        </button>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          That is the most we take ({MAX_OTHER_LICENCES} besides your main licence).
        </p>
      )}
    </fieldset>
  );
}
