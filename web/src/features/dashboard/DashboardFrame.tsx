import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { EmailVerificationBanner } from '../auth/EmailVerificationBanner';
import { NAV_BY_AREA, type DashboardArea } from './nav';

const AREA_NAMES: Record<DashboardArea, string> = {
  homeowner: 'Centra Resident dashboard',
  tradie: 'Tradie dashboard',
  admin: 'Admin',
};

interface DashboardFrameProps {
  area: DashboardArea;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A dashboard screen: the area's navigation beside the screen's heading and content. */
export function DashboardFrame({ area, title, intro, children }: DashboardFrameProps) {
  return (
    <Container className="py-8 md:py-12">
      <Seo title={title} />
      <div className="flex flex-col gap-8 md:flex-row">
        <nav aria-label={AREA_NAMES[area]} className="md:w-56 md:shrink-0">
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {AREA_NAMES[area]}
          </p>
          <ul className="flex gap-1 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
            {NAV_BY_AREA[area].map((item) => (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  activeOptions={{ exact: true }}
                  className="block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                  activeProps={{
                    className:
                      'bg-brand-50 text-brand-800 dark:bg-brand-900/40 dark:text-brand-200',
                    'aria-current': 'page',
                  }}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
          {intro ? (
            <div className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{intro}</div>
          ) : null}
          <div className="mt-8">
            <EmailVerificationBanner />
            {children}
          </div>
        </div>
      </div>
    </Container>
  );
}
