import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Product } from '@/shared/api/types';
import { PRODUCT_NAME } from '@/shared/config/product';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { formatAud } from '@/shared/format/money';
import { textLinkClass } from '@/shared/ui/link';
import { useProduct } from '../meta/queries';
import { LoadingPlaceholder } from '../shell/LoadingPlaceholder';
import { creditPriceSentence } from './credit-price';

interface Faq {
  question: string;
  answer: ReactNode;
}

function residentFaqs(product: Product): Faq[] {
  return [
    {
      question: `Does it cost anything to post a job on ${PRODUCT_NAME}?`,
      answer: `No. Posting a job and receiving quotes is free. Emergency jobs carry a small posting fee (${formatAud(product.emergencyFeeCents)}) that is paid before the job goes live.`,
    },
    {
      question: 'How many tradies will contact me?',
      answer: `At most ${product.maxTradiesPerLead}. Once ${product.maxTradiesPerLead} tradies have bought your job's lead it closes.`,
    },
    {
      question: 'What do tradies see about me?',
      answer:
        'Before buying your lead, tradies see the job, its category, your general area and budget. After buying, they see your first name, suburb, the full description and your photos. Your email and phone number are never shown.',
    },
    {
      question: 'How do I pay the tradie?',
      answer: `Directly, the way you agree with them. ${PRODUCT_NAME} doesn't hold your money and takes no commission.`,
    },
    {
      question: 'What are Centra Points and credits?',
      answer: (
        <>
          You earn both for completed jobs and reviews. Points set your level; credits can be
          redeemed for digital gift cards.{' '}
          <Link to="/blog/$slug" params={{ slug: 'centra-rewards-explained' }}>
            Read how rewards work
          </Link>
          .
        </>
      ),
    },
  ];
}

function tradieFaqs(product: Product): Faq[] {
  return [
    {
      question: 'How much does a lead cost?',
      answer: `${product.leadPriceCredits.standard} credits for a standard lead and ${product.leadPriceCredits.emergency} credits for an emergency lead. ${creditPriceSentence(product)}`,
    },
    {
      question: 'Are there monthly fees or commissions?',
      answer:
        'Neither. You buy credits when you want them and keep everything the client pays you.',
    },
    {
      question: 'How long does verification take?',
      answer:
        'Usually one business day. We check your ABN, licence and identity. If we can’t approve you we tell you why, so you can fix it and reapply.',
    },
    {
      question: 'How does the weekly leaderboard work?',
      answer: (
        <>
          Completed jobs and good reviews earn points over a rolling 90 days. Every Sunday at
          midnight (Sydney time) the top five win free credits.{' '}
          <Link to="/blog/$slug" params={{ slug: 'weekly-tradie-leaderboard' }}>
            Full leaderboard rules
          </Link>
          .
        </>
      ),
    },
  ];
}

function FaqList({ items }: { items: Faq[] }) {
  return (
    <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
      {items.map((faq) => (
        <details
          key={faq.question}
          className="group p-5 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-400"
        >
          <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden dark:text-white">
            <span className="flex items-center justify-between gap-4">
              {faq.question}
              <span
                aria-hidden="true"
                className="text-brand-700 transition-transform group-open:rotate-45 dark:text-brand-400"
              >
                +
              </span>
            </span>
          </summary>
          <div className="mt-3 text-slate-600 dark:text-slate-300">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}

export function FaqPage() {
  const product = useProduct();
  if (!product) return <LoadingPlaceholder />;
  return (
    <Container narrow className="py-12">
      <Seo
        title="FAQ"
        description={`Answers to common questions about ${PRODUCT_NAME} for homeowners and tradies.`}
      />
      <PageHeading
        eyebrow="FAQ"
        title="Frequently asked questions"
        intro={
          <>
            Can&apos;t find your answer?{' '}
            <Link to="/contact" className={textLinkClass}>
              Contact us
            </Link>
            .
          </>
        }
      />
      <section aria-labelledby="faq-residents">
        <h2 id="faq-residents" className="text-xl font-bold text-slate-900 dark:text-white">
          For Centra Residents
        </h2>
        <FaqList items={residentFaqs(product)} />
      </section>
      <section aria-labelledby="faq-tradies" className="mt-10">
        <h2 id="faq-tradies" className="text-xl font-bold text-slate-900 dark:text-white">
          For tradies
        </h2>
        <FaqList items={tradieFaqs(product)} />
      </section>
    </Container>
  );
}
