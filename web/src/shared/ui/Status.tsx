import type { ReactNode } from 'react';
import { cn } from './cn';

/** A loading message, announced politely. */
export function LoadingMessage({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p role="status" className={cn('text-slate-600 dark:text-slate-300', className)}>
      {children}
    </p>
  );
}

/** What an empty list says, with an optional way onward. */
export function EmptyMessage({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
      <p className="text-slate-600 dark:text-slate-300">{children}</p>
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}

const badgeTones = {
  neutral: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  danger: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
};

export type BadgeTone = keyof typeof badgeTones;

/** A small pill naming a state ("Emergency", "Open", "Hired"). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeTones[tone]}`}
    >
      {children}
    </span>
  );
}
