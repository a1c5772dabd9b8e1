import { createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '@/features/auth/guards';

// Every route below needs a signed-in, non-banned user; it lands in the context as `user`.
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: requireSignedIn,
});
