import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OwnProfile } from '@/shared/api/types';
import { SelectField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { savedProfile, updatePersonal } from './api';
import { AU_STATE_OPTIONS, PERSONAL_LABELS, personalSchema } from './schemas';

function valuesOf(profile: OwnProfile) {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    suburb: profile.suburb ?? '',
    state: profile.state ?? '',
    postcode: profile.postcode ?? '',
  };
}

/** Name, phone and address (both roles). */
export function PersonalDetailsForm({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useZodForm(personalSchema, {
    defaultValues: valuesOf(profile),
    labels: PERSONAL_LABELS,
  });
  const { control } = form;
  return (
    <Form
      form={form}
      label="Personal details"
      onSubmit={async (body) => {
        setSaved(false);
        const next = await savedProfile(queryClient, await updatePersonal(body));
        form.reset(valuesOf(next));
        setSaved(true);
      }}
      apiErrors={{
        messages: { 'PROFILES.UNKNOWN_POSTCODE': 'We don’t know that postcode.' },
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          control={control}
          name="firstName"
          label="First name"
          autoComplete="given-name"
        />
        <TextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        <TextField
          control={control}
          name="phone"
          label="Phone"
          optional
          type="tel"
          autoComplete="tel"
        />
        <TextField
          control={control}
          name="suburb"
          label="Suburb"
          optional
          autoComplete="address-level2"
        />
        <SelectField
          control={control}
          name="state"
          label="State"
          optional
          options={AU_STATE_OPTIONS}
        />
        <TextField
          control={control}
          name="postcode"
          label="Postcode"
          optional
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
        />
      </div>
      {saved && !form.formState.isDirty ? (
        <Alert tone="success">Your details are saved.</Alert>
      ) : null}
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Saving…">
        Save details
      </Button>
    </Form>
  );
}
