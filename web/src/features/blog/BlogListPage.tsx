import { PRODUCT_NAME } from '@/shared/config/product';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { BlogCard } from './BlogCard';
import { postsByDate } from './posts';

export function BlogListPage() {
  const posts = postsByDate();
  return (
    <Container className="py-12">
      <Seo
        title="Blog"
        description={`News and guides from ${PRODUCT_NAME}: credits, the tradie leaderboard, rewards, emergency jobs, verification and our mobile app.`}
      />
      <PageHeading
        eyebrow={`${PRODUCT_NAME} Blog`}
        title="Guides and news"
        intro="How Tradiehub works under the hood, and practical advice for homeowners and tradies."
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex">
            <BlogCard post={post} headingLevel={2} />
          </li>
        ))}
      </ul>
    </Container>
  );
}
