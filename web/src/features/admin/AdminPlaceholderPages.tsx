import { PlaceholderScreen } from '../dashboard/PlaceholderScreen';

export function AdminAnalyticsPage() {
  return (
    <PlaceholderScreen
      area="admin"
      title="Analytics"
      intro="How the marketplace is doing."
      coming={[
        'Sign-ups, jobs posted and leads bought over time',
        'Revenue from credit bundles and emergency fees',
        'Leaderboard and rewards activity',
      ]}
      links={[{ to: '/admin', label: 'Tradie verification' }]}
    />
  );
}

export function AdminBulkEmailPage() {
  return (
    <PlaceholderScreen
      area="admin"
      title="Bulk email"
      intro="Send announcements to groups of users."
      coming={[
        'Write an email to all homeowners, all tradies or everyone',
        'Preview it and see it in the outbox before it goes out',
      ]}
      links={[{ to: '/admin', label: 'Tradie verification' }]}
    />
  );
}

export function AdminMaintenancePage() {
  return (
    <PlaceholderScreen
      area="admin"
      title="Maintenance"
      intro="Operational tools for running Tradiehub."
      coming={[
        'Ban and unban users',
        'Check system health and scheduled jobs such as the weekly leaderboard close',
      ]}
      links={[{ to: '/admin', label: 'Tradie verification' }]}
    />
  );
}
