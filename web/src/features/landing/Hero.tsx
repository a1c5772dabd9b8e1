import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/shared/ui/button';
import { Container } from '@/shared/ui/Page';

const PROMISES = ['Free for homeowners', 'Verified tradies', 'Secure platform'] as const;

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24 dark:from-slate-900 dark:to-slate-950">
      <Container className="text-center">
        <h1 className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
          Connect with Qualified Tradies for Your Home Projects
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-600 sm:text-xl dark:text-slate-300">
          Post your job for free and get quotes from verified local trade professionals.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/register"
            search={{ type: 'homeowner' }}
            className={buttonClass({ variant: 'primary', size: 'lg' })}
          >
            Join as a Centra Resident
          </Link>
          <Link
            to="/register"
            search={{ type: 'tradie' }}
            className={buttonClass({ variant: 'secondary', size: 'lg' })}
          >
            Join as a Tradie
          </Link>
        </div>
        <ul className="mt-10 flex flex-col items-center justify-center gap-3 text-sm font-medium text-slate-700 sm:flex-row sm:gap-8 dark:text-slate-300">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-5 text-emerald-600 dark:text-emerald-400"
                fill="currentColor"
              >
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
              {promise}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
