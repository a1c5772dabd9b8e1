import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { DataTable } from '@/shared/ui/DataTable';
import { LoadingMessage } from '@/shared/ui/Status';
import { type Preference, preferencesQueryOptions, savePreferences } from './api';

type Choices = Record<string, { email: boolean; push: boolean }>;

/** The notifications each side of the market can receive (the server's rules send no others). */
const AUDIENCE: Record<'homeowner' | 'tradie', ReadonlySet<Preference['type']>> = {
  homeowner: new Set([
    'lead_bought',
    'quote_received',
    'message_received',
    'level_up',
    'credits_added',
  ]),
  tradie: new Set([
    'lead_matched',
    'hired',
    'not_hired',
    'job_completed',
    'review_received',
    'message_received',
    'leaderboard_award',
    'credits_added',
    'verification_approved',
    'verification_rejected',
  ]),
};

/** Per-type email and push choices for the user's side; in-app notifications are always on. */
export function PreferencesForm({ area }: { area: 'homeowner' | 'tradie' }) {
  const queryClient = useQueryClient();
  const query = useQuery(preferencesQueryOptions());
  const [edits, setEdits] = useState<Choices>({});
  const save = useMutation({
    mutationFn: (items: Preference[]) =>
      savePreferences(items.map(({ type, email, push }) => ({ type, email, push }))),
    onSuccess: (data) => {
      queryClient.setQueryData(preferencesQueryOptions().queryKey, data);
      setEdits({});
    },
  });
  if (query.isPending) return <LoadingMessage>Loading your choices…</LoadingMessage>;
  if (!query.data) return null;
  const items = query.data.items
    .filter((item) => AUDIENCE[area].has(item.type))
    .map((item) => ({ ...item, ...edits[item.type] }));
  const set = (item: Preference, channel: 'email' | 'push', value: boolean) =>
    setEdits((all) => ({
      ...all,
      [item.type]: { email: item.email, push: item.push, [channel]: value },
    }));

  return (
    <section aria-labelledby="preferences-heading" className="mt-10">
      <h2 id="preferences-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        How we tell you
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        Every notification appears here. Choose which ones also come by email or push.
      </p>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(items);
        }}
      >
        <DataTable
          caption="Where each notification comes"
          rows={items}
          rowKey={(item) => item.type}
          columns={[
            { header: 'Notification', cell: (item) => item.label, rowHeader: true },
            ...(['email', 'push'] as const).map((channel) => ({
              header: channel === 'email' ? 'Email' : 'Push',
              cell: (item: Preference) => (
                <input
                  type="checkbox"
                  aria-label={`${item.label}: ${channel}`}
                  checked={item[channel]}
                  onChange={(event) => set(item, channel, event.target.checked)}
                  className="h-4 w-4"
                />
              ),
            })),
          ]}
        />
        <div className="mt-4 flex items-center gap-3">
          <Button type="submit" disabled={save.isPending || Object.keys(edits).length === 0}>
            {save.isPending ? 'Saving…' : 'Save choices'}
          </Button>
          {save.isSuccess ? <p role="status">Saved.</p> : null}
        </div>
        {save.isError ? (
          <Alert tone="error" className="mt-3">
            <p>Your choices could not be saved. Try again.</p>
          </Alert>
        ) : null}
      </form>
    </section>
  );
}
