import type { AccountType } from './register-form';

const OPTIONS: { value: AccountType; title: string; text: string }[] = [
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
];

/** The account type as two radio cards (fieldset "I'm joining as"). */
export function AccountTypePicker({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (type: AccountType) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        I&apos;m joining as
      </legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/30"
          >
            <input
              type="radio"
              name="type"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-brand-700 dark:accent-brand-400"
            />
            <span>
              <span className="block font-semibold text-slate-900 dark:text-white">
                {option.title}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">
                {option.text}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
