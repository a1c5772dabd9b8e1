import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { inputClass } from '@/shared/forms/FieldFrame';
import { Card } from '@/shared/ui/Page';
import { QueryState } from '@/shared/ui/QueryState';
import { EmptyMessage } from '@/shared/ui/Status';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ContactForm } from '../contact/ContactForm';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { metaQueryOptions } from '../meta/queries';
import { type HelpRole, type HelpTopic, helpTopics, searchTopics } from './help-topics';

function Answers({ topics }: { topics: HelpTopic[] }) {
  const [query, setQuery] = useState('');
  const id = useId();
  const found = searchTopics(topics, query);
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
        Answers
      </h2>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium">
          Search the answers
        </label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. refund, leaderboard, delete"
          className={inputClass()}
        />
      </div>
      <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
        {found.length} {found.length === 1 ? 'answer' : 'answers'}
      </p>
      {found.length === 0 ? (
        <EmptyMessage>Nothing matches that. Try other words, or ask us below.</EmptyMessage>
      ) : (
        <ul className="space-y-3">
          {found.map((topic) => (
            <li key={topic.id}>
              <details className="group rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                <summary className="cursor-pointer font-semibold text-slate-900 dark:text-white">
                  {topic.question}{' '}
                  <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
                    ({topic.area})
                  </span>
                </summary>
                <p className="mt-3 text-slate-700 dark:text-slate-200">{topic.answer}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function HelpPage({ role }: { role: HelpRole }) {
  const user = useCurrentUser();
  const meta = useQuery(metaQueryOptions());
  return (
    <DashboardFrame
      area={role}
      title="Help"
      intro={
        role === 'homeowner'
          ? 'Answers for Centra Residents, and how to reach a person.'
          : 'Answers for tradies, and how to reach a person.'
      }
    >
      <QueryState query={meta} loading="Loading answers…" errorTitle="We couldn't load the answers">
        {(data) => <Answers topics={helpTopics(role, data.product, data.productName)} />}
      </QueryState>
      <Card className="mt-10">
        <h2 className="mb-4 text-lg font-bold text-slate-900 dark:text-white">
          Still stuck? Ask us
        </h2>
        <ContactForm name={`${user.firstName} ${user.lastName}`} email={user.email} />
      </Card>
    </DashboardFrame>
  );
}

export function HomeownerHelpPage() {
  return <HelpPage role="homeowner" />;
}

export function TradieHelpPage() {
  return <HelpPage role="tradie" />;
}
