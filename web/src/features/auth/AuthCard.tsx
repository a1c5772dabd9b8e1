import type { ReactNode } from 'react';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { cn } from '@/shared/ui/cn';

/** The narrow card layout of the login, register and password pages. */
export function AuthCard({
  title,
  description,
  intro,
  children,
  wide = false,
}: {
  title: string;
  /** The page's meta description (search results, link previews). */
  description?: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Container className="py-12">
      <Seo title={title} description={description} />
      <div
        className={cn(
          'mx-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{title}</h1>
        {intro ? <div className="mt-2 text-slate-600 dark:text-slate-300">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </Container>
  );
}
