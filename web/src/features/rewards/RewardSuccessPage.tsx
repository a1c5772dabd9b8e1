import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { isApiError } from '@/shared/api/errors';
import type { Redemption } from '@/shared/api/types';
import { formatAud, formatCredits } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { TestModeBadge } from '@/shared/ui/TestModeBadge';
import { buttonClass } from '@/shared/ui/button';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Card } from '@/shared/ui/Page';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { redemptionQueryOptions } from './api';

const route = getRouteApi('/_authenticated/_homeowner/dashboard/reward-success');

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          navigator.clipboard
            .writeText(text)
            .then(() => setCopied('yes'))
            .catch(() => setCopied('no'));
        }}
      >
        Copy code
      </Button>
      <span role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {copied === 'yes'
          ? 'Copied'
          : copied === 'no'
            ? 'Copy failed: select the code instead'
            : ''}
      </span>
    </>
  );
}

function GiftCardCode({ redemption }: { redemption: Redemption }) {
  return (
    <Card className="max-w-xl">
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">
        {formatAud(redemption.valueCents)} {redemption.retailerName} digital gift card
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your gift card code</p>
      <p
        className="mt-2 rounded-lg bg-slate-100 px-4 py-3 font-mono text-xl font-bold tracking-wider break-all text-slate-900 select-all dark:bg-slate-800 dark:text-white"
        data-testid="gift-card-code"
      >
        {redemption.code}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <CopyButton text={redemption.code} />
      </div>
      <div className="mt-6">
        <DetailList>
          {redemption.pin ? <DetailItem label="PIN">{redemption.pin}</DetailItem> : null}
          <DetailItem label="Credits used">{formatCredits(redemption.credits)}</DetailItem>
          <DetailItem label="Redeemed">{formatDate(redemption.createdAt)}</DetailItem>
        </DetailList>
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Use it online or in store at {redemption.retailerName}. You can find it again under Rewards
        at any time.
      </p>
      {redemption.provider === 'sandbox' ? (
        <div className="mt-3">
          <TestModeBadge />
        </div>
      ) : null}
    </Card>
  );
}

function RedemptionView({ id }: { id: string }) {
  const query = useQuery(redemptionQueryOptions(id));
  return (
    <QueryState
      query={query}
      loading="Loading your gift card…"
      errorTitle="We couldn't load your gift card"
      errorView={(error) =>
        isApiError(error) && [400, 404].includes(error.status) ? (
          <Alert tone="error" title="Gift card not found">
            We couldn&apos;t find that gift card among yours.
          </Alert>
        ) : null
      }
    >
      {(redemption) => (
        <>
          <Alert tone="success" title="Gift card redeemed" className="mb-6">
            Your {formatAud(redemption.valueCents)} {redemption.retailerName} gift card is ready.
          </Alert>
          <GiftCardCode redemption={redemption} />
        </>
      )}
    </QueryState>
  );
}

/** /dashboard/reward-success?redemption=<id>: the redeemed card's code. */
export function RewardSuccessPage() {
  const { redemption } = route.useSearch();
  return (
    <DashboardFrame area="homeowner" title="Gift card redeemed">
      {redemption ? (
        <RedemptionView id={redemption} />
      ) : (
        <Alert tone="info" title="No gift card to show">
          Redeem your credits for a gift card under Rewards; its code shows here.
        </Alert>
      )}
      <div className="mt-8">
        <Link to="/dashboard/rewards" className={buttonClass({ variant: 'primary' })}>
          Back to Rewards
        </Link>
      </div>
    </DashboardFrame>
  );
}
