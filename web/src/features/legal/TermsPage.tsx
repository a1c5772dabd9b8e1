import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/shared/config/product';
import { Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';

export function TermsPage() {
  return (
    <Container narrow className="py-12">
      <Seo
        title="Terms of Use"
        description={`The terms for using ${PRODUCT_NAME} as a homeowner or a tradie.`}
      />
      <PageHeading title="Terms of Use" intro="Last updated 1 November 2026." />
      <Prose>
        <p>
          These terms apply to everyone who uses {PRODUCT_NAME}: Centra Residents (homeowners) who
          post jobs and tradies who buy leads and quote. By creating an account you agree to them.
          Nothing in these terms limits your rights under the Australian Consumer Law.
        </p>
        <h2>1. What {PRODUCT_NAME} is</h2>
        <p>
          {PRODUCT_NAME} is a marketplace that introduces homeowners to tradies. We are not a party
          to the agreement between a homeowner and a tradie, we don&apos;t employ tradies, and we
          don&apos;t perform or guarantee the work. The contract for the work is between the
          homeowner and the tradie.
        </p>
        <h2>2. Accounts</h2>
        <ul>
          <li>You must be at least 18 and give accurate information.</li>
          <li>
            Keep your password to yourself; you are responsible for what happens under your account.
          </li>
          <li>One person, one account. Don&apos;t impersonate anyone.</li>
        </ul>
        <h2>3. Tradies</h2>
        <ul>
          <li>
            You must hold a current ABN and every licence, registration and insurance your work
            legally requires in the state or territory where you do it.
          </li>
          <li>
            We verify your details before you can buy leads, and you must tell us promptly if they
            change.
          </li>
          <li>
            Leads are bought with credits. A standard lead costs 5 credits and an emergency lead 10.
            A lead can be bought by at most 10 tradies.
          </li>
          <li>
            Credits are not money, can&apos;t be transferred or cashed out, and are used only to buy
            leads. Credits already spent on a lead are not refunded because a homeowner chose
            another tradie.
          </li>
          <li>Use homeowners&apos; details only to quote for and carry out their job.</li>
        </ul>
        <h2>4. Homeowners</h2>
        <ul>
          <li>Post real jobs at addresses you are entitled to have work done on.</li>
          <li>
            Only flag a job as an emergency when it is urgent. The emergency posting fee is charged
            before the job is published.
          </li>
          <li>Reviews must be honest and about work actually done.</li>
        </ul>
        <h2>5. Payments</h2>
        <p>
          Card payments are processed by our payment provider. Prices are in Australian dollars and
          include GST. Payments for the work itself are made directly between homeowner and tradie.
        </p>
        <h2>6. Rewards and the leaderboard</h2>
        <p>
          Centra Points, homeowner credits, leaderboard points, badges and free credits are
          promotional. We may change or end these programs with reasonable notice, and we may
          withhold rewards earned through fraud or fake jobs and reviews.
        </p>
        <h2>7. Things you must not do</h2>
        <ul>
          <li>Post false, misleading, offensive or unlawful content.</li>
          <li>Harass anyone, or use the platform to send spam.</li>
          <li>
            Try to get around the lead system, scrape the site or interfere with its security.
          </li>
        </ul>
        <h2>8. Suspension</h2>
        <p>
          We may suspend or close an account that breaks these terms or puts others at risk.
          Suspended users can contact us to ask for a review.
        </p>
        <h2>9. Liability</h2>
        <p>
          To the extent the law allows, {PRODUCT_NAME} is not liable for the quality, safety or
          legality of work arranged through the platform, or for losses arising from dealings
          between homeowners and tradies. Where our liability can&apos;t be excluded, it is limited
          to supplying the service again or refunding what you paid us for it.
        </p>
        <h2>10. Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or
          our <Link to="/contact">contact page</Link>. See also our{' '}
          <Link to="/privacy">privacy policy</Link>.
        </p>
      </Prose>
    </Container>
  );
}
