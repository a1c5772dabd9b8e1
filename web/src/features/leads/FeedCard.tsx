import { Link } from '@tanstack/react-router';
import type { FeedItem } from '@/shared/api/types';
import { formatCredits } from '@/shared/format/money';
import { Button } from '@/shared/ui/Button';
import { textLinkClass } from '@/shared/ui/link';
import { JobCard } from '../jobs/JobCard';

const photoCount = (n: number) => (n === 0 ? 'No photos' : n === 1 ? '1 photo' : `${n} photos`);

/**
 * A feed card: the job, the start of its description and how many photos it has, its lead
 * price and slots taken of the cap, and the buy button.
 */
export function FeedCard({
  item,
  now,
  onBuy,
}: {
  item: FeedItem;
  now: number;
  onBuy: (item: FeedItem) => void;
}) {
  const full = item.slotsTaken >= item.slotsTotal;
  return (
    <JobCard
      job={item}
      now={now}
      footer={
        <div className="space-y-3">
          {/* What the homeowner wrote, before spending credits (contact details hidden). */}
          <p className="text-sm break-words text-slate-700 dark:text-slate-200">{item.teaser}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {photoCount(item.imageCount)}
          </p>
          <dl className="flex flex-wrap justify-between gap-2 text-sm">
            <div className="flex gap-1">
              <dt className="text-slate-500 dark:text-slate-400">Lead price</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {formatCredits(item.leadPriceCredits)}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-slate-500 dark:text-slate-400">Slots taken</dt>
              <dd className="font-semibold text-slate-900 dark:text-white">
                {item.slotsTaken} of {item.slotsTotal}
              </dd>
            </div>
            {typeof item.distanceKm === 'number' ? (
              <div className="flex gap-1">
                <dt className="sr-only">Distance</dt>
                <dd className="text-slate-600 dark:text-slate-300">
                  {Math.round(item.distanceKm)} km away
                </dd>
              </div>
            ) : null}
          </dl>
          {item.boughtByMe ? (
            <p className="text-sm">
              You bought this lead.{' '}
              <Link to="/dashboard/tradie/my-jobs" className={textLinkClass}>
                Open My Jobs
              </Link>
            </p>
          ) : (
            <Button
              className="w-full"
              disabled={full}
              onClick={() => onBuy(item)}
              aria-label={full ? `Lead closed: ${item.title}` : `Buy lead: ${item.title}`}
            >
              {full ? 'Lead closed' : 'Buy lead'}
            </Button>
          )}
        </div>
      }
    />
  );
}
