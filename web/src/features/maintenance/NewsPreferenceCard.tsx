import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { newsPreferenceQueryOptions, setNewsPreference } from './news';

/** The news opt-in (Spam Act consent): off until the user ticks it. */
export function NewsPreferenceCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(newsPreferenceQueryOptions());
  const save = useMutation({
    mutationFn: setNewsPreference,
    onSuccess: (data) => queryClient.setQueryData(newsPreferenceQueryOptions().queryKey, data),
  });
  return (
    <section className="rounded-2xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 size-4"
          checked={query.data?.subscribed ?? false}
          disabled={query.isPending || save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        <label htmlFor={id} className="text-sm">
          <span className="font-semibold">Email me Tradiehub news and offers</span>
          <span className="block text-slate-600 dark:text-slate-300">
            Occasional announcements. Unsubscribe any time with one click; account emails are not
            affected.
          </span>
        </label>
      </div>
      {save.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          Saving failed. Please try again.
        </p>
      ) : null}
    </section>
  );
}
