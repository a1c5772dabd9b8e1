import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { isApiError } from '@/shared/api/errors';
import type { PublicTradieProfile } from '@/shared/api/types';
import { buttonClass } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { Card, Container } from '@/shared/ui/Page';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { Seo } from '@/shared/ui/Seo';
import { useCategoryLabel } from '../meta/queries';
import { NotFoundPage } from '../shell/NotFoundPage';
import { LoadingPlaceholder } from '../shell/LoadingPlaceholder';
import { tradieProfileQueryOptions } from './queries';
import { useSession } from '../auth/queries';
import { ReviewList } from '../reviews/ReviewList';
import { PublicProfileView } from './PublicProfileView';

const route = getRouteApi('/public/profile/$tradieId');

function Profile({ profile }: { profile: PublicTradieProfile }) {
  const categoryLabel = useCategoryLabel();
  const { session } = useSession();
  const trades = profile.categories.map(categoryLabel).join(', ');
  const isMe = session.kind === 'user' && session.user.id === profile.id;
  const reviews = profile.reviews;
  return (
    <Container narrow className="py-12">
      {/* The server's words, also in the page's HTML for crawlers and link previews. */}
      <Seo title={profile.head.title} description={profile.head.description} fullTitle />
      <script type="application/ld+json">{JSON.stringify(profile.head.structuredData)}</script>
      <PublicProfileView
        profile={profile}
        action={
          isMe ? null : (
            <Link to="/post-job" className={buttonClass()}>
              Post a job
            </Link>
          )
        }
      />
      <section aria-labelledby="reviews-heading" className="mt-10">
        <h2 id="reviews-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Reviews
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            This tradie hasn&apos;t been reviewed yet.
          </p>
        ) : (
          <ReviewList reviews={reviews} tradieId={profile.id} canReply={isMe} />
        )}
      </section>
      {isMe ? null : (
        <Card className="mt-10 text-center">
          <p className="font-semibold text-slate-900 dark:text-white">
            Need {trades.toLowerCase()} work done?
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Post your job for free and get quotes from verified local tradies.
          </p>
          <Link to="/post-job" className={cn(buttonClass(), 'mt-4')}>
            Post a job for free
          </Link>
        </Card>
      )}
    </Container>
  );
}

export function PublicProfilePage() {
  const { tradieId } = route.useParams();
  const query = useQuery(tradieProfileQueryOptions(tradieId));
  if (query.isPending) return <LoadingPlaceholder />;
  if (query.isError) {
    const { error } = query;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      return (
        <NotFoundPage
          title="Tradie not found"
          message="We couldn't find a tradie with that profile link."
        />
      );
    }
    return (
      <Container narrow className="py-12">
        <RetryAlert
          title="We couldn't load this profile"
          message={isApiError(error) ? error.message : 'Please try again.'}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  return <Profile profile={query.data} />;
}
