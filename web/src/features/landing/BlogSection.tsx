import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/shared/config/product';
import { Carousel } from '@/shared/ui/Carousel';
import { Container, PageSection } from '@/shared/ui/Page';
import { BlogCard } from '../blog/BlogCard';
import { postsByDate } from '../blog/posts';

export function BlogSection() {
  return (
    <PageSection>
      <Container>
        <h2 className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          {PRODUCT_NAME} Blog
        </h2>
        <p className="mx-auto mt-3 mb-10 max-w-2xl text-center text-slate-600 dark:text-slate-300">
          Guides for homeowners and tradies, and news from the team.
        </p>
        <Carousel
          label="Blog posts"
          itemNoun="posts"
          items={postsByDate()}
          getKey={(post) => post.slug}
          renderItem={(post) => <BlogCard post={post} />}
        />
        <p className="mt-6 text-center">
          <Link
            to="/blog"
            className="font-semibold text-brand-700 hover:underline dark:text-brand-400"
          >
            See all articles
          </Link>
        </p>
      </Container>
    </PageSection>
  );
}
