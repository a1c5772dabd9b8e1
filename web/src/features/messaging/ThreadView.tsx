import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatRelativeTime } from '@/shared/format/time';
import { useNow } from '@/shared/format/useNow';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { buttonClass } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import { LoadingMessage } from '@/shared/ui/Status';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { RetryAlert } from '@/shared/ui/RetryAlert';
import type { ChatMessage, Conversation } from './api';
import { useThread } from './useThread';

const MAX_LENGTH = 4000;

/** One conversation: messages as plain text, live; a composer with retry for unsent ones. */
export function ThreadView({ conversation, myId }: { conversation: Conversation; myId: string }) {
  const thread = useThread(conversation.id, myId);
  const now = useNow();
  const [draft, setDraft] = useState('');
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const bottom = useRef<HTMLDivElement>(null);
  const count = thread.messages.length + thread.pending.length;
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const lastMine = thread.messages.filter((m) => m.senderId === myId).at(-1);
  const closed = thread.closedNotice !== null || conversation.closedReason !== null;
  const tooLong = draft.trim().length > MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = draft.trim();
    if (!body || tooLong) return;
    setDraft('');
    void thread.send(body);
  };

  return (
    <section
      aria-label={`Conversation with ${conversation.otherParty.name}`}
      className="flex min-h-[24rem] min-w-0 flex-col rounded-2xl border border-slate-200 dark:border-slate-700"
    >
      <header className="border-b border-slate-200 px-4 py-3 dark:border-slate-700">
        <h2 className="font-semibold text-slate-900 dark:text-white">
          {conversation.otherParty.name}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{conversation.jobTitle}</p>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto px-4 py-4" aria-live="polite">
        {thread.isLoading ? <LoadingMessage>Loading messages…</LoadingMessage> : null}
        {thread.isError ? (
          <RetryAlert message="The messages could not be loaded." onRetry={thread.refetch} />
        ) : null}
        {!thread.isLoading && count === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            No messages yet. Say hello and agree on the details.
          </p>
        ) : null}
        <ol className="space-y-3">
          {thread.messages.map((message) => {
            const mine = message.senderId === myId;
            return (
              <li key={message.id} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div
                  data-testid="message"
                  className={cn(
                    'max-w-[80%] rounded-2xl px-4 py-2',
                    mine
                      ? 'bg-brand-700 text-white dark:bg-brand-400 dark:text-slate-950'
                      : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
                  )}
                >
                  {message.deletedAt ? (
                    <p className="italic opacity-80">
                      {mine ? 'You deleted this message' : 'This message was deleted'}
                    </p>
                  ) : null}
                  {message.hasImage ? (
                    <img
                      src={`/api/conversations/${conversation.id}/messages/${message.id}/image`}
                      alt={`Picture from ${mine ? 'you' : conversation.otherParty.name}`}
                      loading="lazy"
                      className="mb-1 h-auto max-h-64 max-w-full rounded-lg"
                    />
                  ) : null}
                  {/* Text only: React escapes it, nothing is parsed as HTML. */}
                  {message.body ? (
                    <p className="wrap-anywhere whitespace-pre-wrap">{message.body}</p>
                  ) : null}
                  <p className="mt-1 text-xs opacity-80">
                    {formatRelativeTime(message.createdAt, now)}
                    {mine && message.id === lastMine?.id && thread.otherReadSeq >= message.seq
                      ? ' · Seen'
                      : ''}
                    {mine && !message.deletedAt && !closed ? (
                      <>
                        {' · '}
                        <button
                          type="button"
                          className="underline"
                          onClick={() => setDeleting(message)}
                          aria-label={`Delete your message from ${formatRelativeTime(message.createdAt, now)}`}
                        >
                          Delete
                        </button>
                      </>
                    ) : null}
                  </p>
                </div>
              </li>
            );
          })}
          {thread.pending.map((p) => (
            <li key={p.clientId} className="flex justify-end">
              <div className="max-w-[80%] rounded-2xl bg-slate-200 px-4 py-2 text-slate-900 dark:bg-slate-700 dark:text-slate-100">
                {p.image ? <p className="text-sm">Picture: {p.image.name}</p> : null}
                {p.body ? <p className="wrap-anywhere whitespace-pre-wrap">{p.body}</p> : null}
                {p.status === 'sending' ? (
                  <p className="mt-1 text-xs">Sending…</p>
                ) : (
                  <p className="mt-1 text-xs text-red-700 dark:text-red-300" role="alert">
                    {p.error ?? 'Not sent'} —{' '}
                    <button
                      type="button"
                      className="font-semibold underline"
                      onClick={() => void thread.retry(p)}
                    >
                      retry
                    </button>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
        <div ref={bottom} />
      </div>
      <p className="min-h-5 px-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
        {thread.otherTyping ? `${conversation.otherParty.name} is typing…` : ''}
      </p>
      {closed ? (
        <Alert tone="info" title="This conversation is read-only" className="m-3">
          {thread.closedNotice ?? 'The lead was refunded.'}
        </Alert>
      ) : (
        <form
          onSubmit={submit}
          className="flex items-end gap-2 border-t border-slate-200 p-3 dark:border-slate-700"
        >
          <label htmlFor="message-draft" className="sr-only">
            Message
          </label>
          <textarea
            id="message-draft"
            value={draft}
            rows={2}
            onChange={(event) => {
              setDraft(event.target.value);
              thread.typing();
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) submit(event);
            }}
            aria-invalid={tooLong}
            aria-describedby={tooLong ? 'message-too-long' : undefined}
            placeholder="Write a message"
            className="min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
          {/* The file input is hidden: its keyboard focus shows on the button-like label. */}
          <label
            className={cn(
              buttonClass({ variant: 'secondary' }),
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-400',
            )}
          >
            <span>Photo</span>
            <span className="sr-only"> (attach a picture)</span>
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void thread.sendImage(file);
              }}
            />
          </label>
          <Button type="submit" disabled={!draft.trim() || tooLong}>
            Send
          </Button>
        </form>
      )}
      {tooLong ? (
        <p id="message-too-long" className="px-3 pb-3 text-sm text-red-700 dark:text-red-300">
          At most {MAX_LENGTH.toLocaleString('en-AU')} characters ({draft.trim().length} now).
        </p>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this message?"
        confirmLabel="Delete for both of us"
        busyText="Deleting…"
        danger
        action={() => thread.remove(deleting!.id)}
        onDone={() => setDeleting(null)}
        onClose={() => setDeleting(null)}
      >
        It disappears for {conversation.otherParty.name} too, picture and all. The thread shows that
        a message was deleted.
      </ConfirmDialog>
    </section>
  );
}
