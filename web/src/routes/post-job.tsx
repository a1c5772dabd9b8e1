import { createFileRoute, redirect } from '@tanstack/react-router';
import { readSessionHint } from '@/features/auth/session';

// A homeowner (per the localStorage hint) goes straight to the form, anyone else logs in
// first (marketplace spec, § 4).
export const Route = createFileRoute('/post-job')({
  beforeLoad: () => {
    if (readSessionHint()?.userType === 'homeowner') throw redirect({ to: '/dashboard/post-job' });
    throw redirect({ to: '/login', search: { redirect: '/dashboard/post-job' } });
  },
});
