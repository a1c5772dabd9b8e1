import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { formatRelativeTime } from '@/shared/format/time';
import { useNow } from '@/shared/format/useNow';
import { Button } from '@/shared/ui/Button';
import { QueryState } from '@/shared/ui/QueryState';
import { EmptyMessage } from '@/shared/ui/Status';
import { messageSearchQueryOptions } from './api';

/** The body with every occurrence of `text` (any case) marked. */
export function Highlighted({ body, text }: { body: string; text: string }) {
  const needle = text.toLowerCase();
  const parts: { text: string; hit: boolean }[] = [];
  let from = 0;
  for (;;) {
    const at = needle ? body.toLowerCase().indexOf(needle, from) : -1;
    if (at < 0) break;
    if (at > from) parts.push({ text: body.slice(from, at), hit: false });
    parts.push({ text: body.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < body.length) parts.push({ text: body.slice(from), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * Searches the text of every message in the user's conversations. While a search is shown,
 * `onActive(true)` lets the page hide the conversation list.
 */
export function MessageSearch({
  path,
  myId,
  onActive,
}: {
  path: '/dashboard/messages' | '/dashboard/tradie/messages';
  myId: string;
  onActive: (active: boolean) => void;
}) {
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const now = useNow();
  const results = useQuery({ ...messageSearchQueryOptions(text), enabled: text.length >= 2 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    setTooShort(wanted.length < 2);
    if (wanted.length < 2) return;
    setText(wanted);
    onActive(true);
  };
  const clear = () => {
    setDraft('');
    setText('');
    setTooShort(false);
    onActive(false);
  };

  return (
    <div className="mb-4">
      <form
        role="search"
        aria-label="Search messages"
        onSubmit={submit}
        className="flex flex-wrap gap-2"
      >
        <label htmlFor="message-search" className="sr-only">
          Search messages
        </label>
        <input
          id="message-search"
          type="search"
          value={draft}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="Search messages"
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? 'message-search-error' : undefined}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
        {text ? (
          <Button variant="ghost" onClick={clear}>
            Clear
          </Button>
        ) : null}
      </form>
      {tooShort ? (
        <p
          id="message-search-error"
          role="alert"
          className="mt-1 text-sm text-red-700 dark:text-red-300"
        >
          Type at least 2 characters to search.
        </p>
      ) : null}
      {text ? (
        <section aria-label={`Messages containing “${text}”`} className="mt-4">
          <QueryState
            query={results}
            loading="Searching…"
            isEmpty={(found) => found.items.length === 0}
            empty={<EmptyMessage>No messages contain “{text}”.</EmptyMessage>}
          >
            {(found) => (
              <ul className="space-y-2">
                {found.items.map((hit) => (
                  <li key={hit.message.id}>
                    <Link
                      to={path}
                      search={{ conversation: hit.conversationId }}
                      onClick={clear}
                      className="block rounded-xl border border-slate-200 px-3 py-2 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
                    >
                      <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">
                        {hit.otherParty.name} · {hit.jobTitle}
                      </span>
                      <span className="block text-sm text-slate-700 dark:text-slate-300">
                        {hit.message.senderId === myId ? 'You: ' : ''}
                        <Highlighted body={hit.message.body} text={text} />
                      </span>
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        {formatRelativeTime(hit.message.createdAt, now)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
        </section>
      ) : null}
    </div>
  );
}
