import type { PageHead } from '#shared/domain/page-head.js';
import { PRODUCT_NAME } from '#shared/domain/product.js';
import { TRADE_CATEGORIES } from '#shared/domain/trade-categories.js';

/** The public profile's fields the head is made of. */
export interface ProfileHeadInput {
  businessName: string;
  categories: readonly string[];
  licenceState: string;
  servicePostcode: string;
  serviceRadiusKm: number;
  about: string | null;
  /** Path of the logo on this site, if there is one. */
  logoUrl: string | null;
  averageRating: number | null;
  reviewCount: number;
}

const LABELS = new Map<string, string>(TRADE_CATEGORIES.map((c) => [c.id, c.label]));

/**
 * Title, description and schema.org LocalBusiness (with aggregateRating once there are
 * reviews) of a tradie's public profile at `pageUrl`: served in the page's HTML for crawlers
 * and link previews, and by the API for the web app to show the same. Never a badge
 * (decisions.md: badges are for tradies only).
 */
export function profileHead(profile: ProfileHeadInput, pageUrl: string): Required<PageHead> {
  const trades = profile.categories.map((id) => LABELS.get(id) ?? id).join(', ');
  const rated = profile.averageRating !== null && profile.reviewCount > 0;
  const rating = rated
    ? ` Rated ${profile.averageRating!.toFixed(1)}/5 from ${profile.reviewCount} reviews.`
    : '';
  return {
    title: `${profile.businessName}: ${trades} near ${profile.servicePostcode} | ${PRODUCT_NAME}`,
    description:
      `${profile.businessName} is a verified ${trades.toLowerCase()} business serving ` +
      `${profile.serviceRadiusKm} km around ${profile.servicePostcode} (${profile.licenceState}).${rating}`,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': pageUrl,
      url: pageUrl,
      name: profile.businessName,
      description:
        profile.about ??
        `${trades} within ${profile.serviceRadiusKm} km of ${profile.servicePostcode}.`,
      ...(profile.logoUrl ? { logo: new URL(profile.logoUrl, pageUrl).href } : {}),
      address: {
        '@type': 'PostalAddress',
        postalCode: profile.servicePostcode,
        addressRegion: profile.licenceState,
        addressCountry: 'AU',
      },
      ...(rated
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: profile.averageRating,
              reviewCount: profile.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}
