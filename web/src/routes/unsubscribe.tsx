import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@/features/maintenance/UnsubscribePage';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token: string } => ({
    token: typeof search.token === 'string' ? search.token : '',
  }),
  component: function Unsubscribe() {
    const { token } = Route.useSearch();
    return <UnsubscribePage token={token} />;
  },
});
