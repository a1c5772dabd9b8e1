import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { GiftCard, GiftCardCatalogue, LevelName, RewardsOverview } from '@/shared/api/types';
import { formatAud, formatCredits } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { TestModeBadge } from '@/shared/ui/TestModeBadge';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Card } from '@/shared/ui/Page';
import { Badge, EmptyMessage } from '@/shared/ui/Status';
import { creditKeys } from '../credits/keys';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { giftCardsQueryOptions, redeemGiftCard, rewardsQueryOptions } from './api';
import { rewardKeys } from './keys';
import { LevelUpCelebration } from './LevelUp';
import { REWARD_REASONS } from './labels';

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-bold text-slate-900 dark:text-white">
      {children}
    </h2>
  );
}

function LevelCard({ data }: { data: RewardsOverview }) {
  const next = data.nextLevel;
  return (
    <Card className="mb-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Your level</p>
          <p
            className="mt-1 text-3xl font-bold text-slate-900 dark:text-white"
            data-testid="rewards-level"
          >
            {data.level.name}
          </p>
        </div>
        <div className="text-right">
          <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Centra Points</p>
          <p
            className="mt-1 text-3xl font-bold text-brand-700 dark:text-brand-400"
            data-testid="rewards-points"
          >
            {data.points.toLocaleString('en-AU')}
          </p>
        </div>
      </div>
      <div className="mt-6">
        <div
          role="progressbar"
          aria-label={next ? `Progress to ${next.name}` : 'Top level reached'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={data.percent}
          className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] motion-reduce:transition-none"
            style={{ width: `${data.percent}%` }}
          />
        </div>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {next
            ? `${data.pointsToNext.toLocaleString('en-AU')} points to ${next.name} (${next.min.toLocaleString('en-AU')} points)`
            : 'You have reached the top level. Legendary!'}
        </p>
      </div>
      <details className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer font-medium">All levels</summary>
        <ol className="mt-2 grid gap-1 sm:grid-cols-2">
          {data.levels.map((level, index) => {
            const upper = data.levels[index + 1];
            return (
              <li
                key={level.name}
                aria-current={level.name === data.level.name ? 'step' : undefined}
                className={level.name === data.level.name ? 'font-semibold' : undefined}
              >
                {level.name}: {level.min.toLocaleString('en-AU')}
                {upper ? `–${(upper.min - 1).toLocaleString('en-AU')}` : '+'} points
              </li>
            );
          })}
        </ol>
      </details>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        Earn +15 points and +15 credits per completed job (+25 and +25 more for an emergency job),
        and +20 points and +10 credits per review. Points set your level; credits buy gift cards.
      </p>
    </Card>
  );
}

function CreditsCard({ credits, catalogue }: { credits: number; catalogue?: GiftCardCatalogue }) {
  const rate = catalogue
    ? `${formatCredits(catalogue.rateCredits)} = one ${formatAud(catalogue.rateValueCents)} gift card`
    : null;
  return (
    <Card className="mb-10">
      <p className="text-sm font-medium text-slate-500 dark:text-slate-400">Reward credits</p>
      <p
        className="mt-1 text-4xl font-bold text-slate-900 dark:text-white"
        data-testid="rewards-credits"
      >
        {formatCredits(credits)}
      </p>
      {rate ? <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{rate}</p> : null}
    </Card>
  );
}

interface Choice {
  card: GiftCard;
  valueCents: number;
  credits: number;
}

function GiftCardsSection({ credits }: { credits: number }) {
  const query = useQuery(giftCardsQueryOptions());
  const [choice, setChoice] = useState<Choice | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <section aria-labelledby="gift-cards-heading" className="mb-10">
      <SectionHeading id="gift-cards-heading">Digital gift cards</SectionHeading>
      <QueryState
        query={query}
        loading="Loading gift cards…"
        errorTitle="We couldn't load the gift cards"
        empty={<EmptyMessage>No gift cards are available right now.</EmptyMessage>}
        isEmpty={(catalogue) => catalogue.cards.length === 0}
      >
        {(catalogue) => (
          <>
            {catalogue.provider.live ? null : (
              <div className="mb-4">
                <TestModeBadge />
              </div>
            )}
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {catalogue.cards.map((card) => (
                <li key={card.retailer}>
                  <Card className="flex h-full flex-col">
                    <h3 className="font-semibold text-slate-900 dark:text-white">{card.name}</h3>
                    <ul className="mt-4 space-y-2">
                      {card.prices.map((price) => (
                        <li
                          key={price.valueCents}
                          className="flex items-center justify-between gap-2"
                        >
                          <span className="text-sm text-slate-700 dark:text-slate-300">
                            <strong>{formatAud(price.valueCents)}</strong> ·{' '}
                            {formatCredits(price.credits)}
                            {price.credits > credits ? (
                              <span className="block text-xs text-slate-500 dark:text-slate-400">
                                {formatCredits(price.credits - credits)} more needed
                              </span>
                            ) : null}
                          </span>
                          <Button
                            size="sm"
                            variant={price.credits > credits ? 'secondary' : 'primary'}
                            aria-label={`Redeem ${formatAud(price.valueCents)} ${card.name} gift card for ${formatCredits(price.credits)}`}
                            onClick={() => setChoice({ card, ...price })}
                          >
                            Redeem
                          </Button>
                        </li>
                      ))}
                    </ul>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
      {choice ? (
        <ConfirmDialog
          open
          title={`Redeem a ${formatAud(choice.valueCents)} ${choice.card.name} gift card?`}
          confirmLabel={`Redeem ${formatCredits(choice.credits)}`}
          busyText="Redeeming…"
          action={async () => {
            const result = await redeemGiftCard(choice.card.retailer, choice.valueCents);
            void queryClient.invalidateQueries({ queryKey: rewardKeys.overview });
            void queryClient.invalidateQueries({ queryKey: creditKeys.all });
            await navigate({
              to: '/dashboard/reward-success',
              search: { redemption: result.redemption.id },
            });
          }}
          onDone={() => setChoice(null)}
          onClose={() => setChoice(null)}
        >
          <p>
            {formatCredits(choice.credits)} will be taken from your balance of{' '}
            {formatCredits(credits)}, and you will see the gift card code straight away.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function HistorySection({ data }: { data: RewardsOverview }) {
  return (
    <section aria-labelledby="rewards-history-heading" className="mb-10">
      <SectionHeading id="rewards-history-heading">History</SectionHeading>
      {data.history.length === 0 && data.redemptions.length === 0 ? (
        <EmptyMessage>
          Nothing yet. Complete a job and leave a review to earn your first points.
        </EmptyMessage>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {[
            ...data.history.map((entry) => ({
              key: entry.id,
              at: entry.createdAt,
              node: (
                <>
                  <span>{REWARD_REASONS[entry.reason]}</span>
                  <span className="text-right">
                    <Badge tone="brand">+{entry.points} points</Badge>{' '}
                    <Badge tone="success">+{formatCredits(entry.credits)}</Badge>
                  </span>
                </>
              ),
            })),
            ...data.redemptions.map((r) => ({
              key: r.id,
              at: r.createdAt,
              node: (
                <>
                  <span>
                    {formatAud(r.valueCents)} {r.retailerName} gift card
                  </span>
                  <Badge tone="warning">−{formatCredits(r.credits)}</Badge>
                </>
              ),
            })),
          ]
            .sort((a, b) => b.at.localeCompare(a.at))
            .map((item) => (
              <li
                key={item.key}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-slate-700 dark:text-slate-300"
              >
                <span className="flex flex-1 flex-wrap items-center justify-between gap-2">
                  {item.node}
                </span>
                <span className="w-full text-xs text-slate-500 sm:w-auto dark:text-slate-400">
                  {formatDate(item.at)}
                </span>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

/** /dashboard/rewards: level and progress, credits, gift cards and history. */
export function RewardsPage() {
  const query = useQuery(rewardsQueryOptions());
  const catalogue = useQuery(giftCardsQueryOptions());
  // Kept once seen: the banner stays while the celebration is marked done on the server.
  const [celebrating, setCelebrating] = useState<LevelName | null>(null);
  const celebrate = query.data?.celebrate ?? null;
  if (celebrate && celebrate !== celebrating) setCelebrating(celebrate);
  return (
    <DashboardFrame
      area="homeowner"
      title="Rewards"
      intro={
        <p>Centra Points set your level; reward credits can be redeemed for digital gift cards.</p>
      }
    >
      <QueryState
        query={query}
        loading="Loading your rewards…"
        errorTitle="We couldn't load your rewards"
      >
        {(rewards) => (
          <>
            {celebrating ? <LevelUpCelebration level={celebrating} /> : null}
            <LevelCard data={rewards} />
            <CreditsCard credits={rewards.credits} catalogue={catalogue.data} />
            <GiftCardsSection credits={rewards.credits} />
            <HistorySection data={rewards} />
          </>
        )}
      </QueryState>
    </DashboardFrame>
  );
}
