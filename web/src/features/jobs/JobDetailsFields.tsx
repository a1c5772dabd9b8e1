import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { AU_STATES, LEAD_CAPS } from '@/shared/config/product';
import { RadioGroupField, SelectField, TextAreaField, TextField } from '@/shared/forms/fields';
import type { ZodControl } from '@/shared/forms/useZodForm';
import { metaQueryOptions } from '../meta/queries';
import { ImagePicker } from './ImagePicker';
import type { jobSchema } from './job-form';

/** The job's details: what, which trade, where, budget, lead cap and photos. */
export function JobDetailsFields({
  control,
  existingImages = 0,
  maxLeadCap = 10,
}: {
  control: ZodControl<typeof jobSchema>;
  /** Photos the job already has (editing). */
  existingImages?: number;
  /** Editing can only lower the cap. */
  maxLeadCap?: number;
}) {
  const meta = useQuery(metaQueryOptions());
  const categories = (meta.data?.categories ?? []).map((c) => ({ value: c.id, label: c.label }));
  const states = (meta.data?.states ?? AU_STATES).map((s) => ({ value: s, label: s }));
  const caps = LEAD_CAPS.filter((cap) => cap <= maxLeadCap).map((cap) => ({
    value: String(cap),
    label: `${cap} tradies${cap === 10 ? ' (most)' : ''}`,
  }));
  return (
    <>
      <TextField
        control={control}
        name="title"
        label="Job title"
        placeholder="e.g. Fix a leaking kitchen tap"
      />
      <TextAreaField
        control={control}
        name="description"
        label="Description"
        hint="What needs doing, how big it is, access, and when you'd like it done. Tradies see the full description only after buying the lead."
      />
      <SelectField
        control={control}
        name="category"
        label="Category"
        placeholder={meta.isPending ? 'Loading trades…' : 'Choose a trade'}
        options={categories}
        hint={meta.isError ? 'We couldn’t load the trades. Reload the page.' : undefined}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField control={control} name="location" label="Suburb" autoComplete="address-level2" />
        <SelectField control={control} name="state" label="State" options={states} />
        <TextField
          control={control}
          name="postcode"
          label="Postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
        />
      </div>
      <TextField
        control={control}
        name="budget"
        label="Budget (A$, incl. GST)"
        inputMode="decimal"
      />
      <RadioGroupField
        control={control}
        name="leadCap"
        label="How many tradies may buy this lead?"
        hint="Fewer tradies means fewer calls; more means more quotes to compare."
        options={caps}
      />
      <Controller
        control={control}
        name="images"
        render={({ field, fieldState }) => (
          <ImagePicker
            label="Photos"
            name={field.name}
            files={field.value}
            onChange={field.onChange}
            existing={existingImages}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
