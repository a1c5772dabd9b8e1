import { Link } from '@tanstack/react-router';
import { formatDate } from '@/shared/format/time';
import type { BlogPost } from './posts';

/** A post teaser: image, title, date, excerpt and a 'Read more' link named after the post. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <img
        src={post.image}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold text-slate-900 dark:text-white">
          {post.title}
        </Heading>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{post.excerpt}</p>
        <div className="mt-auto pt-4">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            {/* Link text that says where it goes, read aloud and by crawlers alike. */}
            Read more<span className="sr-only"> about {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
