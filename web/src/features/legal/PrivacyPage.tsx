import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/shared/config/product';
import { Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';

export function PrivacyPage() {
  return (
    <Container narrow className="py-12">
      <Seo
        title="Privacy Policy"
        description={`How ${PRODUCT_NAME} collects, uses and protects your personal information under the Australian Privacy Principles.`}
      />
      <PageHeading title="Privacy Policy" intro="Last updated 1 November 2026." />
      <Prose>
        <p>
          {PRODUCT_NAME} handles personal information in line with the <em>Privacy Act 1988</em>{' '}
          (Cth) and the Australian Privacy Principles (APPs). This policy explains what we collect,
          why, who sees it and how you can access or correct it.
        </p>
        <h2>What we collect</h2>
        <ul>
          <li>
            Account details: name, email, password (stored only as a secure hash), and optionally
            phone, suburb, state and postcode.
          </li>
          <li>
            For tradies: business name, ABN, licence number and state, trade categories and service
            area.
          </li>
          <li>Jobs, photos, messages, quotes and reviews you create.</li>
          <li>
            Payment records (the payment provider holds your card details; we never see full card
            numbers).
          </li>
          <li>
            Technical data such as your browser, device and a session cookie that keeps you logged
            in.
          </li>
        </ul>
        <h2>Why we collect it (APP 3 and 6)</h2>
        <p>
          To run the marketplace: verify tradies, show jobs to the right tradies, let you message
          each other, process payments, prevent fraud and meet our legal obligations. We only use
          your information for these purposes or ones you would reasonably expect.
        </p>
        <h2>Who sees it</h2>
        <ul>
          <li>
            Before buying your lead, tradies see your job, its category, your general area and
            budget — never your name or contact details.
          </li>
          <li>
            After buying, a tradie sees your first name, suburb, the full description and photos,
            and can message you in the app.
          </li>
          <li>
            Tradies&apos; public profiles show their business name, trades, licence state, service
            area and reviews.
          </li>
          <li>
            Service providers who help us run {PRODUCT_NAME} (hosting, email, payments,
            notifications) under contracts that protect your information.
          </li>
        </ul>
        <p>We don&apos;t sell personal information.</p>
        <h2>Overseas disclosure (APP 8)</h2>
        <p>
          Some of our service providers may store data outside Australia. When they do, we take
          reasonable steps to make sure they handle it consistently with the APPs.
        </p>
        <h2>Security (APP 11)</h2>
        <p>
          Passwords are hashed, connections are encrypted, sessions use secure cookies and access to
          personal information is limited to staff who need it. If a data breach is likely to cause
          serious harm, we will notify you and the Office of the Australian Information Commissioner
          (OAIC).
        </p>
        <h2>Your device preferences</h2>
        <p>
          We store your theme choice and whether you dismissed the early-access banner in your
          browser&apos;s local storage. They stay on your device and are kept when you log out.
        </p>
        <h2>Access and correction (APP 12 and 13)</h2>
        <p>
          You can see and update most of your details in your dashboard. To ask for a copy of the
          information we hold about you, or to correct or delete it, email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We respond within 30 days.
        </p>
        <h2>Complaints</h2>
        <p>
          If you&apos;re unhappy with how we handled your information, contact us first through the{' '}
          <Link to="/contact">contact page</Link>. If we don&apos;t resolve it, you can complain to
          the OAIC at oaic.gov.au.
        </p>
      </Prose>
    </Container>
  );
}
