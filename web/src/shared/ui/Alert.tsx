import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from './cn';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  title?: string;
  children: ReactNode;
  className?: string;
}

const alertClass = cva('rounded-lg border px-4 py-3 text-sm', {
  variants: {
    tone: {
      error:
        'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100',
      success:
        'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-100',
      info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950/60 dark:text-sky-100',
    },
  },
});

/** A message box; errors are announced immediately (role="alert"), the rest politely. */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(alertClass({ tone }), className)}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-1' : undefined}>{children}</div>
    </div>
  );
}
