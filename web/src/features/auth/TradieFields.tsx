import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { Meta } from '@/shared/api/types';
import { CheckboxGroupField, SelectField, TextField, type Option } from '@/shared/forms/fields';
import { metaQueryOptions } from '../meta/queries';
import { QueryState } from '@/shared/ui/QueryState';
import { OtherLicencesFields, type OtherLicenceValue } from './OtherLicencesFields';

/** What the business fields hold, in whichever form they sit (sign-up, resubmission). */
export interface TradieFieldValues {
  businessName: string;
  abn: string;
  licenceNumber: string;
  licenceState: string;
  otherLicences: OtherLicenceValue[];
  categories: string[];
  servicePostcode: string;
  serviceRadiusKm: string;
}

type BusinessControl = Control<TradieFieldValues, unknown, FieldValues>;

interface TradieFieldsProps<T extends TradieFieldValues> {
  control: Control<T, unknown, FieldValues>;
  stateOptions: readonly Option[];
}

function Categories({ control }: { control: BusinessControl }) {
  const meta = useQuery(metaQueryOptions());
  return (
    <QueryState
      query={meta}
      loading="Loading trade categories…"
      errorText="We couldn't load the trade categories."
    >
      {(data) => (
        <div className="space-y-2">
          <CheckboxGroupField
            control={control}
            name="categories"
            label="Trade categories"
            hint="Choose every trade you’re licensed or qualified for."
            options={data.categories.map((c) => ({ value: c.id, label: c.label }))}
          />
          <LicenceNote control={control} categories={data.categories} />
        </div>
      )}
    </QueryState>
  );
}

/**
 * Says which chosen trades need a licence in the licence state and which need none
 * (GET /api/meta's `licensedIn`, from the server's table of trades and states).
 */
function LicenceNote({
  control,
  categories,
}: {
  control: BusinessControl;
  categories: Meta['categories'];
}) {
  const [state, chosen] = useWatch({ control, name: ['licenceState', 'categories'] });
  if (!state) return null;
  const picked = categories.filter((c) => chosen.includes(c.id));
  if (picked.length === 0) return null;
  const licensed = picked.filter((c) => c.licensedIn.includes(state));
  const free = picked.filter((c) => !c.licensedIn.includes(state));
  const names = (list: typeof picked) => list.map((c) => c.label).join(', ');
  return (
    <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
      {licensed.length > 0 ? (
        <li>
          Needs a licence in {state}: {names(licensed)}. We check your licence covers them.
        </li>
      ) : null}
      {free.length > 0 ? (
        <li>
          No licence needed in {state}: {names(free)}.
        </li>
      ) : null}
    </ul>
  );
}

/** The business, licence, trades and service-area fields only tradies fill in. */
export function TradieFields<T extends TradieFieldValues>({
  control: formControl,
  stateOptions,
}: TradieFieldsProps<T>) {
  // Any form that holds the business fields: they are bound by these names alone.
  const control = formControl as unknown as BusinessControl;
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
      <OtherLicencesFields control={control} stateOptions={stateOptions} />
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
