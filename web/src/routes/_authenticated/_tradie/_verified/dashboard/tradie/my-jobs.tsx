import { createFileRoute } from '@tanstack/react-router';
import { MyLeadsPage } from '@/features/leads/MyLeadsPage';
import { myLeadsQueryOptions } from '@/features/leads/api';

export const Route = createFileRoute('/_authenticated/_tradie/_verified/dashboard/tradie/my-jobs')({
  loader: ({ context }) => {
    void context.queryClient.prefetchInfiniteQuery(myLeadsQueryOptions('to_quote'));
  },
  component: MyLeadsPage,
});
