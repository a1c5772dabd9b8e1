import { Link } from '@tanstack/react-router';
import { PRODUCT_NAME } from '@/shared/config/product';
import { buttonClass } from '@/shared/ui/button';
import { Container, PageSection } from '@/shared/ui/Page';
import { HOW_IT_WORKS_STEPS } from './steps';

export function HowItWorksSection() {
  return (
    <PageSection>
      <Container>
        <h2 className="text-center text-3xl font-bold text-slate-900 dark:text-white">
          How {PRODUCT_NAME} Works
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map((step) => (
            <li
              key={step.number}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white dark:bg-brand-400 dark:text-slate-950"
              >
                {step.number}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                <span className="sr-only">Step {step.number}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 text-center">
          <Link to="/how-it-works" className={buttonClass({ variant: 'secondary' })}>
            Learn more about how it works
          </Link>
        </div>
      </Container>
    </PageSection>
  );
}
