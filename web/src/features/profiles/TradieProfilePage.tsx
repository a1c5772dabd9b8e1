import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { OwnProfile, OwnTradieProfile } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { Alert } from '@/shared/ui/Alert';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { QueryState } from '@/shared/ui/QueryState';
import { textLinkClass } from '@/shared/ui/link';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { ownProfileQueryOptions } from './api';
import { AccountSections, ProfileSection } from './ProfileSections';
import { TradieBusinessForm } from './TradieBusinessForm';
import { TradieMedia } from './TradieMedia';

function Verification({ tradie }: { tradie: OwnTradieProfile }) {
  return (
    <>
      <DetailList>
        <DetailItem label="ABN">
          {tradie.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')}{' '}
          {tradie.abnValid ? (
            <span className="text-emerald-700 dark:text-emerald-400">✓ check digits valid</span>
          ) : (
            <span className="text-red-700 dark:text-red-400">✗ check digits do not match</span>
          )}
        </DetailItem>
        <DetailItem label="Licence on your profile">
          {tradie.licenceNumber} ({tradie.licenceState})
        </DetailItem>
      </DetailList>
      {tradie.pendingLicence ? (
        <Alert tone="info" title="Licence change waiting for review">
          We are checking {tradie.pendingLicence.licenceNumber} (
          {tradie.pendingLicence.licenceState}), asked for on{' '}
          {formatDate(tradie.pendingLicence.requestedAt)}. Your profile keeps showing the licence we
          checked before until then.
        </Alert>
      ) : null}
      {tradie.verificationStatus === 'rejected' && tradie.rejectionReason ? (
        <Alert tone="error" title="Our last check found a problem">
          {tradie.rejectionReason}
        </Alert>
      ) : null}
    </>
  );
}

function TradieProfile({ profile, tradie }: { profile: OwnProfile; tradie: OwnTradieProfile }) {
  return (
    <>
      <ProfileSection id="verification-heading" title="Verification">
        <Verification tradie={tradie} />
        <p className="text-sm">
          <Link
            to="/public/profile/$tradieId"
            params={{ tradieId: profile.id }}
            className={textLinkClass}
          >
            View your public profile
          </Link>
        </p>
      </ProfileSection>
      <ProfileSection
        id="business-heading"
        title="Business details"
        intro="This is what homeowners see on your public profile and in Find a Tradie."
      >
        <TradieBusinessForm profile={profile} tradie={tradie} />
      </ProfileSection>
      <ProfileSection id="media-heading" title="Logo and photos">
        <TradieMedia profile={profile} tradie={tradie} />
      </ProfileSection>
      <AccountSections profile={profile} />
    </>
  );
}

export function TradieProfilePage() {
  const query = useQuery(ownProfileQueryOptions());
  return (
    <DashboardFrame
      area="tradie"
      title="Profile"
      intro="Your business as homeowners see it, your sign-in and your privacy."
    >
      <QueryState
        query={query}
        loading="Loading your profile…"
        errorTitle="We couldn't load your profile"
      >
        {(profile) =>
          profile.tradie ? (
            <TradieProfile profile={profile} tradie={profile.tradie} />
          ) : (
            <Alert tone="error">This account has no tradie profile.</Alert>
          )
        }
      </QueryState>
    </DashboardFrame>
  );
}
