import type { ButtonVariant } from '@/shared/ui/button';
import { Button } from '@/shared/ui/Button';
import { useLogout } from './useLogout';

/** Logs out (see useLogout), saying so while it does. */
export function LogoutButton({ variant }: { variant: ButtonVariant }) {
  const { logOut, loggingOut } = useLogout();
  return (
    <Button
      variant={variant}
      busy={loggingOut}
      busyText="Logging out…"
      onClick={() => void logOut()}
    >
      Log out
    </Button>
  );
}
