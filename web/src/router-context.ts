import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './features/auth/session';

/** What every route's beforeLoad/loader receives. */
export interface RouterContext {
  auth: Auth;
  queryClient: QueryClient;
}
