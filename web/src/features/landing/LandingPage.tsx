import { PRODUCT_NAME, PRODUCT_TAGLINE, SUPPORT_EMAIL } from '@/shared/config/product';
import { siteOrigin } from '@/shared/config/ssr';
import { Seo } from '@/shared/ui/Seo';
import { BlogSection } from './BlogSection';
import { ClosingCta } from './ClosingCta';
import { Hero } from './Hero';
import { HowItWorksSection } from './HowItWorksSection';
import { OpenJobsWidget } from './OpenJobsWidget';
import { RecentJobsSection } from './RecentJobsSection';
import { SignupBonusBanner } from './SignupBonusBanner';

function structuredData(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'LocalBusiness'],
    name: PRODUCT_NAME,
    description: PRODUCT_TAGLINE,
    url: origin,
    logo: `${origin}/api/public-assets/logo-light.svg`,
    email: SUPPORT_EMAIL,
    areaServed: { '@type': 'Country', name: 'Australia' },
    address: { '@type': 'PostalAddress', addressCountry: 'AU' },
    priceRange: 'Free for homeowners',
    sameAs: [
      'https://www.facebook.com/tradiehubau',
      'https://www.instagram.com/tradiehubau',
      'https://www.linkedin.com/company/tradiehub',
    ],
  };
}

export function LandingPage() {
  return (
    <>
      <Seo
        fullTitle
        title={`${PRODUCT_NAME} — Find verified local tradies across Australia`}
        description="Post your job for free and get quotes from verified, licensed local tradies across Australia. Tradies pay per lead — no monthly fees, no commission."
      />
      <script type="application/ld+json">{JSON.stringify(structuredData(siteOrigin()))}</script>
      <Hero />
      <SignupBonusBanner />
      <OpenJobsWidget />
      <HowItWorksSection />
      <RecentJobsSection />
      <BlogSection />
      <ClosingCta />
    </>
  );
}
