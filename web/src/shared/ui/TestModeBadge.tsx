/**
 * The one sign of a stand-in provider (a sandbox gateway or gift card provider, Stripe's test
 * mode): a small badge, never a developer's notice in the copy.
 */
export function TestModeBadge() {
  return (
    <p className="inline-flex items-center gap-1 rounded-full border border-amber-400 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-500 dark:bg-amber-900/30 dark:text-amber-100">
      <span aria-hidden="true">●</span> Test mode
      <span className="sr-only">: nothing real is paid or issued on this page</span>
    </p>
  );
}
