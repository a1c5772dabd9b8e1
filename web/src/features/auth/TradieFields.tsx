import { useQuery } from '@tanstack/react-query';
import type { ZodControl } from '@/shared/forms/useZodForm';
import { CheckboxGroupField, SelectField, TextField, type Option } from '@/shared/forms/fields';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { metaQueryOptions } from '../meta/queries';
import type { registerSchema } from './schemas';

interface TradieFieldsProps {
  control: ZodControl<typeof registerSchema>;
  stateOptions: readonly Option[];
}

function Categories({ control }: Pick<TradieFieldsProps, 'control'>) {
  const meta = useQuery(metaQueryOptions());
  if (meta.isPending) return <p role="status">Loading trade categories…</p>;
  if (meta.isError) {
    return (
      <RetryAlert
        message="We couldn't load the trade categories."
        onRetry={() => void meta.refetch()}
      />
    );
  }
  return (
    <CheckboxGroupField
      control={control}
      name="categories"
      label="Trade categories"
      hint="Choose every trade you’re licensed or qualified for."
      options={meta.data.categories.map((c) => ({ value: c.id, label: c.label }))}
    />
  );
}

/** The business, licence, trades and service-area fields only tradies fill in. */
export function TradieFields({ control, stateOptions }: TradieFieldsProps) {
  return (
    <fieldset className="space-y-5 border-t border-slate-200 pt-5 dark:border-slate-700">
      <legend className="sr-only">Your business</legend>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your business</h2>
      <TextField
        control={control}
        name="businessName"
        label="Business name"
        autoComplete="organization"
      />
      <TextField
        control={control}
        name="abn"
        label="ABN"
        inputMode="numeric"
        hint="Your 11-digit Australian Business Number."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={control} name="licenceNumber" label="Licence number" />
        <SelectField
          control={control}
          name="licenceState"
          label="Licence state"
          options={stateOptions}
        />
      </div>
      <Categories control={control} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="servicePostcode"
          label="Service postcode"
          inputMode="numeric"
          maxLength={4}
          hint="Where you usually work from."
        />
        <TextField
          control={control}
          name="serviceRadiusKm"
          label="Service radius (km)"
          type="number"
          min={1}
          max={500}
          step={1}
          hint="How far you’ll travel for a job."
        />
      </div>
    </fieldset>
  );
}
