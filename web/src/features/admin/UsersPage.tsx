import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminUserDetail } from '@/shared/api/types';
import { formatCredits } from '@/shared/format/money';
import { formatDate } from '@/shared/format/time';
import { humanise } from '@/shared/format/words';
import { TextAreaField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { Badge, EmptyMessage } from '@/shared/ui/Status';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import { AdminLedgerTable } from './AdminLedgerTable';
import { useCategoryLabel } from '../meta/queries';
import { adminKeys } from './keys';
import {
  adjustCredits,
  adminUserQueryOptions,
  banUser,
  unbanUser,
  userSearchQueryOptions,
} from './operations-queries';
import { adjustCreditsSchema, banSchema } from './schemas';

function BanForm({ user }: { user: AdminUserDetail }) {
  const queryClient = useQueryClient();
  const banned = user.status === 'banned';
  const form = useZodForm(banSchema, {
    defaultValues: { reason: '' },
    labels: { reason: 'Reason' },
  });
  const mutation = useMutation({
    mutationFn: banned ? unbanUser : banUser,
    onSuccess: async () => {
      form.reset();
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
  if (user.type === 'admin') return null;
  return (
    <Form
      form={form}
      label={banned ? 'Unban this user' : 'Ban this user'}
      onSubmit={({ reason }) => mutation.mutateAsync({ id: user.id, reason })}
      className="space-y-2"
    >
      <TextAreaField
        control={form.control}
        name="reason"
        label={banned ? 'Reason for unbanning' : 'Reason for the ban'}
        hint={banned ? 'Recorded in the audit log.' : 'The user sees this on the suspended page.'}
        className="min-h-16"
      />
      <Button
        type="submit"
        variant={banned ? 'secondary' : 'danger'}
        busy={mutation.isPending}
        busyText="Saving…"
      >
        {banned ? 'Unban' : 'Ban'}
      </Button>
    </Form>
  );
}

function CreditsForm({ user }: { user: AdminUserDetail }) {
  const queryClient = useQueryClient();
  const form = useZodForm(adjustCreditsSchema, {
    defaultValues: { amount: '', reason: '' },
    labels: { amount: 'Credits', reason: 'Reason' },
  });
  return (
    <Form
      form={form}
      label="Adjust credits"
      onSubmit={async ({ amount, reason }) => {
        await adjustCredits({ id: user.id, amount, reason });
        form.reset();
        await queryClient.invalidateQueries({ queryKey: adminUserQueryOptions(user.id).queryKey });
      }}
      className="space-y-2"
    >
      <TextField
        control={form.control}
        name="amount"
        label="Credits"
        inputMode="numeric"
        hint="Positive adds, negative takes away. Recorded as an admin adjustment."
      />
      <TextField control={form.control} name="reason" label="Reason" />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Adjusting…">
        Adjust credits
      </Button>
    </Form>
  );
}

function UserDetail({ id }: { id: string }) {
  const query = useQuery(adminUserQueryOptions(id));
  return (
    <QueryState query={query} loading="Loading the user…" errorTitle="We couldn't load this user">
      {(user) => <UserRecord u={user} />}
    </QueryState>
  );
}

function UserRecord({ u }: { u: AdminUserDetail }) {
  const categoryLabel = useCategoryLabel();
  // A lead purchase or refund references its job: name it from the user's leads and jobs.
  const jobTitles = new Map<string, string>([
    ...u.jobs.map((j) => [j.id, j.title] as const),
    ...u.leads.map((l) => [l.jobId, l.jobTitle] as const),
  ]);
  return (
    <article
      aria-labelledby="user-heading"
      className="space-y-6 rounded-2xl border border-slate-200 p-5 dark:border-slate-800"
    >
      <header>
        <h2 id="user-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {u.firstName} {u.lastName}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {u.email} · {humanise(u.type)} ·{' '}
          <Badge tone={u.status === 'banned' ? 'danger' : 'neutral'}>{humanise(u.status)}</Badge>
          {u.businessName ? ` · ${u.businessName} (ABN ${u.abn})` : ''}
        </p>
        {u.banReason ? <p className="mt-1 text-sm">Ban reason: {u.banReason}</p> : null}
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Joined {formatDate(u.createdAt)} · news {u.newsConsent ? 'on' : 'off'} · balance{' '}
          <strong>{u.balance} credits</strong>
        </p>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <BanForm user={u} />
        <CreditsForm user={u} />
      </div>
      <section>
        <h3 className="font-semibold">Jobs</h3>
        {u.jobs.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
        ) : (
          <ul className="text-sm">
            {u.jobs.map((j) => (
              <li key={j.id}>
                {j.title} · {categoryLabel(j.category)} · {humanise(j.status)} ·{' '}
                {formatDate(j.createdAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="font-semibold">Leads</h3>
        {u.leads.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
        ) : (
          <ul className="text-sm">
            {u.leads.map((l) => (
              <li key={l.id}>
                {l.jobTitle} · {formatCredits(l.priceCredits)} · {humanise(l.status)} ·{' '}
                {formatDate(l.boughtAt)}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="font-semibold">Ledger</h3>
        <AdminLedgerTable entries={u.ledger} jobTitles={jobTitles} />
      </section>
    </article>
  );
}

/** /admin/users: search by name, email or ABN; view, ban/unban and adjust credits. */
export function UsersPage() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const query = useQuery(userSearchQueryOptions(q));
  return (
    <DashboardFrame area="admin" title="Users" intro={<p>Find a user by name, email or ABN.</p>}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(draft.trim());
        }}
        className="mb-6 flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col text-sm font-medium">
          Search users
          <input
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="mt-1 w-72 max-w-full rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <Button type="submit">Search</Button>
      </form>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div>
          <QueryState
            query={query}
            loading="Searching…"
            errorTitle="The search failed"
            empty={<EmptyMessage>Nobody matches.</EmptyMessage>}
          >
            {(users) => (
              <ul className="space-y-1">
                {users.map((u) => (
                  <li key={u.id}>
                    <button
                      type="button"
                      onClick={() => setSelected(u.id)}
                      aria-current={selected === u.id ? 'true' : undefined}
                      className="w-full rounded-md px-3 py-2 text-left text-sm hover:bg-slate-100 aria-[current]:bg-slate-100 dark:hover:bg-slate-800 dark:aria-[current]:bg-slate-800"
                    >
                      <span className="font-medium">
                        {u.firstName} {u.lastName}
                      </span>{' '}
                      <span className="text-slate-600 dark:text-slate-300">
                        {u.email} · {humanise(u.type)}
                        {u.status !== 'active' ? ` · ${humanise(u.status)}` : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </div>
        <div>
          {selected ? <UserDetail id={selected} /> : <EmptyMessage>Choose a user.</EmptyMessage>}
        </div>
      </div>
    </DashboardFrame>
  );
}
