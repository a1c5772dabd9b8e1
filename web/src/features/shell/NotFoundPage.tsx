import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/shared/ui/button';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';

/** Shown for unknown paths, unknown blog posts and missing profiles. */
export function NotFoundPage({
  title = 'Page not found',
  message = "We couldn't find the page you were looking for. It may have moved, or the link may be wrong.",
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Container narrow className="py-16">
      <Seo title={title} />
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          Go to the home page
        </Link>
        <Link to="/blog" className={buttonClass({ variant: 'secondary' })}>
          Read the blog
        </Link>
        <Link to="/contact" className={buttonClass({ variant: 'ghost' })}>
          Contact us
        </Link>
      </div>
    </Container>
  );
}
