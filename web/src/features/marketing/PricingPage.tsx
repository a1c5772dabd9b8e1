import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/shared/config/product';
import { formatAud } from '@/shared/format/money';
import { buttonClass } from '@/shared/ui/button';
import { Card, Container, PageHeading, Prose } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { useProduct } from '../meta/queries';
import { LoadingPlaceholder } from '../shell/LoadingPlaceholder';
import { centsPerCredit, creditPriceSentence } from './credit-price';

export function PricingPage() {
  const product = useProduct();
  if (!product) return <LoadingPlaceholder />;
  return (
    <Container className="py-12">
      <Seo
        title="Pricing"
        description={`Free for homeowners. Tradies pay per lead: ${product.leadPriceCredits.standard} credits for a standard lead, ${product.leadPriceCredits.emergency} for an emergency lead. No monthly fees, no commission.`}
      />
      <PageHeading
        eyebrow="Pricing"
        title="Simple, flat lead pricing"
        intro="Posting jobs is free for Centra Residents. Tradies only pay for the leads they choose — no monthly fees and no commission on your work."
      />

      <section aria-labelledby="lead-prices" className="grid gap-6 md:grid-cols-2">
        <h2 id="lead-prices" className="sr-only">
          Lead prices
        </h2>
        <Card>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Standard lead</h3>
          <p className="mt-2 text-4xl font-extrabold text-slate-900 dark:text-white">
            {product.leadPriceCredits.standard} credits
          </p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Any regular job in your trades and service area.
          </p>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-white">Emergency lead</h3>
          <p className="mt-2 text-4xl font-extrabold text-slate-900 dark:text-white">
            {product.leadPriceCredits.emergency} credits
          </p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Urgent jobs the homeowner has paid to flag; they sit at the top of your feed.
          </p>
        </Card>
      </section>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        {creditPriceSentence(product)} Each lead can be bought by at most{' '}
        {product.maxTradiesPerLead} tradies. Clients pay you directly for the work — {PRODUCT_NAME}{' '}
        takes no commission.
      </p>

      <section aria-labelledby="bundles-heading" className="mt-16">
        <h2 id="bundles-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
          Credit bundles
        </h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Prices in Australian dollars, GST included. Pay by card.
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {product.creditBundles.map((bundle) => (
            <li key={bundle.id}>
              <Card className="h-full text-center">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  {bundle.name}
                </h3>
                <p className="mt-3 text-3xl font-extrabold text-slate-900 dark:text-white">
                  {formatAud(bundle.priceCents)}
                </p>
                <p className="mt-1 font-medium text-brand-700 dark:text-brand-400">
                  {bundle.credits} credits
                </p>
                <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
                  about {formatAud(centsPerCredit(bundle))} per credit
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            to="/register"
            search={{ type: 'tradie' }}
            className={buttonClass({ variant: 'primary' })}
          >
            Join as a Tradie
          </Link>
          <Link to="/pay/starter" className={buttonClass({ variant: 'secondary' })}>
            Buy the Starter pack
          </Link>
        </div>
      </section>

      <section aria-labelledby="pricing-notes" className="mt-16 max-w-3xl">
        <h2 id="pricing-notes" className="text-2xl font-bold text-slate-900 dark:text-white">
          Good to know
        </h2>
        <div className="mt-4">
          <Prose>
            <ul>
              <li>
                Homeowners never pay to post a standard job. Emergency jobs carry a small posting
                fee ({formatAud(product.emergencyFeeCents)}) so the emergency feed stays genuine.
              </li>
              <li>
                The first {product.signupBonus.spots} tradies to join get{' '}
                {product.signupBonus.credits} credits free — enough for a standard lead.
              </li>
              <li>The top five tradies on the weekly leaderboard win free credits every Sunday.</li>
              <li>Credits are for buying leads; tradie credits can&apos;t be cashed out.</li>
            </ul>
          </Prose>
        </div>
      </section>
    </Container>
  );
}
