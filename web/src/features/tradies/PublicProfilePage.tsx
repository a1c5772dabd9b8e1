import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isApiError } from '@/shared/api/errors';
import type { PublicTradieProfile } from '@/shared/api/types';
import { formatDate } from '@/shared/format/time';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Card, Container } from '@/shared/ui/Page';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import { Seo } from '@/shared/ui/Seo';
import { useCategoryLabel } from '../meta/queries';
import { NotFoundPage } from '../shell/NotFoundPage';
import { LoadingPlaceholder } from '../shell/LoadingPlaceholder';
import { tradieProfileQueryOptions } from './queries';
import { reviewsOf, type Review } from './reviews';

const route = getRouteApi('/public/profile/$tradieId');

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span aria-label={`${rating.toFixed(1)} out of 5 stars`} role="img" className="text-amber-500">
      {'★'.repeat(rounded)}
      <span className="text-slate-300 dark:text-slate-600">{'★'.repeat(5 - rounded)}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="border-b border-slate-200 py-4 last:border-0 dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-3">
        <Stars rating={review.rating} />
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {review.reviewerFirstName ? `${review.reviewerFirstName} · ` : ''}
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        </span>
      </div>
      {review.comment ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{review.comment}</p>
      ) : null}
    </li>
  );
}

function Profile({ profile }: { profile: PublicTradieProfile }) {
  const categoryLabel = useCategoryLabel();
  const reviews = reviewsOf(profile);
  return (
    <Container narrow className="py-12">
      <Seo
        title={profile.businessName}
        description={`${profile.businessName} on Tradiehub: trades, service area and reviews.`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900 dark:text-white">
          {profile.businessName}
        </h1>
        {profile.verified ? (
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100">
            Verified tradie
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {profile.averageRating !== null && profile.reviewCount > 0 ? (
          <>
            <Stars rating={profile.averageRating} /> {profile.averageRating.toFixed(1)} from{' '}
            {profile.reviewCount} {profile.reviewCount === 1 ? 'review' : 'reviews'}
          </>
        ) : (
          'No reviews yet'
        )}
      </p>
      <Card className="mt-8">
        <DetailList>
          <DetailItem label="Trades">{profile.categories.map(categoryLabel).join(', ')}</DetailItem>
          <DetailItem label="Licensed in">{profile.licenceState}</DetailItem>
          <DetailItem label="Service area">
            Within {profile.serviceRadiusKm} km of {profile.servicePostcode}
          </DetailItem>
          <DetailItem label="Member since">{formatDate(profile.memberSince)}</DetailItem>
        </DetailList>
      </Card>
      <section aria-labelledby="reviews-heading" className="mt-10">
        <h2 id="reviews-heading" className="text-xl font-bold text-slate-900 dark:text-white">
          Reviews
        </h2>
        {reviews.length === 0 ? (
          <p className="mt-3 text-slate-600 dark:text-slate-300">
            This tradie hasn&apos;t been reviewed yet.
          </p>
        ) : (
          <ul className="mt-3">
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        )}
      </section>
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
