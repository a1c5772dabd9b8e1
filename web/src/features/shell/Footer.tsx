import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@/shared/config/product';
import { quietLinkClass, textLinkClass } from '@/shared/ui/link';
import { Logo } from './Logo';
import { FOOTER_QUICK_LINKS, type NavLink } from './nav-links';
import { SocialLinks } from './SocialLinks';

const YEAR = new Date().getFullYear();

const TRADIE_LINKS: readonly NavLink[] = [
  { to: '/pricing', label: 'Lead Pricing' },
  { to: '/how-it-works', label: 'How It Works' },
];

const RESIDENT_LINKS: readonly NavLink[] = [
  { to: '/post-job', label: 'Post a Job' },
  { to: '/how-it-works', label: 'How It Works' },
];

const LEGAL_LINKS: readonly NavLink[] = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/faq', label: 'FAQ' },
  { to: '/feedback', label: 'Feedback' },
];

function LinkItems({ links }: { links: readonly NavLink[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={quietLinkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  );
}

/** Footer: brand and tagline, the three link columns, legal links, social links and the app. */
export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <div className="grid gap-10 md:grid-cols-4">
          <div className="space-y-4">
            <Link to="/" aria-label="Tradiehub home" className="inline-block rounded-md">
              <Logo className="h-8 w-auto" />
            </Link>
            <p className="text-sm text-slate-600 dark:text-slate-400">{PRODUCT_TAGLINE}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Install the {PRODUCT_NAME} app from your browser with Add to Home Screen.{' '}
              <Link
                to="/blog/$slug"
                params={{ slug: 'tradiehub-mobile-app' }}
                className={textLinkClass}
              >
                How to install it
              </Link>
            </p>
          </div>
          <nav aria-label="Footer" className="grid gap-10 sm:grid-cols-3 md:col-span-3">
            <Column title="Quick Links">
              <LinkItems links={FOOTER_QUICK_LINKS} />
            </Column>
            <Column title="For Tradies">
              <li>
                <Link to="/register" search={{ type: 'tradie' }} className={quietLinkClass}>
                  Join as a Tradie
                </Link>
              </li>
              <LinkItems links={TRADIE_LINKS} />
            </Column>
            <Column title="For Centra Residents">
              <LinkItems links={RESIDENT_LINKS} />
            </Column>
          </nav>
        </div>
        <div className="mt-10 flex flex-col gap-4 border-t border-slate-200 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
          <p className="text-slate-600 dark:text-slate-400">
            © {YEAR} {PRODUCT_NAME}. Made in Australia.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            <LinkItems links={LEGAL_LINKS} />
          </ul>
          <SocialLinks />
        </div>
      </div>
    </footer>
  );
}
