import { useSyncExternalStore } from 'react';
import { PRODUCT_NAME } from '@/shared/config/product';
import { STORAGE_KEYS } from '@/shared/storage/keys';
import { readStorage, writeStorage } from '@/shared/storage/local';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isDismissed = () => readStorage(STORAGE_KEYS.earlyAccessBannerDismissed) === 'true';

/**
 * The dismissible early-access notice; 'Got it' is remembered on this device. The server's HTML
 * always has it (hydration starts from that); index.html's inline script hides it before the
 * first paint when it was dismissed, so it never shows nor shifts the page.
 */
export function EarlyAccessBanner() {
  const dismissed = useSyncExternalStore(subscribe, isDismissed, () => false);
  if (dismissed) return null;

  const dismiss = () => {
    writeStorage(STORAGE_KEYS.earlyAccessBannerDismissed, 'true');
    listeners.forEach((listener) => listener());
  };

  return (
    <section
      aria-label="Early access notice"
      className="[.early-access-dismissed_&]:hidden border-b border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-900 dark:bg-brand-950 dark:text-brand-100"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          <strong className="font-semibold">{PRODUCT_NAME} is in early access.</strong> You may see
          fewer jobs or tradies right now — we&apos;re expanding quickly.
        </p>
        <button
          type="button"
          onClick={dismiss}
          className="self-start rounded-lg bg-brand-700 px-4 py-1.5 font-semibold text-white hover:bg-brand-800 sm:self-auto dark:bg-brand-400 dark:text-slate-950 dark:hover:bg-brand-300"
        >
          Got it
        </button>
      </div>
    </section>
  );
}
