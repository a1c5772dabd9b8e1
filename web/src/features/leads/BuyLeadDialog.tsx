import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/shared/api/errors';
import type { FeedItem, LeadPurchase } from '@/shared/api/types';
import { formatCredits } from '@/shared/format/money';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { buttonClass } from '@/shared/ui/button';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Dialog } from '@/shared/ui/Dialog';
import { balanceQueryOptions } from '../credits/api';
import { creditKeys } from '../credits/keys';
import { buyLead } from './api';
import { leadKeys } from './keys';

/** What a refused purchase means to the tradie, by status (the API's message adds the detail). */
export function leadPurchaseError(error: unknown): { title: string; message: string } {
  if (!isApiError(error)) {
    return { title: 'The lead was not bought', message: 'Something went wrong. Please try again.' };
  }
  switch (error.status) {
    case 402:
      return { title: 'Not enough credits', message: error.message };
    case 409:
      return { title: 'This lead can’t be bought', message: error.message };
    case 403:
      return { title: 'Your account can’t buy leads yet', message: error.message };
    default:
      return { title: 'The lead was not bought', message: error.message };
  }
}

function Purchased({ purchase, onClose }: { purchase: LeadPurchase; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <Alert tone="success" title="Lead bought">
        {formatCredits(purchase.balance)} left in your wallet.
      </Alert>
      <DetailList>
        <DetailItem label="Homeowner">{purchase.homeowner.firstName}</DetailItem>
        <DetailItem label="Suburb">{purchase.homeowner.suburb}</DetailItem>
        <DetailItem label="Description" wide>
          <span className="whitespace-pre-line">{purchase.job.description}</span>
        </DetailItem>
      </DetailList>
      {purchase.job.images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2">
          {purchase.job.images.map((image, index) => (
            <li key={image.id}>
              <img
                src={image.url}
                alt={`Photo ${index + 1} of ${purchase.job.title}`}
                className="aspect-square w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link to="/dashboard/tradie/my-jobs" className={buttonClass({ variant: 'primary' })}>
          Send a quote
        </Link>
        <Button variant="secondary" onClick={onClose}>
          Keep browsing
        </Button>
      </div>
    </div>
  );
}

/** Confirms a lead purchase: what it costs, the slots left and the balance it comes out of. */
export function BuyLeadDialog({ job, onClose }: { job: FeedItem | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const balance = useQuery({ ...balanceQueryOptions(), enabled: job !== null });
  const mutation = useMutation({
    mutationFn: (jobId: string) => buyLead(jobId),
    onSuccess: (purchase) => {
      queryClient.setQueryData(creditKeys.balance, { balance: purchase.balance });
      void queryClient.invalidateQueries({ queryKey: leadKeys.all });
      void queryClient.invalidateQueries({ queryKey: creditKeys.transactions });
    },
    onError: (error) => {
      // A full or already-bought lead: the feed's slot counts are stale.
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: leadKeys.feedAll });
      }
    },
  });

  const close = () => {
    mutation.reset();
    onClose();
  };

  if (!job) {
    return (
      <Dialog open={false} onClose={close} title="Buy lead">
        {null}
      </Dialog>
    );
  }

  const slotsLeft = Math.max(0, job.slotsTotal - job.slotsTaken);
  const cost = job.leadPriceCredits;
  const short = balance.data !== undefined && balance.data < cost;
  const refusal = mutation.isError ? leadPurchaseError(mutation.error) : null;

  return (
    <Dialog open onClose={close} title={mutation.data ? job.title : `Buy lead: ${job.title}`}>
      {mutation.data ? (
        <Purchased purchase={mutation.data} onClose={close} />
      ) : (
        <div className="space-y-4">
          <DetailList>
            <DetailItem label="Cost">{formatCredits(cost)}</DetailItem>
            <DetailItem label="Slots left">
              {slotsLeft} of {job.slotsTotal}
            </DetailItem>
            <DetailItem label="Your balance">
              {balance.isPending
                ? 'Loading…'
                : balance.isError
                  ? 'Unavailable'
                  : formatCredits(balance.data)}
            </DetailItem>
          </DetailList>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Buying shows you the homeowner&apos;s first name, suburb, the full description and
            photos, and lets you quote. If the homeowner cancels or never hires within 30 days, your
            credits come back automatically.
          </p>
          {short && !refusal ? (
            <Alert tone="info" title="Not enough credits">
              This lead costs {formatCredits(cost)} and you have {formatCredits(balance.data ?? 0)}.{' '}
              <Link to="/pay/credit-card" className="font-semibold underline">
                Buy credits
              </Link>
            </Alert>
          ) : null}
          {refusal ? (
            <Alert tone="error" title={refusal.title}>
              <p>{refusal.message}</p>
              {isApiError(mutation.error) && mutation.error.status === 402 ? (
                <p className="mt-2">
                  <Link to="/pay/credit-card" className="font-semibold underline">
                    Buy credits
                  </Link>
                </p>
              ) : null}
            </Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => mutation.mutate(job.id)}
              busy={mutation.isPending}
              busyText="Buying…"
              disabled={slotsLeft === 0}
            >
              Buy for {formatCredits(cost)}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
