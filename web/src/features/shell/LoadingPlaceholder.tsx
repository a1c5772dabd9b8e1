/** What every lazily loaded screen shows meanwhile: 'Loading...' (marketplace spec, § 2). */
export function LoadingPlaceholder() {
  return (
    <div
      role="status"
      className="flex min-h-[40vh] items-center justify-center px-4 py-16 text-lg font-medium text-slate-600 dark:text-slate-300"
    >
      Loading...
    </div>
  );
}
