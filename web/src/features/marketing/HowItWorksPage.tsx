import { Link } from '@tanstack/react-router';
import type { Product } from '@/shared/api/types';
import { PRODUCT_NAME } from '@/shared/config/product';
import { buttonClass } from '@/shared/ui/button';
import { Card, Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { HOW_IT_WORKS_STEPS } from '../landing/steps';
import { useProduct } from '../meta/queries';
import { LoadingPlaceholder } from '../shell/LoadingPlaceholder';

function tradieSteps(product: Product) {
  return [
    {
      title: 'Sign up and get verified',
      text: 'Tell us your ABN, trade licence, trades and service area. Our team checks them, usually within one business day.',
    },
    {
      title: 'Browse leads in your area',
      text: 'See jobs in your trades near your service postcode, with emergency jobs at the top. You see the budget and how many slots are left before you spend anything.',
    },
    {
      title: 'Buy the leads you want',
      text: `A standard lead is ${product.leadPriceCredits.standard} credits, an emergency lead ${product.leadPriceCredits.emergency}. At most ${product.maxTradiesPerLead} tradies can buy each lead.`,
    },
    {
      title: 'Quote, win and get paid directly',
      text: 'Message the homeowner, send your quote and do the job. The client pays you directly — we never take a commission.',
    },
  ];
}

function StepCards({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="mt-6 grid gap-6 md:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title}>
          <Card className="h-full">
            <p className="text-sm font-semibold text-brand-700 dark:text-brand-400">
              Step {index + 1}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{step.text}</p>
          </Card>
        </li>
      ))}
    </ol>
  );
}

export function HowItWorksPage() {
  const product = useProduct();
  if (!product) return <LoadingPlaceholder />;
  return (
    <Container className="py-12">
      <Seo
        title="How It Works"
        description={`How ${PRODUCT_NAME} works: homeowners post a job free and compare quotes from verified local tradies; tradies buy only the leads they want, with no commission.`}
      />
      <PageHeading
        eyebrow="How It Works"
        title={`How ${PRODUCT_NAME} works`}
        intro="A simple, fair way for homeowners and licensed tradies to find each other. Here's what happens on each side."
      />

      <section aria-labelledby="residents-heading" className="mt-12">
        <h2 id="residents-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          For Centra Residents (homeowners)
        </h2>
        <StepCards steps={HOW_IT_WORKS_STEPS} />
        <div className="mt-6">
          <Link to="/post-job" className={buttonClass({ variant: 'primary' })}>
            Post a Job
          </Link>
        </div>
      </section>

      <section aria-labelledby="tradies-heading" className="mt-16">
        <h2 id="tradies-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          For tradies
        </h2>
        <StepCards steps={tradieSteps(product)} />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/register"
            search={{ type: 'tradie' }}
            className={buttonClass({ variant: 'primary' })}
          >
            Join as a Tradie
          </Link>
          <Link to="/pricing" className={buttonClass({ variant: 'secondary' })}>
            See lead pricing
          </Link>
        </div>
      </section>

      <section aria-labelledby="extras-heading" className="mt-16 max-w-3xl">
        <h2 id="extras-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          Rewards on both sides
        </h2>
        <div className="mt-4">
          <Prose>
            <p>
              Homeowners earn Centra Points and credits for every completed job and every review;
              points lift your level and credits turn into digital gift cards.{' '}
              <Link to="/blog/$slug" params={{ slug: 'centra-rewards-explained' }}>
                How Centra Rewards work
              </Link>
              .
            </p>
            <p>
              Tradies climb a weekly leaderboard for completed jobs and good reviews, and the top
              five win free credits every Sunday.{' '}
              <Link to="/blog/$slug" params={{ slug: 'weekly-tradie-leaderboard' }}>
                How the leaderboard works
              </Link>
              .
            </p>
          </Prose>
        </div>
      </section>
    </Container>
  );
}
