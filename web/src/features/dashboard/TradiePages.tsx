import { Link } from '@tanstack/react-router';
import { LEAD_PRICE_CREDITS } from '@/shared/config/product';
import { DetailItem } from '@/shared/ui/DetailList';
import { textLinkClass } from '@/shared/ui/link';
import { useCurrentUser } from '../auth/useCurrentUser';
import { OpenJobsList } from '../jobs/OpenJobsList';
import { useCategoryLabel } from '../meta/queries';
import { PlaceholderScreen } from './PlaceholderScreen';
import { ProfileCard } from './ProfileCard';

// Tradie screens; most are placeholders in this release and say what they will do.

export function TradieFindJobsPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Find Jobs"
      intro={`Jobs open for quotes right now. A standard lead costs ${LEAD_PRICE_CREDITS.standard} credits, an emergency lead ${LEAD_PRICE_CREDITS.emergency}.`}
      coming={[
        'Filter by your trades, state and emergency jobs',
        'See how many of the 10 slots on each lead are taken',
        'Buy a lead to see the homeowner’s first name, suburb, full description and photos',
      ]}
      links={[{ to: '/dashboard/tradie/wallet', label: 'Wallet' }]}
    >
      <div className="mb-10">
        <OpenJobsList cardFooter="Lead purchase coming soon" />
      </div>
    </PlaceholderScreen>
  );
}

export function MyJobsPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="My Jobs"
      intro="Leads you’ve bought, the quotes you’ve sent and the jobs you’ve won."
      coming={['Track every lead from purchase to completed job', 'Send and update quotes']}
      links={[{ to: '/dashboard/tradie/find-jobs', label: 'Find Jobs' }]}
    />
  );
}

export function TradieMessagesPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Messages"
      intro="Conversations with homeowners whose leads you’ve bought."
      coming={['Chat in real time with homeowners', 'Share photos and arrange site visits']}
      links={[{ to: '/dashboard/tradie/my-jobs', label: 'My Jobs' }]}
    />
  );
}

export function TradieNotificationsPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Notifications"
      intro="New jobs in your area, messages, quotes accepted and leaderboard results."
      coming={['Alerts for new jobs in your trades', 'Push notifications on the mobile app']}
      links={[{ to: '/dashboard/tradie', label: 'Back to overview' }]}
    />
  );
}

export function TopTradiesPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Top Tradies"
      intro="The weekly leaderboard: points over a rolling 90 days, closed every Sunday at midnight Sydney time."
      coming={[
        'See this week’s top tradies and your own position',
        'Weekly rewards: 10, 7, 5, 3 and 2 free credits for places 1 to 5, and gold, silver and bronze badges',
      ]}
      links={[{ to: '/blog', label: 'How the leaderboard works' }]}
    />
  );
}

export function TradieWalletPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Wallet"
      intro="Your credits pay for leads: one credit is worth A$1 of lead price."
      coming={[
        'See your balance and every credit in and out',
        'Buy credit bundles by card or PayPal',
      ]}
      links={[
        { to: '/pay/starter', label: 'Starter pack' },
        { to: '/pricing', label: 'See all bundles' },
      ]}
    />
  );
}

export function TradieSuccessPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Purchase complete"
      intro="After you buy credits or a lead, this page confirms what you bought and your new balance."
      coming={['Purchases are not switched on yet, so nothing has been charged']}
      links={[{ to: '/dashboard/tradie/wallet', label: 'Wallet' }]}
    />
  );
}

export function TradieProfilePage() {
  const user = useCurrentUser();
  const categoryLabel = useCategoryLabel();
  const tradie = user.tradie;
  return (
    <PlaceholderScreen
      area="tradie"
      title="Profile"
      intro="Your business details as we verified them. Homeowners see your public profile."
      coming={[
        'Edit your trades and service area',
        'Add a logo, photos of your work and a short bio',
      ]}
      links={[{ to: '/dashboard/tradie/help', label: 'Help' }]}
    >
      <ProfileCard
        user={user}
        details={
          tradie ? (
            <>
              <DetailItem label="Business">{tradie.businessName}</DetailItem>
              <DetailItem label="ABN">{tradie.abn}</DetailItem>
              <DetailItem label="Licence">
                {tradie.licenceNumber} ({tradie.licenceState})
              </DetailItem>
              <DetailItem label="Service area">
                Within {tradie.serviceRadiusKm} km of {tradie.servicePostcode}
              </DetailItem>
              <DetailItem label="Trades" wide>
                {tradie.categories.map(categoryLabel).join(', ')}
              </DetailItem>
            </>
          ) : null
        }
      >
        <p className="mt-6 text-sm">
          <Link
            to="/public/profile/$tradieId"
            params={{ tradieId: user.id }}
            className={textLinkClass}
          >
            View your public profile
          </Link>
        </p>
      </ProfileCard>
    </PlaceholderScreen>
  );
}

export function TradieHelpPage() {
  return (
    <PlaceholderScreen
      area="tradie"
      title="Help"
      intro="Answers for tradies, and how to reach a person."
      coming={[
        'Guides for buying leads, quoting and the leaderboard',
        'Live chat with our support team',
      ]}
      links={[
        { to: '/faq', label: 'Read the FAQ' },
        { to: '/contact', label: 'Contact us' },
      ]}
    />
  );
}
