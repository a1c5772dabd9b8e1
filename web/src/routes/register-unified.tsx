import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '@/features/auth/RegisterPage';
import { registerSearchSchema } from '@/features/auth/search';
import { metaQueryOptions } from '@/features/meta/queries';

// The same page as /register (marketplace spec, § 2).
export const Route = createFileRoute('/register-unified')({
  validateSearch: registerSearchSchema,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(metaQueryOptions());
  },
  component: RegisterPage,
});
