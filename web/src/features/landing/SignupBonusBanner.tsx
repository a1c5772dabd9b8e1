import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { SignupBonus } from '@/shared/api/types';
import { Container } from '@/shared/ui/Page';
import { signupBonusQueryOptions } from '../credits/api';

/**
 * The banner itself, for a known count: the free credits and the spots left (never below 0);
 * nothing when no spots remain (marketplace spec, § 9).
 */
export function SignupBonusBannerView({ bonus }: { bonus: SignupBonus }) {
  const remaining = Math.max(0, bonus.remaining);
  if (remaining === 0) return null;
  return (
    <section
      aria-label="Free credits for new tradies"
      className="bg-amber-100 dark:bg-amber-900/40"
    >
      <Container className="flex flex-col items-center justify-center gap-3 py-4 text-center sm:flex-row sm:text-left">
        <p className="font-semibold text-amber-950 dark:text-amber-50">
          Join as a Tradie and get {bonus.credits} credits free — only {remaining} of {bonus.total}{' '}
          {remaining === 1 ? 'spot' : 'spots'} left
        </p>
        <Link
          to="/register"
          search={{ type: 'tradie' }}
          className="rounded-lg bg-amber-900 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-950 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
        >
          Claim your credits
        </Link>
      </Container>
    </section>
  );
}

/**
 * The free-credit banner, live from GET /api/credits/signup-bonus. While loading, and if the
 * count cannot be read, it stays hidden: a failure is only logged, never shown
 * (marketplace spec, § 7 and § 8).
 */
export function SignupBonusBanner() {
  const { data, error } = useQuery(signupBonusQueryOptions());
  useEffect(() => {
    if (error) console.warn('Could not load the sign-up bonus count', error);
  }, [error]);
  return data ? <SignupBonusBannerView bonus={data} /> : null;
}
