import { LOGO_DARK_URL, LOGO_LIGHT_URL, PRODUCT_NAME } from '@/shared/config/product';
import { cn } from '@/shared/ui/cn';

/** Light and dark logos from the backend's public assets; CSS shows the one matching the theme. */
export function Logo({ className = 'h-9 w-auto' }: { className?: string }) {
  return (
    <>
      <img
        src={LOGO_LIGHT_URL}
        alt={PRODUCT_NAME}
        width={176}
        height={40}
        className={cn(className, 'block dark:hidden')}
      />
      <img
        src={LOGO_DARK_URL}
        alt={PRODUCT_NAME}
        width={176}
        height={40}
        className={cn(className, 'hidden dark:block')}
      />
    </>
  );
}
