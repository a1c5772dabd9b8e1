import { getRouteApi, Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/shared/config/product';
import { formatDate } from '@/shared/format/time';
import { Container } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { NotFoundPage } from '../shell/NotFoundPage';
import { SocialLinks } from '../shell/SocialLinks';
import { BlogContent } from './BlogContent';
import { POST_CONTENT } from './post-contents';
import { findPost } from './posts';

const route = getRouteApi('/blog/$slug');

export function BlogPostPage() {
  const { slug } = route.useParams();
  const post = findPost(slug);
  if (!post) {
    return (
      <NotFoundPage
        title="Article not found"
        message="We couldn't find that article. It may have been renamed — the blog lists everything we've published."
      />
    );
  }
  return (
    <Container narrow className="py-12">
      <Seo title={post.title} description={post.excerpt} />
      <article>
        <p className="text-sm">
          <Link
            to="/blog"
            className="font-medium text-brand-700 hover:underline dark:text-brand-400"
          >
            ← {PRODUCT_NAME} Blog
          </Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {post.title}
        </h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <img
          src={post.image}
          alt=""
          width={800}
          height={450}
          className="mt-8 aspect-video w-full rounded-2xl object-cover"
        />
        <div className="mt-8">
          <BlogContent content={POST_CONTENT[post.slug] ?? ''} />
        </div>
        {post.showSocialIcons ? (
          <div className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-800">
            <p className="mb-3 text-sm font-semibold text-slate-900 dark:text-white">
              Follow {PRODUCT_NAME}
            </p>
            <SocialLinks />
          </div>
        ) : null}
      </article>
    </Container>
  );
}
