import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { OwnProfile, OwnTradieProfile } from '@/shared/api/types';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm, type ZodControl } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Page';
import { OtherLicencesFields } from '../auth/OtherLicencesFields';
import { metaQueryOptions } from '../meta/queries';
import { tradieProfileQueryOptions } from '../tradies/queries';
import { tradieKeys } from '../tradies/keys';
import { PublicProfileView, type ProfileShown } from '../tradies/PublicProfileView';
import { savedProfile, updateTradieProfile } from './api';
import { AU_STATE_OPTIONS, TRADIE_LABELS, tradieSchema } from './schemas';

function valuesOf(tradie: OwnTradieProfile): z.input<typeof tradieSchema> {
  const licence = tradie.pendingLicence ?? tradie;
  return {
    businessName: tradie.businessName,
    about: tradie.about ?? '',
    categories: [...tradie.categories],
    servicePostcode: tradie.servicePostcode,
    serviceRadiusKm: String(tradie.serviceRadiusKm),
    yearsInBusiness: tradie.yearsInBusiness === null ? '' : String(tradie.yearsInBusiness),
    licenceNumber: licence.licenceNumber,
    licenceState: licence.licenceState,
    otherLicences: tradie.otherLicences.map(({ licenceNumber, licenceState }) => ({
      licenceNumber,
      licenceState,
    })),
  };
}

/**
 * On an approved profile, a licence not yet reviewed (added now, or saved and waiting) lists
 * no trade until our team has checked it.
 */
function useReviewNotes(control: ZodControl<typeof tradieSchema>, tradie: OwnTradieProfile) {
  const rows = useWatch({ control, name: 'otherLicences' }) ?? [];
  if (tradie.verificationStatus !== 'approved') return [];
  return rows.map((row) => {
    const number = (row.licenceNumber ?? '').trim().toUpperCase();
    const approved = tradie.otherLicences.some(
      (l) => l.approved && l.licenceNumber === number && l.licenceState === row.licenceState,
    );
    return approved ? null : 'Our team checks this licence before it lists you in more trades.';
  });
}

/** The public profile as it will look with the form's current values, updated as you type. */
function LivePreview({
  control,
  profile,
  tradie,
}: {
  control: ZodControl<typeof tradieSchema>;
  profile: OwnProfile;
  tradie: OwnTradieProfile;
}) {
  const values = useWatch({ control });
  const published = useQuery({ ...tradieProfileQueryOptions(profile.id), retry: false });
  const radius = Number(values.serviceRadiusKm);
  const years = values.yearsInBusiness === '' ? null : Number(values.yearsInBusiness);
  const shown: ProfileShown = {
    id: profile.id,
    businessName: values.businessName?.trim() || tradie.businessName,
    categories: values.categories?.length ? values.categories : tradie.categories,
    trades: published.data?.trades ?? [],
    licenceState: tradie.licenceState,
    servicePostcode: values.servicePostcode || tradie.servicePostcode,
    serviceRadiusKm: Number.isFinite(radius) && radius > 0 ? radius : tradie.serviceRadiusKm,
    memberSince: published.data?.memberSince ?? new Date().toISOString(),
    ticks: published.data?.ticks ?? { identity: false, abn: tradie.abnValid, licence: false },
    about: values.about?.trim() || null,
    yearsInBusiness: years !== null && Number.isInteger(years) ? years : null,
    logoUrl: tradie.logoUrl,
    photos: tradie.photos,
    averageRating: published.data?.averageRating ?? null,
    reviewCount: published.data?.reviewCount ?? 0,
    distribution: published.data?.distribution ?? [],
    jobsCompleted: published.data?.jobsCompleted ?? 0,
  };
  return (
    <section aria-labelledby="preview-heading" className="space-y-3">
      <h3 id="preview-heading" className="font-semibold text-slate-900 dark:text-white">
        Live preview of your public profile
      </h3>
      <Card className="pointer-events-none select-none">
        <div data-testid="profile-preview">
          <PublicProfileView profile={shown} headingLevel={2} />
        </div>
      </Card>
    </section>
  );
}

/** Business details with a live preview; a licence change waits for an admin's review. */
export function TradieBusinessForm({
  profile,
  tradie,
}: {
  profile: OwnProfile;
  tradie: OwnTradieProfile;
}) {
  const queryClient = useQueryClient();
  const meta = useQuery(metaQueryOptions());
  const [saved, setSaved] = useState(false);
  const form = useZodForm(tradieSchema, { defaultValues: valuesOf(tradie), labels: TRADIE_LABELS });
  const { control } = form;
  const trades = (meta.data?.categories ?? []).map((c) => ({ value: c.id, label: c.label }));
  const reviewNotes = useReviewNotes(control, tradie);
  return (
    <div className="grid gap-10 xl:grid-cols-2">
      <Form
        form={form}
        label="Business details"
        onSubmit={async (body) => {
          setSaved(false);
          const next = await savedProfile(queryClient, await updateTradieProfile(profile.id, body));
          if (next.tradie) form.reset(valuesOf(next.tradie));
          await queryClient.invalidateQueries({ queryKey: tradieKeys.one(profile.id) });
          setSaved(true);
        }}
        apiErrors={{
          messages: { 'PROFILES.UNKNOWN_POSTCODE': 'We don’t know that postcode.' },
        }}
      >
        <TextField control={control} name="businessName" label="Business name" />
        <TextAreaField
          control={control}
          name="about"
          label="About your business"
          optional
          rows={5}
          hint="What you do best, where, and since when (up to 2,000 characters)."
        />
        <CheckboxGroupField control={control} name="categories" label="Trades" options={trades} />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            control={control}
            name="servicePostcode"
            label="Service postcode"
            inputMode="numeric"
            maxLength={4}
          />
          <TextField
            control={control}
            name="serviceRadiusKm"
            label="Service radius (km)"
            inputMode="numeric"
          />
          <TextField
            control={control}
            name="yearsInBusiness"
            label="Years in business"
            optional
            inputMode="numeric"
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            control={control}
            name="licenceNumber"
            label="Licence number"
            hint="A change goes to our team to check; your profile stays up meanwhile."
          />
          <SelectField
            control={control}
            name="licenceState"
            label="Licence state"
            options={AU_STATE_OPTIONS}
          />
        </div>
        <OtherLicencesFields
          control={control}
          stateOptions={AU_STATE_OPTIONS}
          notes={reviewNotes}
        />
        {saved && !form.formState.isDirty ? (
          <Alert tone="success">Your business details are saved.</Alert>
        ) : null}
        <Button type="submit" busy={form.formState.isSubmitting} busyText="Saving…">
          Save business details
        </Button>
      </Form>
      <LivePreview control={control} profile={profile} tradie={tradie} />
    </div>
  );
}
