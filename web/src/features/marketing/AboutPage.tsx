import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@/shared/config/product';
import { Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';

export function AboutPage() {
  return (
    <Container narrow className="py-12">
      <Seo title="About" description={`About ${PRODUCT_NAME}. ${PRODUCT_TAGLINE}`} />
      <PageHeading eyebrow="About" title={`About ${PRODUCT_NAME}`} intro={PRODUCT_TAGLINE} />
      <Prose>
        <p>
          {PRODUCT_NAME} started with a simple frustration. Homeowners couldn&apos;t tell which
          tradies were licensed, and good tradies were paying hundreds of dollars a month to lead
          sites that sent the same job to dozens of competitors.
        </p>
        <p>
          So we built a marketplace with a few firm rules. Every tradie is verified before they can
          quote. Homeowners post for free. Tradies pay a flat price per lead and keep every dollar
          the client pays them. And no job is ever sent to more than ten tradies.
        </p>
        <h2>Who we serve</h2>
        <p>
          We call our homeowners <strong>Centra Residents</strong>: people getting work done on the
          place they live, whether that&apos;s a leaking tap in a Brisbane unit or a new deck in
          regional Victoria. Our tradies are licensed plumbers, electricians, carpenters, painters,
          roofers, landscapers, cleaners and more, working across every state and territory.
        </p>
        <h2>Where we are</h2>
        <p>
          {PRODUCT_NAME} is in early access. You may see fewer jobs or tradies in your area right
          now, but we&apos;re expanding quickly. If we&apos;re not in your suburb yet, tell us
          through the <Link to="/contact">contact page</Link> — it helps us decide where to grow
          next.
        </p>
        <h2>How we make money</h2>
        <p>
          Tradies buy leads with credits, and homeowners pay a small fee to flag a job as an
          emergency. We don&apos;t sell your personal information, and we don&apos;t take a
          commission on anyone&apos;s work. Read our <Link to="/privacy">privacy policy</Link> for
          the details.
        </p>
      </Prose>
    </Container>
  );
}
