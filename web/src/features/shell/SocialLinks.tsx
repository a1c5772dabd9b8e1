import { PRODUCT_NAME } from '@/shared/config/product';
import { quietLinkClass } from '@/shared/ui/link';

const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/tradiehubau' },
  { name: 'Instagram', href: 'https://www.instagram.com/tradiehubau' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/tradiehub' },
] as const;

/** Links to Tradiehub's social media accounts (footer and some blog posts). */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-4" aria-label="Social media">
      {SOCIAL_LINKS.map((social) => (
        <li key={social.href}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${PRODUCT_NAME} on ${social.name} (opens in a new tab)`}
            className={quietLinkClass}
          >
            {social.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
