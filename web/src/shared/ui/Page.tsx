import type { ReactNode } from 'react';
import { cn } from './cn';

/** The centred content column every page uses. */
export function Container({
  children,
  className,
  narrow = false,
}: {
  children: ReactNode;
  className?: string;
  narrow?: boolean;
}) {
  return (
    <div
      className={cn('mx-auto w-full px-4 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-6xl', className)}
    >
      {children}
    </div>
  );
}

/** The page's one <h1> with an optional lead paragraph. */
export function PageHeading({
  title,
  intro,
  eyebrow,
}: {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <header className="mb-8 space-y-3">
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">
          {eyebrow}
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      {intro ? (
        <p className="max-w-2xl text-lg text-slate-600 dark:text-slate-300">{intro}</p>
      ) : null}
    </header>
  );
}

/** Long-form text with readable defaults (no typography plugin needed). */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-4 text-base leading-7 text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-400 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 dark:[&_h3]:text-white [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_strong]:text-slate-900 dark:[&_strong]:text-white [&_ul]:list-disc [&_ul]:space-y-1">
      {children}
    </div>
  );
}

/** A padded page section. */
export function PageSection({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cn('py-12 sm:py-16', className)}>{children}</section>;
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
    >
      {children}
    </div>
  );
}
