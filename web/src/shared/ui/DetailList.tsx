import type { ReactNode } from 'react';
import { cn } from './cn';

/** A two-column list of labelled details (profile facts and the like). */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({
  label,
  children,
  wide = false,
  breakAll = false,
}: {
  label: string;
  children: ReactNode;
  /** Spans both columns. */
  wide?: boolean;
  /** Breaks long unspaced values such as email addresses anywhere. */
  breakAll?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className={cn('mt-1 text-slate-900 dark:text-white', breakAll && 'break-all')}>
        {children}
      </dd>
    </div>
  );
}
