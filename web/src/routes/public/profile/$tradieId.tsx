import { createFileRoute } from '@tanstack/react-router';
import { PublicProfilePage } from '@/features/tradies/PublicProfilePage';
import { tradieProfileQueryOptions } from '@/features/tradies/queries';

export const Route = createFileRoute('/public/profile/$tradieId')({
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(tradieProfileQueryOptions(params.tradieId));
  },
  component: PublicProfilePage,
});
