import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/shared/api/errors';
import type { Audience, BulkEmail } from '@/shared/api/types';
import { AU_STATES } from '@/shared/config/product';
import { formatDate } from '@/shared/format/time';
import {
  CheckboxGroupField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { Badge, EmptyMessage, LoadingMessage } from '@/shared/ui/Status';
import { metaQueryOptions } from '../meta/queries';
import { DashboardFrame } from '../dashboard/DashboardFrame';
import {
  bulkEmailsQueryOptions,
  cancelBulkEmail,
  previewAudience,
  sendBulkEmail,
  sendTestEmail,
} from './operations-queries';
import { AUDIENCE_GROUPS, bulkEmailSchema } from './schemas';

type Values = {
  subject: string;
  body: string;
  group: Audience['group'];
  states: string[];
  trades: string[];
};

const audienceOf = (v: Pick<Values, 'group' | 'states' | 'trades'>): Audience => ({
  group: v.group,
  states: v.states as Audience['states'],
  trades: v.trades,
});

function Progress({ email }: { email: BulkEmail }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelBulkEmail(email.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkEmailsQueryOptions().queryKey }),
  });
  const { sent, failed, skipped, pending } = email.progress;
  const done = sent + failed + skipped;
  const percent = email.total === 0 ? 100 : Math.round((done / email.total) * 100);
  const tone =
    email.status === 'done' ? 'success' : email.status === 'cancelled' ? 'warning' : 'brand';
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900 dark:text-white">{email.subject}</p>
        <Badge tone={tone}>{email.status}</Badge>
      </div>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {formatDate(email.createdAt)} · {email.total} recipients
      </p>
      <div
        role="progressbar"
        aria-label={`Progress of ${email.subject}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="bg-brand-600 h-full transition-all" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm tabular-nums" aria-live="polite">
        {percent} % · sent {sent} · failed {failed} · skipped {skipped} · remaining {pending}
      </p>
      {email.status === 'sending' ? (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          onClick={() => cancel.mutate()}
          busy={cancel.isPending}
          busyText="Cancelling…"
        >
          Cancel sending
        </Button>
      ) : null}
    </li>
  );
}

function Campaigns() {
  const query = useQuery(bulkEmailsQueryOptions());
  if (query.isPending) return <LoadingMessage>Loading sent emails…</LoadingMessage>;
  if (query.isError) return <Alert tone="error">We couldn&apos;t load the sent emails.</Alert>;
  if (query.data.length === 0) return <EmptyMessage>No bulk email has been sent yet.</EmptyMessage>;
  return (
    <ul className="space-y-3">
      {query.data.map((email) => (
        <Progress key={email.id} email={email} />
      ))}
    </ul>
  );
}

/** /admin/bulk-email: compose, choose the audience, preview, test, send, follow progress. */
export function BulkEmailPage() {
  const queryClient = useQueryClient();
  const meta = useQuery(metaQueryOptions());
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const form = useZodForm(bulkEmailSchema, {
    defaultValues: { subject: '', body: '', group: 'tradies', states: [], trades: [] },
    labels: {
      subject: 'Subject',
      body: 'Message',
      group: 'Audience',
      states: 'States',
      trades: 'Trades',
    },
  });
  const { control } = form;
  const send = useMutation({
    mutationFn: sendBulkEmail,
    onSuccess: async (email) => {
      setNotice(`Sending “${email.subject}” to ${email.total} recipients.`);
      form.reset();
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: bulkEmailsQueryOptions().queryKey });
    },
  });
  const runPreview = async () => {
    setNotice(null);
    const v = form.getValues();
    try {
      const n = await previewAudience(audienceOf(v));
      setPreview(
        `${n} ${n === 1 ? 'person' : 'people'} will receive it (only those who agreed to news).`,
      );
    } catch (error) {
      setPreview(isApiError(error) ? error.message : 'The preview failed. Please try again.');
    }
  };
  const runTest = async () => {
    if (!(await form.trigger(['subject', 'body']))) return;
    const v = form.getValues();
    try {
      await sendTestEmail({ subject: v.subject, body: v.body });
      setNotice('A test copy was sent to your own address (see the mail outbox locally).');
    } catch (error) {
      setNotice(isApiError(error) ? error.message : 'The test send failed.');
    }
  };
  const trades = (meta.data?.categories ?? []).map((c) => ({ value: c.id, label: c.label }));
  return (
    <DashboardFrame
      area="admin"
      title="Bulk email"
      intro={
        <p>
          Write to groups of users. Under the Spam Act 2003 it only goes to people who opted in to
          news, names Tradiehub as the sender and carries a one-click unsubscribe link. Password
          resets and other account mail are never affected.
        </p>
      }
    >
      {notice ? (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      ) : null}
      <Form
        form={form}
        label="Compose a bulk email"
        onSubmit={(values) => setConfirming(values)}
        className="space-y-4"
      >
        <TextField control={control} name="subject" label="Subject" />
        <TextAreaField
          control={control}
          name="body"
          label="Message"
          hint="Markdown: **bold**, *italic*, [links](https://…), lists. A greeting and the unsubscribe footer are added."
          className="min-h-40"
        />
        <RadioGroupField
          control={control}
          name="group"
          label="Audience"
          options={AUDIENCE_GROUPS}
        />
        <CheckboxGroupField
          control={control}
          name="states"
          label="States"
          optional
          hint="None ticked: every state."
          options={AU_STATES.map((s) => ({ value: s, label: s }))}
          className="sm:grid-cols-4"
        />
        <CheckboxGroupField
          control={control}
          name="trades"
          label="Trades"
          optional
          hint="Tradies only. None ticked: every trade."
          options={trades}
          className="sm:grid-cols-3"
        />
        {preview ? (
          <p role="status" className="text-sm font-medium text-slate-700 dark:text-slate-200">
            {preview}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => void runPreview()}>
            Preview recipients
          </Button>
          <Button variant="secondary" onClick={() => void runTest()}>
            Send a test to me
          </Button>
          <Button type="submit" busy={send.isPending} busyText="Starting…">
            Send
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        title="Send this email?"
        confirmLabel="Send now"
        busyText="Starting…"
        action={async () => {
          if (confirming) {
            await send.mutateAsync({
              subject: confirming.subject,
              body: confirming.body,
              audience: audienceOf(confirming),
            });
          }
        }}
        onDone={() => setConfirming(null)}
        onClose={() => setConfirming(null)}
      >
        It goes out straight away to everyone in the audience who agreed to news.
      </ConfirmDialog>
      <section aria-labelledby="sent-heading" className="mt-10">
        <h2 id="sent-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
          Sent and sending
        </h2>
        <Campaigns />
      </section>
    </DashboardFrame>
  );
}
