import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/shared/config/product';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { textLinkClass } from '@/shared/ui/link';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  return (
    <Container narrow className="py-12">
      <Seo
        title="Contact"
        description={`Contact the ${PRODUCT_NAME} team about a job, your account or verification: send a message and we reply within two business days.`}
      />
      <PageHeading
        eyebrow="Contact"
        title="Contact us"
        intro="Questions about a job, your account or verification? Send us a message and we'll reply within two business days."
      />
      <ContactForm />
      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        Prefer email? Write to{' '}
        <a className={textLinkClass} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        . Ideas for making {PRODUCT_NAME} better are welcome on the{' '}
        <Link to="/feedback" className={textLinkClass}>
          feedback page
        </Link>
        .
      </p>
    </Container>
  );
}
