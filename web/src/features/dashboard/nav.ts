/** Side navigation of each dashboard area. */
export const HOMEOWNER_NAV = [
  { to: '/dashboard', label: 'Overview' },
  { to: '/dashboard/post-job', label: 'Post a Job' },
  { to: '/dashboard/jobs', label: 'My Jobs' },
  { to: '/dashboard/job-history', label: 'Job History' },
  { to: '/dashboard/find-tradie', label: 'Find a Tradie' },
  { to: '/dashboard/find-jobs', label: 'Open Jobs' },
  { to: '/dashboard/messages', label: 'Messages' },
  { to: '/dashboard/notifications', label: 'Notifications' },
  { to: '/dashboard/rewards', label: 'Rewards' },
  { to: '/dashboard/wallet', label: 'Wallet' },
  { to: '/dashboard/profile', label: 'Profile' },
  { to: '/dashboard/help', label: 'Help' },
] as const;

export const TRADIE_NAV = [
  { to: '/dashboard/tradie', label: 'Overview' },
  { to: '/dashboard/tradie/find-jobs', label: 'Find Jobs' },
  { to: '/dashboard/tradie/my-jobs', label: 'My Jobs' },
  { to: '/dashboard/tradie/reviews', label: 'My Reviews' },
  { to: '/dashboard/tradie/messages', label: 'Messages' },
  { to: '/dashboard/tradie/notifications', label: 'Notifications' },
  { to: '/dashboard/tradie/top-tradies', label: 'Top Tradies' },
  { to: '/dashboard/tradie/wallet', label: 'Wallet' },
  { to: '/dashboard/tradie/profile', label: 'Profile' },
  { to: '/dashboard/tradie/help', label: 'Help' },
] as const;

export const ADMIN_NAV = [
  { to: '/admin', label: 'Tradie verification' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/reviews', label: 'Reported reviews' },
  { to: '/admin/analytics', label: 'Analytics' },
  { to: '/admin/bulk-email', label: 'Bulk email' },
  { to: '/admin/maintenance', label: 'Maintenance' },
] as const;

export type DashboardArea = 'homeowner' | 'tradie' | 'admin';

export const NAV_BY_AREA = {
  homeowner: HOMEOWNER_NAV,
  tradie: TRADIE_NAV,
  admin: ADMIN_NAV,
} as const;

/** Everywhere a dashboard screen may link onward to. */
export type OnwardPath =
  | (typeof HOMEOWNER_NAV)[number]['to']
  | (typeof TRADIE_NAV)[number]['to']
  | (typeof ADMIN_NAV)[number]['to']
  | '/pricing'
  | '/how-it-works'
  | '/contact'
  | '/faq'
  | '/blog'
  | '/pay/starter'
  | '/pay/credit-card';
