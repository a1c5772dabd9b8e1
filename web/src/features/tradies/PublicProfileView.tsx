import type { ReactNode } from 'react';
import type { PublicTradieProfile } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Card } from '@/shared/ui/Page';
import { useCategoryLabel } from '../meta/queries';
import { Stars } from '../reviews/ReviewList';

/** What the public profile shows (the preview builds one from the form's values). */
/** "Plumbing (licence checked)", "Handyman (no licence needed)": the trade with its licence note. */
export function tradeNote(
  label: string,
  trades: readonly { category: string; licence: 'not_needed' | 'checked' }[],
  category: string,
): string {
  const licence = trades.find((t) => t.category === category)?.licence;
  if (licence === 'checked') return `${label} (licence checked)`;
  if (licence === 'not_needed') return `${label} (no licence needed)`;
  return label;
}

export type ProfileShown = Omit<PublicTradieProfile, 'reviews' | 'firstName' | 'verified' | 'head'>;

function Tick({ children }: { children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100">
      <span aria-hidden="true">✓</span>
      <span>{children}</span>
    </li>
  );
}

function RatingSummary({ profile }: { profile: ProfileShown }) {
  if (profile.averageRating === null || profile.reviewCount === 0) {
    return <p className="text-slate-600 dark:text-slate-300">No reviews yet</p>;
  }
  const max = Math.max(1, ...profile.distribution.map((bucket) => bucket.count));
  return (
    <div className="flex flex-wrap items-start gap-8">
      <div className="text-slate-700 dark:text-slate-200">
        <p className="text-4xl font-bold text-slate-900 dark:text-white">
          {profile.averageRating.toFixed(1)}
        </p>
        <p>
          <Stars rating={profile.averageRating} /> {profile.averageRating.toFixed(1)} from{' '}
          {profile.reviewCount} {profile.reviewCount === 1 ? 'review' : 'reviews'}
        </p>
      </div>
      <ul aria-label="Ratings by stars" className="min-w-48 flex-1 space-y-1 text-sm">
        {profile.distribution.map((bucket) => (
          <li key={bucket.stars} className="flex items-center gap-2">
            <span className="w-12 shrink-0">{bucket.stars} stars</span>
            <span className="h-2 flex-1 rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
              <span
                className="block h-2 rounded bg-amber-500"
                style={{ width: `${(bucket.count / max) * 100}%` }}
              />
            </span>
            <span className="w-6 text-right">{bucket.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Header, ticks, rating summary, details, about and photos of a tradie's public profile. */
export function PublicProfileView({
  profile,
  headingLevel = 1,
  action,
}: {
  profile: ProfileShown;
  headingLevel?: 1 | 2;
  action?: ReactNode;
}) {
  const categoryLabel = useCategoryLabel();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-4">
        {profile.logoUrl ? (
          <img
            src={profile.logoUrl}
            alt={`${profile.businessName} logo`}
            className="h-16 w-16 rounded-lg bg-white object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Heading className="text-3xl font-bold break-words text-slate-900 dark:text-white">
            {profile.businessName}
          </Heading>
          <ul aria-label="Verification" className="mt-2 flex flex-wrap gap-2">
            {profile.ticks.identity ? <Tick>Verified tradie</Tick> : null}
            {profile.ticks.abn ? <Tick>ABN checked</Tick> : null}
            {profile.ticks.licence ? <Tick>Licensed in {profile.licenceState}</Tick> : null}
          </ul>
        </div>
        {action}
      </div>
      <RatingSummary profile={profile} />
      <Card>
        <DetailList>
          <DetailItem label="Trades">
            {profile.categories
              .map((c) => tradeNote(categoryLabel(c), profile.trades, c))
              .join(', ')}
          </DetailItem>
          <DetailItem label="Service area">
            Within {profile.serviceRadiusKm} km of {profile.servicePostcode}
          </DetailItem>
          <DetailItem label="Jobs completed on Tradiehub">{profile.jobsCompleted}</DetailItem>
          {profile.yearsInBusiness !== null ? (
            <DetailItem label="Years in business">{profile.yearsInBusiness}</DetailItem>
          ) : null}
          <DetailItem label="Member since">{formatDate(profile.memberSince)}</DetailItem>
        </DetailList>
      </Card>
      {profile.about ? (
        <section aria-label="About">
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-200">{profile.about}</p>
        </section>
      ) : null}
      {profile.photos.length > 0 ? (
        <section aria-label="Photos of past work">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {profile.photos.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={`Past work ${index + 1} by ${profile.businessName}`}
                  loading="lazy"
                  width={photo.width}
                  height={photo.height}
                  className="aspect-[4/3] w-full rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
