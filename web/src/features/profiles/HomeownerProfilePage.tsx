import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/errors';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { LoadingMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { ownProfileQueryOptions } from './api';
import { AccountSections } from './ProfileSections';

export function HomeownerProfilePage() {
  const query = useQuery(ownProfileQueryOptions());
  return (
    <DashboardFrame
      area="homeowner"
      title="Profile"
      intro="Your details, sign-in and privacy. Tradies only see your first name and suburb, and only after buying your job’s lead."
    >
      {query.isPending ? (
        <LoadingMessage>Loading your profile…</LoadingMessage>
      ) : query.isError ? (
        <RetryAlert
          title="We couldn't load your profile"
          message={isApiError(query.error) ? query.error.message : 'Please try again.'}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <AccountSections profile={query.data} />
      )}
    </DashboardFrame>
  );
}
