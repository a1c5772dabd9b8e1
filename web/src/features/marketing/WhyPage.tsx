import { Link } from '@tanstack/react-router';
import type { Product } from '@/shared/api/types';
import { PRODUCT_NAME } from '@/shared/config/product';
import { buttonClass } from '@/shared/ui/button';
import { Card, Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { useProduct } from '../meta/queries';
import { LoadingPlaceholder } from '../shell/LoadingPlaceholder';

function forResidents(product: Product) {
  return [
    {
      title: 'Free to post, free to compare',
      text: 'Posting a job and receiving quotes costs you nothing. You only ever pay the tradie you hire, directly.',
    },
    {
      title: 'Only verified tradies',
      text: 'Every tradie is checked before they can quote: ABN, trade licence and identity.',
    },
    {
      title: 'No flood of phone calls',
      text: `At most ${product.maxTradiesPerLead} tradies can respond to a job, and your contact details stay private until you choose to talk.`,
    },
    {
      title: 'Rewards for getting things done',
      text: 'Earn Centra Points and credits for completed jobs and reviews, and redeem credits for digital gift cards.',
    },
  ];
}

function forTradies(product: Product) {
  return [
    {
      title: 'Pay per lead, never per job',
      text: `${product.leadPriceCredits.standard} credits for a standard lead, ${product.leadPriceCredits.emergency} for an emergency. No monthly fees, no commission, no lock-in contract.`,
    },
    {
      title: 'Real odds of winning',
      text: `Leads close after ${product.maxTradiesPerLead} tradies, so you're never one quote in fifty.`,
    },
    {
      title: 'Work near you',
      text: 'Set your service postcode and radius and only see jobs you can actually get to.',
    },
    {
      title: 'Rewarded for quality',
      text: 'Good reviews lift you up the weekly leaderboard, and the top five win free credits every Sunday.',
    },
  ];
}

function BenefitGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="mt-6 grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full">
            <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{item.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function WhyPage() {
  const product = useProduct();
  if (!product) return <LoadingPlaceholder />;
  return (
    <Container className="py-12">
      <Seo
        title={`Why ${PRODUCT_NAME}`}
        description={`Why homeowners and tradies choose ${PRODUCT_NAME}: free job posting, verified tradies, flat per-lead pricing and no commission.`}
      />
      <PageHeading
        eyebrow={`Why ${PRODUCT_NAME}`}
        title="A fairer way to find and hire tradies"
        intro="Lead sites too often charge tradies a fortune and bombard homeowners with calls. We built Tradiehub to be fair to both."
      />
      <section aria-labelledby="why-residents">
        <h2 id="why-residents" className="text-2xl font-bold text-slate-900 dark:text-white">
          For Centra Residents
        </h2>
        <BenefitGrid items={forResidents(product)} />
      </section>
      <section aria-labelledby="why-tradies" className="mt-16">
        <h2 id="why-tradies" className="text-2xl font-bold text-slate-900 dark:text-white">
          For tradies
        </h2>
        <BenefitGrid items={forTradies(product)} />
      </section>
      <div className="mt-12 flex flex-wrap gap-3">
        <Link
          to="/register"
          search={{ type: 'homeowner' }}
          className={buttonClass({ variant: 'primary' })}
        >
          Join as a Centra Resident
        </Link>
        <Link
          to="/register"
          search={{ type: 'tradie' }}
          className={buttonClass({ variant: 'secondary' })}
        >
          Join as a Tradie
        </Link>
      </div>
    </Container>
  );
}
