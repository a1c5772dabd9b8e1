import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FeedItem } from '@/shared/api/types';
import { AU_STATES } from '@/shared/config/product';
import { formatCredits } from '@/shared/format/money';
import { useNow } from '@/shared/format/useNow';
import { LoadMore } from '@/shared/ui/LoadMore';
import { QueryState } from '@/shared/ui/QueryState';
import { buttonClass } from '@/shared/ui/button';
import { inputClass } from '@/shared/forms/FieldFrame';
import { EmptyMessage } from '@/shared/ui/Status';
import { useCurrentUser } from '../auth/useCurrentUser';
import { balanceQueryOptions } from '../credits/api';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { metaQueryOptions, useCategoryLabel, useProduct } from '../meta/queries';
import { feedQueryOptions } from './api';
import { BuyLeadDialog } from './BuyLeadDialog';
import { FeedCard } from './FeedCard';
import { DISTANCE_OPTIONS, toFeedFilters, type FeedSearch } from './search';

const route = getRouteApi('/_authenticated/_tradie/_verified/dashboard/tradie/find-jobs');

/** A filter's select: applies at once (no submit), so it is not a form field. */
function FilterSelect({
  label,
  name,
  placeholder,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `filter-${name}`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass()}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ search }: { search: FeedSearch }) {
  const navigate = route.useNavigate();
  const user = useCurrentUser();
  const categoryLabel = useCategoryLabel();
  const meta = useQuery(metaQueryOptions());
  const mine = user.tradie?.categories ?? [];
  const categories = mine.length > 0 ? mine : (meta.data?.categories ?? []).map((c) => c.id);
  const states = meta.data?.states ?? AU_STATES;

  const set = (patch: Partial<FeedSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });

  return (
    <form
      aria-label="Filter jobs"
      className="mb-6 grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4 dark:border-slate-800"
      onSubmit={(event) => event.preventDefault()}
    >
      <FilterSelect
        label="Category"
        name="category"
        placeholder="All my trades"
        options={categories.map((id) => ({ value: id, label: categoryLabel(id) }))}
        value={search.category ?? ''}
        onChange={(v) => set({ category: v || undefined })}
      />
      <FilterSelect
        label="State"
        name="state"
        placeholder="Any state"
        options={states.map((s) => ({ value: s, label: s }))}
        value={search.state ?? ''}
        onChange={(v) => set({ state: v || undefined })}
      />
      <FilterSelect
        label="Distance"
        name="distance"
        placeholder="My service radius"
        options={DISTANCE_OPTIONS.map((km) => ({ value: String(km), label: `Within ${km} km` }))}
        value={search.distance ? String(search.distance) : ''}
        onChange={(v) => set({ distance: v ? Number(v) : undefined })}
      />
      <label className="flex items-center gap-2 self-end rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium dark:border-slate-700">
        <input
          type="checkbox"
          name="emergency"
          checked={search.emergency === true}
          onChange={(e) => set({ emergency: e.target.checked || undefined })}
          className="size-4 accent-brand-700 dark:accent-brand-400"
        />
        Emergency jobs only
      </label>
    </form>
  );
}

function Feed({ search, onBuy }: { search: FeedSearch; onBuy: (item: FeedItem) => void }) {
  const now = useNow();
  const query = useInfiniteQuery(feedQueryOptions(toFeedFilters(search)));
  return (
    <QueryState
      query={query}
      loading="Loading jobs…"
      errorTitle="We couldn't load jobs"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={
        <EmptyMessage>
          No open jobs match these filters in your service area right now. Try another filter or
          check back soon.
        </EmptyMessage>
      }
    >
      {(data) => (
        <>
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
            {data.pages
              .flatMap((page) => page.items)
              .map((item) => (
                <li key={item.id} className="flex">
                  <FeedCard item={item} now={now} onBuy={onBuy} />
                </li>
              ))}
          </ul>
          <LoadMore
            query={query}
            className="mt-8"
            label="Load more jobs"
            end="That’s every job."
            failure="We couldn’t load more jobs. Please try again."
          />
        </>
      )}
    </QueryState>
  );
}

function BalanceLine() {
  const balance = useQuery(balanceQueryOptions());
  return (
    <p className="mb-6 flex flex-wrap items-center gap-3 text-sm text-slate-700 dark:text-slate-300">
      <span>
        Your balance:{' '}
        <strong>
          {balance.isPending
            ? 'loading…'
            : balance.isError
              ? 'unavailable'
              : formatCredits(balance.data)}
        </strong>
      </span>
      <Link to="/pay/credit-card" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        Buy credits
      </Link>
    </p>
  );
}

/** /dashboard/tradie/find-jobs: open jobs in the tradie's trades and area, emergencies first. */
export function FindJobsPage() {
  const search = route.useSearch();
  const [buying, setBuying] = useState<FeedItem | null>(null);
  const product = useProduct();
  return (
    <DashboardFrame
      area="tradie"
      title="Find Jobs"
      intro={
        <p>
          Open jobs in your trades within your service area, emergencies first.
          {product
            ? ` A standard lead costs ${product.leadPriceCredits.standard} credits, an emergency lead ${product.leadPriceCredits.emergency}.`
            : null}
        </p>
      }
    >
      <BalanceLine />
      <Filters search={search} />
      <Feed search={search} onBuy={setBuying} />
      <BuyLeadDialog job={buying} onClose={() => setBuying(null)} />
    </DashboardFrame>
  );
}
