import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert } from '@/shared/ui/Alert';
import { buttonClass } from '@/shared/ui/button';
import { Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { IdDocumentUpload } from '../id-documents/IdDocumentUpload';
import { RejectedVerification, useResubmittedAt } from '../verification/RejectedVerification';
import { sessionQueryOptions } from './session';

function WhatWeCheck() {
  return (
    <Prose>
      <h2>What we check</h2>
      <ul>
        <li>Your ABN is valid and active, and matches your business name.</li>
        <li>Your trade licence number is current with the state that issued it.</li>
        <li>You are who you say you are.</li>
      </ul>
      <p>
        Most checks are done within one business day. Questions?{' '}
        <Link to="/contact">Contact us</Link>.
      </p>
    </Prose>
  );
}

/** For tradies not yet approved: pending shows progress, rejected shows the reason. */
export function PendingVerificationPage() {
  // Always ask the server again: an admin may have decided since the last visit.
  const { data: session, isPending } = useQuery({
    ...sessionQueryOptions(),
    refetchOnMount: 'always',
  });
  const user = session?.kind === 'user' ? session.user : null;
  const resubmittedAt = useResubmittedAt(user?.type === 'tradie' && user.status === 'pending');

  let content;
  if (isPending) {
    content = <p role="status">Checking your account…</p>;
  } else if (user?.type === 'tradie' && user.status === 'rejected') {
    content = <RejectedVerification fallbackReason={user.tradie?.rejectionReason ?? null} />;
  } else if (user?.type === 'tradie' && user.status === 'active') {
    content = (
      <>
        <PageHeading
          title="You're verified"
          intro="Your tradie account has been approved. You can start finding work now."
        />
        <Link to="/dashboard/tradie" className={buttonClass({ variant: 'primary' })}>
          Go to your dashboard
        </Link>
        <div className="mt-8">
          <IdDocumentUpload />
        </div>
      </>
    );
  } else {
    content = (
      <>
        {resubmittedAt ? (
          <PageHeading
            title="Resubmitted — waiting for review"
            intro="Thanks. We've got your corrected details and will check them again, usually within one business day."
          />
        ) : (
          <PageHeading
            title="Your account is being verified"
            intro={
              user
                ? `Thanks for joining, ${user.firstName}. Our team is checking your details before you can buy leads and quote.`
                : 'New tradie accounts are checked by our team before they can buy leads and quote.'
            }
          />
        )}
        <Alert tone="info">We&apos;ll email you as soon as your account is approved.</Alert>
        {user?.type === 'tradie' ? (
          <div className="mt-8">
            <IdDocumentUpload />
          </div>
        ) : null}
        <div className="mt-8">
          <WhatWeCheck />
        </div>
        {!user ? (
          <div className="mt-8">
            <Link to="/login" className={buttonClass({ variant: 'primary' })}>
              Log In
            </Link>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Container narrow className="py-12">
      <Seo title="Account verification" />
      {content}
    </Container>
  );
}
