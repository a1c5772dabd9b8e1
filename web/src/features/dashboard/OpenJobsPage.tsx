import { useCurrentUser } from '../auth/useCurrentUser';
import { OpenJobsList } from '../jobs/OpenJobsList';
import { DashboardFrame } from './DashboardFrame';

/** /dashboard/find-jobs for homeowners (and admins): the jobs currently open on Tradiehub. */
export function OpenJobsPage() {
  const user = useCurrentUser();
  return (
    <DashboardFrame
      area={user.type === 'admin' ? 'admin' : 'homeowner'}
      title="Open jobs"
      intro={
        <p>
          Jobs other Centra Residents have posted that are still waiting for a tradie. Only verified
          tradies can buy these leads and quote.
        </p>
      }
    >
      <OpenJobsList cardFooter="Open for quotes" />
    </DashboardFrame>
  );
}
