import { PRODUCT_NAME, PRODUCT_SLUG } from '@/shared/config/product';

export interface NavLink {
  to:
    | '/'
    | '/why-tradiehub'
    | '/how-it-works'
    | '/pricing'
    | '/blog'
    | '/about'
    | '/contact'
    | '/post-job'
    | '/terms'
    | '/privacy'
    | '/faq'
    | '/feedback';
  label: string;
  /** Behind the header's "More" menu for a signed-in user (their account links need the room). */
  secondary?: boolean;
}

// `to` must stay a literal for typed links; this keeps it honest with the product slug.
const whyPath = `/why-${PRODUCT_SLUG}` as const satisfies '/why-tradiehub';

/** Header navigation; the Blog link is shown in the footer only (marketplace spec, § 2). */
export const HEADER_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: whyPath, label: `Why ${PRODUCT_NAME}`, secondary: true },
  { to: '/how-it-works', label: 'How It Works', secondary: true },
  { to: '/pricing', label: 'Pricing' },
  { to: '/about', label: 'About', secondary: true },
  { to: '/contact', label: 'Contact', secondary: true },
];

export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { to: '/', label: 'Home' },
  { to: whyPath, label: `Why ${PRODUCT_NAME}` },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];
