import { useQuery } from '@tanstack/react-query';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { ownProfileQueryOptions } from './api';
import { AccountSections } from './ProfileSections';
import { QueryState } from '@/shared/ui/QueryState';

export function HomeownerProfilePage() {
  const query = useQuery(ownProfileQueryOptions());
  return (
    <DashboardFrame
      area="homeowner"
      title="Profile"
      intro="Your details, sign-in and privacy. Tradies only see your first name and suburb, and only after buying your job’s lead."
    >
      <QueryState
        query={query}
        loading="Loading your profile…"
        errorTitle="We couldn't load your profile"
      >
        {(profile) => <AccountSections profile={profile} />}
      </QueryState>
    </DashboardFrame>
  );
}
