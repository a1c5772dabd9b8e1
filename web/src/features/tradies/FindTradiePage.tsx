import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { DirectoryEntry } from '@/shared/api/types';
import { inputClass } from '@/shared/forms/FieldFrame';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { Card } from '@/shared/ui/Page';
import { EmptyMessage } from '@/shared/ui/Status';
import { useCurrentUser } from '../auth/useCurrentUser';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { metaQueryOptions, useCategoryLabel } from '../meta/queries';
import { Stars } from '../reviews/ReviewList';
import { directoryQueryOptions } from './queries';
import { tradeNote } from './PublicProfileView';
import { RADIUS_OPTIONS, SORTS, type DirectorySearch, type DirectorySort } from './search';

const route = getRouteApi('/_authenticated/_homeowner/dashboard/find-tradie');

const SORT_LABELS: Record<DirectorySort, string> = {
  rating: 'Highest rated',
  reviews: 'Most reviewed',
  distance: 'Nearest',
};

function Select({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass()}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchForm({ search }: { search: DirectorySearch }) {
  const navigate = route.useNavigate();
  const meta = useQuery(metaQueryOptions());
  const user = useCurrentUser();
  const [postcode, setPostcode] = useState(search.postcode ?? user.postcode ?? '');
  const [postcodeError, setPostcodeError] = useState<string | null>(null);
  const set = (patch: Partial<DirectorySearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: true });
  // A first visit searches around the homeowner's own postcode (their profile's).
  const profilePostcode = search.postcode === undefined ? user.postcode : null;
  useEffect(() => {
    if (profilePostcode) set({ postcode: profilePostcode });
    // Only on arrival: clearing the box later must not bring it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const trades = [
    { value: '', label: 'Any trade' },
    ...(meta.data?.categories ?? []).map((c) => ({ value: c.id, label: c.label })),
  ];
  return (
    <form
      aria-label="Find a tradie"
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        const value = postcode.trim();
        if (value !== '' && !/^\d{4}$/.test(value)) {
          setPostcodeError('Postcodes have 4 digits.');
          return;
        }
        setPostcodeError(null);
        set({ postcode: value || undefined });
      }}
    >
      <Select
        id="find-trade"
        label="Trade"
        value={search.trade ?? ''}
        onChange={(value) => set({ trade: value || undefined })}
        options={trades}
      />
      <div className="space-y-1.5 sm:col-span-2">
        <label
          htmlFor="find-postcode"
          className="block text-sm font-medium text-slate-800 dark:text-slate-200"
        >
          Your postcode
        </label>
        <div className="flex gap-2">
          <input
            id="find-postcode"
            inputMode="numeric"
            maxLength={4}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            aria-invalid={postcodeError ? true : undefined}
            aria-describedby={postcodeError ? 'find-postcode-error' : undefined}
            autoComplete="postal-code"
            className={cn(inputClass(), 'min-w-24 flex-1')}
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            Search
          </Button>
        </div>
        {postcodeError ? (
          <p id="find-postcode-error" className="text-sm text-red-700 dark:text-red-400">
            {postcodeError}
          </p>
        ) : null}
      </div>
      <Select
        id="find-radius"
        label="Within"
        value={String(search.radius ?? 25)}
        onChange={(value) => set({ radius: Number(value) })}
        options={RADIUS_OPTIONS.map((km) => ({ value: String(km), label: `${km} km` }))}
      />
      <Select
        id="find-rating"
        label="Minimum rating"
        value={String(search.minRating ?? '')}
        onChange={(value) => set({ minRating: value ? Number(value) : undefined })}
        options={[
          { value: '', label: 'Any rating' },
          ...[4, 3, 2].map((stars) => ({ value: String(stars), label: `${stars}+ stars` })),
        ]}
      />
      <Select
        id="find-sort"
        label="Sort by"
        value={search.sort ?? (search.postcode ? 'distance' : 'rating')}
        onChange={(value) => set({ sort: SORTS.find((sort) => sort === value) })}
        options={SORTS.filter((sort) => sort !== 'distance' || search.postcode).map((sort) => ({
          value: sort,
          label: SORT_LABELS[sort],
        }))}
      />
    </form>
  );
}

function TradieCard({ tradie }: { tradie: DirectoryEntry }) {
  const categoryLabel = useCategoryLabel();
  return (
    <li>
      <Card className="flex h-full flex-col gap-3">
        <div className="flex items-center gap-3">
          {tradie.logoUrl ? (
            <img
              src={tradie.logoUrl}
              alt=""
              className="h-12 w-12 rounded-md bg-white object-contain"
            />
          ) : null}
          <h2 className="text-lg font-bold text-slate-900 dark:text-white">
            {tradie.businessName}
          </h2>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {tradie.averageRating !== null ? (
            <>
              <Stars rating={tradie.averageRating} /> {tradie.averageRating.toFixed(1)} (
              {tradie.reviewCount} {tradie.reviewCount === 1 ? 'review' : 'reviews'})
            </>
          ) : (
            'No reviews yet'
          )}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {tradie.categories.map((c) => tradeNote(categoryLabel(c), tradie.trades, c)).join(', ')}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Based in {tradie.servicePostcode} ({tradie.licenceState}), works within{' '}
          {tradie.serviceRadiusKm} km
          {tradie.distanceKm !== null ? ` · ${tradie.distanceKm} km from you` : ''}
        </p>
        <Link
          to="/public/profile/$tradieId"
          params={{ tradieId: tradie.id }}
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          aria-label={`View ${tradie.businessName}'s profile`}
        >
          View profile
        </Link>
      </Card>
    </li>
  );
}

export function FindTradiePage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(directoryQueryOptions(search));
  const page = search.page ?? 1;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1;
  const go = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });
  return (
    <DashboardFrame
      area="homeowner"
      title="Find a Tradie"
      intro="Verified, licensed tradies near you. Every profile shows their reviews and licence."
    >
      <SearchForm search={search} />
      <QueryState
        query={query}
        loading="Finding tradies…"
        errorTitle="We couldn't search right now"
        isEmpty={(found) => found.items.length === 0}
        empty={
          <EmptyMessage
            action={
              <Link to="/dashboard/post-job" className={buttonClass()}>
                Post a job instead
              </Link>
            }
          >
            No tradies match yet. Try a wider radius or another trade, or post your job and let
            tradies come to you.
          </EmptyMessage>
        }
      >
        {(found) => (
          <>
            <p role="status" className="mb-4 text-sm text-slate-600 dark:text-slate-300">
              {found.total} {found.total === 1 ? 'tradie' : 'tradies'} found
            </p>
            <ul aria-label="Tradies" className="grid gap-4 sm:grid-cols-2">
              {found.items.map((tradie) => (
                <TradieCard key={tradie.id} tradie={tradie} />
              ))}
            </ul>
            {pages > 1 ? (
              <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
                <Button variant="secondary" disabled={page <= 1} onClick={() => go(page - 1)}>
                  Previous
                </Button>
                <span className="text-sm">
                  Page {page} of {pages}
                </span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => go(page + 1)}>
                  Next
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
