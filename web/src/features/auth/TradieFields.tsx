import { useQuery } from '@tanstack/react-query';
import type { FieldErrors } from '@/shared/forms/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { CheckboxGroup, SelectField, TextField } from '@/shared/ui/Field';
import { metaQueryOptions } from '../meta/queries';
import type { RegisterField, RegisterValues } from './register-form';

interface TradieFieldsProps {
  values: RegisterValues;
  errors: FieldErrors<RegisterField>;
  stateOptions: { value: string; label: string }[];
  onChange: <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => void;
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
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-5 dark:border-slate-700">
      <legend className="sr-only">Your business</legend>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your business</h2>
      <TextField
        label="Business name"
        name="businessName"
        autoComplete="organization"
        value={values.businessName}
        onChange={(e) => onChange('businessName', e.target.value)}
        error={errors.businessName}
      />
      <TextField
        label="ABN"
        name="abn"
        inputMode="numeric"
        hint="Your 11-digit Australian Business Number."
        value={values.abn}
        onChange={(e) => onChange('abn', e.target.value)}
        error={errors.abn}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Licence number"
          name="licenceNumber"
          value={values.licenceNumber}
          onChange={(e) => onChange('licenceNumber', e.target.value)}
          error={errors.licenceNumber}
        />
        <SelectField
          label="Licence state"
          name="licenceState"
          options={stateOptions}
          value={values.licenceState}
          onChange={(e) => onChange('licenceState', e.target.value)}
          error={errors.licenceState}
        />
      </div>
      <Categories values={values} errors={errors} onChange={onChange} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Service postcode"
          name="servicePostcode"
          inputMode="numeric"
          maxLength={4}
          hint="Where you usually work from."
          value={values.servicePostcode}
          onChange={(e) => onChange('servicePostcode', e.target.value)}
          error={errors.servicePostcode}
        />
        <TextField
          label="Service radius (km)"
          name="serviceRadiusKm"
          type="number"
          min={1}
          max={500}
          step={1}
          hint="How far you’ll travel for a job."
          value={values.serviceRadiusKm}
          onChange={(e) => onChange('serviceRadiusKm', e.target.value)}
          error={errors.serviceRadiusKm}
        />
      </div>
    </fieldset>
  );
}
