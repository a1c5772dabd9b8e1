import type { ZodControl } from '@/shared/forms/useZodForm';
import { RadioGroupField } from '@/shared/forms/fields';
import type { registerSchema } from './schemas';

const OPTIONS = [
  {
    value: 'homeowner',
    title: 'Centra Resident',
    text: 'I’m a homeowner or renter and want to post jobs.',
  },
  {
    value: 'tradie',
    title: 'Tradie',
    text: 'I’m a licensed tradie and want to find work.',
  },
].map((option) => ({
  value: option.value,
  label: (
    <span>
      <span className="block font-semibold text-slate-900 dark:text-white">{option.title}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-300">{option.text}</span>
    </span>
  ),
}));

/** The account type as two radio cards (fieldset "I'm joining as"). */
export function AccountTypePicker({ control }: { control: ZodControl<typeof registerSchema> }) {
  return (
    <RadioGroupField
      control={control}
      name="type"
      label="I'm joining as"
      options={OPTIONS}
      size="card"
    />
  );
}
