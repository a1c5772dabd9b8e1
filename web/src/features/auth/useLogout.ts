import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { refreshCsrfToken } from '@/shared/api/client';
import { clearStorageExceptPreferences } from '@/shared/storage/local';
import { logout } from './api';
import { ANONYMOUS, sessionQueryKey } from './session';

/**
 * Logout (marketplace spec, § 4): sign out on the server, clear localStorage except the device
 * preferences (theme, early-access banner), drop every cached query, go to '/'.
 */
export function useLogout(): { logOut: () => Promise<void>; loggingOut: boolean } {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [loggingOut, setLoggingOut] = useState(false);

  const logOut = useCallback(async () => {
    setLoggingOut(true);
    try {
      await logout();
    } catch {
      // Already signed out or offline: still forget everything on this device.
    }
    clearStorageExceptPreferences();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    queryClient.setQueryData(sessionQueryKey, ANONYMOUS);
    refreshCsrfToken().catch(() => undefined);
    setLoggingOut(false);
    await router.navigate({ to: '/' });
    await router.invalidate();
  }, [queryClient, router]);

  return { logOut, loggingOut };
}
