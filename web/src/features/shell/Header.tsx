import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { User } from '@/shared/api/types';
import { buttonClass, iconButtonClass } from '@/shared/ui/button';
import { dashboardPathFor } from '../auth/session';
import { Logo } from './Logo';
import { HEADER_LINKS } from './nav-links';
import { StrokeIcon } from './StrokeIcon';
import { ThemeToggle } from './ThemeToggle';
import { cn } from '@/shared/ui/cn';

interface HeaderProps {
  /** The signed-in user, or null when logged out. */
  user: User | null;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Starts with the mobile menu open (used by the catalogue). */
  defaultMenuOpen?: boolean;
  /** Links shown before Dashboard for a signed-in user (the app's unread badges). */
  renderBadges?: (onNavigate?: () => void) => ReactNode;
}

const navLinkClass =
  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
const activeNavLinkClass = 'text-brand-700 dark:text-brand-400';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <StrokeIcon className="size-6">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </StrokeIcon>
  );
}

function NavLink({
  link,
  className,
  onNavigate,
}: {
  link: (typeof HEADER_LINKS)[number];
  className: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={link.to}
      onClick={onNavigate}
      className={className}
      activeProps={{ className: activeNavLinkClass, 'aria-current': 'page' }}
      activeOptions={{ exact: link.to === '/' }}
    >
      {link.label}
    </Link>
  );
}

/** The secondary links of a signed-in user's desktop header, behind a disclosure button. */
function MoreLinks({ links }: { links: readonly (typeof HEADER_LINKS)[number][] }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <li ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="more-links"
        onClick={() => setOpen((value) => !value)}
        className={cn(navLinkClass, 'inline-flex items-center gap-1')}
      >
        More
        <StrokeIcon className="size-4">
          <path d="m6 9 6 6 6-6" />
        </StrokeIcon>
      </button>
      <ul
        id="more-links"
        hidden={!open}
        className="absolute left-0 mt-1 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              link={link}
              className={cn('block', navLinkClass)}
              onNavigate={() => setOpen(false)}
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

function NavLinks({
  className,
  linkClassName,
  onNavigate,
  withMore = false,
}: {
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
  /** Secondary links go behind "More" (a signed-in desktop header). */
  withMore?: boolean;
}) {
  const shown = withMore ? HEADER_LINKS.filter((link) => !link.secondary) : HEADER_LINKS;
  const more = withMore ? HEADER_LINKS.filter((link) => link.secondary) : [];
  return (
    <ul className={className}>
      {shown.map((link) => (
        <li key={link.to}>
          <NavLink link={link} className={linkClassName} onNavigate={onNavigate} />
        </li>
      ))}
      {more.length > 0 ? <MoreLinks links={more} /> : null}
    </ul>
  );
}

function AccountActions({
  user,
  onLogout,
  loggingOut,
  renderBadges,
  onNavigate,
  stacked = false,
}: Omit<HeaderProps, 'defaultMenuOpen'> & { onNavigate?: () => void; stacked?: boolean }) {
  const layout = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-1 whitespace-nowrap';
  if (!user) {
    return (
      <div className={layout}>
        <Link to="/login" onClick={onNavigate} className={buttonClass({ variant: 'ghost' })}>
          Log In
        </Link>
        <Link to="/register" onClick={onNavigate} className={buttonClass({ variant: 'primary' })}>
          Sign Up
        </Link>
      </div>
    );
  }
  return (
    <div className={layout}>
      {renderBadges?.(onNavigate)}
      <Link
        to={dashboardPathFor(user)}
        onClick={onNavigate}
        className={buttonClass({ variant: 'primary' })}
      >
        Dashboard
      </Link>
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          onLogout();
        }}
        disabled={loggingOut}
        className={buttonClass({ variant: 'secondary' })}
      >
        {loggingOut ? 'Logging out…' : 'Logout'}
      </button>
    </div>
  );
}

/** The site header: logo, main navigation, theme toggle, account actions, mobile menu. */
export function Header({
  user,
  onLogout,
  loggingOut = false,
  defaultMenuOpen = false,
  renderBadges,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const close = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label="Tradiehub home" className="shrink-0 rounded-md" onClick={close}>
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks
            className="flex items-center gap-1"
            linkClassName={navLinkClass}
            withMore={user !== null}
          />
        </nav>
        <div className="flex shrink-0 items-center gap-1">
          <ThemeToggle />
          <div className="hidden lg:block">
            <AccountActions
              user={user}
              onLogout={onLogout}
              loggingOut={loggingOut}
              renderBadges={renderBadges}
            />
          </div>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className={cn(iconButtonClass, 'lg:hidden')}
          >
            <MenuIcon open={menuOpen} />
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden dark:border-slate-800"
      >
        <nav aria-label="Mobile">
          <NavLinks
            className="flex flex-col"
            linkClassName={cn('block', navLinkClass)}
            onNavigate={close}
          />
        </nav>
        <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
          <AccountActions
            user={user}
            onLogout={onLogout}
            loggingOut={loggingOut}
            renderBadges={renderBadges}
            onNavigate={close}
            stacked
          />
        </div>
      </div>
    </header>
  );
}
