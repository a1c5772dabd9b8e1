import { Link } from '@tanstack/react-router';
import { Container } from '@/shared/ui/Page';

export function ClosingCta() {
  return (
    <section className="bg-brand-700 py-16 text-white dark:bg-brand-900">
      <Container className="text-center">
        <h2 className="text-3xl font-bold">Ready to get your job done?</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50">
          Post a job in minutes and hear from verified local tradies — or join as a tradie and only
          pay for the leads you want.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to="/post-job"
            className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Post a Job
          </Link>
          <Link
            to="/register"
            search={{ type: 'tradie' }}
            className="rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Start quoting as a tradie
          </Link>
        </div>
      </Container>
    </section>
  );
}
