import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/shared/ui/button';
import { DashboardFrame } from './DashboardFrame';
import type { DashboardArea, OnwardPath } from './nav';

export interface PlaceholderScreenProps {
  area: DashboardArea;
  title: string;
  /** What this screen is for. */
  intro: string;
  /** What will be here once it is built. */
  coming: readonly string[];
  links?: readonly { to: OnwardPath; label: string }[];
  children?: ReactNode;
}

/** An honest screen for a feature that isn't built yet: what it will do, and where to go now. */
export function PlaceholderScreen({
  area,
  title,
  intro,
  coming,
  links = [],
  children,
}: PlaceholderScreenProps) {
  return (
    <DashboardFrame area={area} title={title} intro={<p>{intro}</p>}>
      {children}
      <section
        aria-labelledby="coming-soon-heading"
        className="rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-700"
      >
        <h2
          id="coming-soon-heading"
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          Coming soon
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          This part of Tradiehub is still being built. When it&apos;s ready you&apos;ll be able to:
        </p>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {coming.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {links.length > 0 ? (
        <div className="mt-8 flex flex-wrap gap-3">
          {links.map((link, index) => (
            <Link
              key={link.to}
              to={link.to}
              className={buttonClass({ variant: index === 0 ? 'primary' : 'secondary' })}
            >
              {link.label}
            </Link>
          ))}
        </div>
      ) : null}
    </DashboardFrame>
  );
}
