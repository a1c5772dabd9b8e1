import { useQuery } from '@tanstack/react-query';
import type { FieldErrors } from '@/shared/forms/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { CheckboxGroup, SelectField, TextField } from '@/shared/ui/Field';
import { metaQueryOptions } from '../meta/queries';
import {
  bindTextFields,
  type ChangeRegisterValue,
  type RegisterField,
  type RegisterValues,
} from './register-form';

interface TradieFieldsProps {
  values: RegisterValues;
  errors: FieldErrors<RegisterField>;
  stateOptions: { value: string; label: string }[];
  onChange: ChangeRegisterValue;
}

function Categories({ values, errors, onChange }: Omit<TradieFieldsProps, 'stateOptions'>) {
  const meta = useQuery(metaQueryOptions());
  if (meta.isPending) return <p role="status">Loading trade categories…</p>;
  if (meta.isError) {
    return (
      <Alert tone="error">
        <p>We couldn&apos;t load the trade categories.</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void meta.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return (
    <CheckboxGroup
      legend="Trade categories"
      name="categories"
      hint="Choose every trade you’re licensed or qualified for."
      options={meta.data.categories.map((c) => ({ value: c.id, label: c.label }))}
      values={values.categories}
      onChange={(next) => onChange('categories', next)}
      error={errors.categories}
    />
  );
}

/** The business, licence, trades and service-area fields only tradies fill in. */
export function TradieFields({ values, errors, stateOptions, onChange }: TradieFieldsProps) {
  const text = bindTextFields(values, errors, onChange);
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-5 dark:border-slate-700">
      <legend className="sr-only">Your business</legend>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your business</h2>
      <TextField label="Business name" autoComplete="organization" {...text('businessName')} />
      <TextField
        label="ABN"
        inputMode="numeric"
        hint="Your 11-digit Australian Business Number."
        {...text('abn')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Licence number" {...text('licenceNumber')} />
        <SelectField label="Licence state" options={stateOptions} {...text('licenceState')} />
      </div>
      <Categories values={values} errors={errors} onChange={onChange} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Service postcode"
          inputMode="numeric"
          maxLength={4}
          hint="Where you usually work from."
          {...text('servicePostcode')}
        />
        <TextField
          label="Service radius (km)"
          type="number"
          min={1}
          max={500}
          step={1}
          hint="How far you’ll travel for a job."
          {...text('serviceRadiusKm')}
        />
      </div>
    </fieldset>
  );
}
