import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FieldErrors } from 'react-hook-form';
import { z } from '@/shared/forms/zod';
import {
  CheckboxGroupField,
  EmailField,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { choice, emailAddress, postcode, requiredText } from '@/shared/forms/schema-parts';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';

// The house form pattern (web/src/shared/forms/README.md) with every field component.

const schema = z.object({
  title: requiredText({ required: 'Please give the job a title.', min: 5, max: 120 }),
  email: emailAddress(),
  description: requiredText({ required: 'Please describe the job.', min: 20, max: 5000 }),
  state: choice(['NSW', 'VIC', 'QLD'], 'Please choose a state.'),
  postcode: postcode(),
  trades: z.array(z.string()).min(1, 'Please choose at least one trade.'),
  urgency: choice(['standard', 'emergency'], 'Please choose how urgent it is.'),
});
type Values = z.input<typeof schema>;

const EMPTY: Values = {
  title: '',
  email: '',
  description: '',
  state: '',
  postcode: '',
  trades: [],
  urgency: '',
};

function ExampleForm({ errors }: { errors?: FieldErrors<Values> }) {
  const form = useZodForm(schema, { defaultValues: EMPTY, errors });
  const { control } = form;
  return (
    <Form form={form} label="Example job" onSubmit={() => undefined} className="max-w-xl">
      <TextField control={control} name="title" label="Title" />
      <EmailField control={control} name="email" hint="We send quotes here." />
      <TextAreaField control={control} name="description" label="Description" />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          control={control}
          name="state"
          label="State"
          options={[
            { value: 'NSW', label: 'NSW' },
            { value: 'VIC', label: 'VIC' },
            { value: 'QLD', label: 'QLD' },
          ]}
        />
        <TextField control={control} name="postcode" label="Postcode" inputMode="numeric" />
      </div>
      <CheckboxGroupField
        control={control}
        name="trades"
        label="Trades"
        options={[
          { value: 'plumbing', label: 'Plumbing' },
          { value: 'electrical', label: 'Electrical' },
        ]}
      />
      <RadioGroupField
        control={control}
        name="urgency"
        label="How urgent is it?"
        options={[
          { value: 'standard', label: 'Standard' },
          { value: 'emergency', label: 'Emergency' },
        ]}
      />
      <Button type="submit">Post job</Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/House form',
  component: ExampleForm,
  decorators: [
    (Story) => (
      <div className="bg-white p-6 dark:bg-slate-950">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field empty, as a form first appears. */
export const Empty: Story = {};

/** Errors on every field, as after a failed submit (each field marked and described). */
export const WithErrors: Story = {
  args: {
    errors: {
      // What applyApiErrors sets for a refusal that names no field.
      root: {
        type: 'api',
        message: 'Our server had a problem. Please try again in a moment.',
      } as FieldErrors<Values>['root'],
      title: { type: 'too_small', message: 'Please give the job a title.' },
      email: { type: 'invalid_format', message: 'Please enter a valid email address.' },
      description: { type: 'too_small', message: 'Please describe the job.' },
      state: { type: 'invalid_value', message: 'Please choose a state.' },
      postcode: { type: 'invalid_format', message: 'Postcodes have 4 digits.' },
      trades: { type: 'too_small', message: 'Please choose at least one trade.' },
      urgency: { type: 'invalid_value', message: 'Please choose how urgent it is.' },
    },
  },
};

/** The dark theme. */
export const Dark: Story = { ...WithErrors, globals: { theme: 'dark' } };
