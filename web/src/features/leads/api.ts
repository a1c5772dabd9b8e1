import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api/client';
import type {
  DisputeReason,
  FeedFilters,
  JobCategoryId,
  LeadPurchase,
  LeadStage,
  PostJobBody,
  Quote,
  QuoteBody,
} from '@/shared/api/types';
import { leadKeys } from './keys';

// The tradie's side: the lead feed, buying a lead, quoting, disputing.

const path = (id: string) => ({ params: { path: { id } } });

/** GET /api/leads/feed — keyset pages ("Load more" asks for the next cursor). */
export function feedQueryOptions(filters: FeedFilters) {
  return infiniteQueryOptions({
    queryKey: leadKeys.feed(filters),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/leads/feed', {
          params: {
            query: {
              category: filters.category as JobCategoryId | undefined,
              state: filters.state as PostJobBody['state'] | undefined,
              distanceKm: filters.distanceKm,
              emergency: filters.emergency ? 'true' : undefined,
              cursor: pageParam ?? undefined,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/leads/mine?stage= — one stage of the tradie's leads, a page at a time. */
export function myLeadsQueryOptions(stage: LeadStage) {
  return infiniteQueryOptions({
    queryKey: leadKeys.mineIn(stage),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/leads/mine', {
          params: { query: { stage, cursor: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function buyLead(jobId: string): Promise<LeadPurchase> {
  return unwrap(api.POST('/api/jobs/{id}/lead', path(jobId)));
}

export async function sendQuote(jobId: string, body: QuoteBody): Promise<Quote> {
  return (await unwrap(api.POST('/api/jobs/{id}/quotes', { ...path(jobId), body }))).quote;
}

/** PATCH /api/quotes/:id — the tradie changes a quote the homeowner has not settled. */
export async function reviseQuote(quoteId: string, body: QuoteBody): Promise<Quote> {
  return (await unwrap(api.PATCH('/api/quotes/{id}', { ...path(quoteId), body }))).quote;
}

export function disputeLead(leadId: string, body: { reason: DisputeReason; details: string }) {
  return unwrap(api.POST('/api/leads/{id}/dispute', { ...path(leadId), body }));
}
