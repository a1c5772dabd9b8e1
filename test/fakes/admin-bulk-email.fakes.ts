import { randomUUID } from 'node:crypto';
import { type Audience, inAudience, type RecipientFacts } from '#modules/admin/domain/audience.js';
import type { BulkEmail, BulkEmailDraft, Recipient } from '#modules/admin/domain/bulk-email.js';
import { type BatchJob, BulkEmailQueue, BulkEmailStore } from '#modules/admin/domain/ports.js';
import { MessageSigner } from '#modules/admin/domain/unsubscribe-token.js';
import { type MailMessage, Mailer } from '#shared/domain/mailer.js';

/** Someone bulk email may reach: their address and the facts the audience rules read. */
export interface BulkPerson extends Recipient, Omit<RecipientFacts, 'newsConsent'> {
  /** The news consent, as it is now (a test may withdraw it after the snapshot). */
  consent: boolean;
}

interface Row {
  email: BulkEmail;
  recipients: (Recipient & {
    batchNo: number;
    status: 'pending' | 'sent' | 'skipped' | 'failed';
    attempts: number;
  })[];
}

const facts = (p: BulkPerson): RecipientFacts => ({ ...p, newsConsent: p.consent });

/**
 * The campaign tables in memory over `people` (whose consent and bans a test may change);
 * `snapshot`/`restore` let a unit of work roll back.
 */
export class MemoryBulkEmails extends BulkEmailStore {
  rows = new Map<string, Row>();

  constructor(readonly people: BulkPerson[]) {
    super();
  }

  snapshot() {
    return structuredClone(this.rows);
  }

  restore(rows: Map<string, Row>) {
    this.rows = rows;
  }

  async countAudience(audience: Audience): Promise<number> {
    return this.people.filter((p) => inAudience(audience, facts(p))).length;
  }

  async create(input: {
    draft: BulkEmailDraft;
    audience: Audience;
    createdBy: string;
    batchSize: number;
    at: Date;
  }) {
    const reached = this.people.filter((p) => inAudience(input.audience, facts(p)));
    const email: BulkEmail = {
      subject: input.draft.subject,
      bodyMarkdown: input.draft.bodyMarkdown,
      id: randomUUID(),
      audience: structuredClone(input.audience),
      status: 'sending',
      total: reached.length,
      createdBy: input.createdBy,
      createdAt: input.at,
      finishedAt: null,
    };
    const recipients = reached.map(({ userId, email: address, firstName }, i) => ({
      userId,
      email: address,
      firstName,
      batchNo: Math.floor(i / input.batchSize),
      status: 'pending' as const,
      attempts: 0,
    }));
    this.rows.set(email.id, { email, recipients });
    return { email: structuredClone(email), batches: Math.ceil(reached.length / input.batchSize) };
  }

  async find(id: string) {
    const row = this.rows.get(id);
    return row ? structuredClone(row.email) : null;
  }

  async latest(limit: number) {
    return [...this.rows.values()]
      .map((r) => structuredClone(r.email))
      .reverse()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, limit);
  }

  async progress(id: string) {
    const recipients = this.rows.get(id)?.recipients ?? [];
    const count = (status: string) => recipients.filter((r) => r.status === status).length;
    return {
      sent: count('sent'),
      failed: count('failed'),
      skipped: count('skipped'),
      pending: count('pending'),
    };
  }

  async cancel(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row?.email.status !== 'sending') return false;
    Object.assign(row.email, { status: 'cancelled', finishedAt: at });
    return true;
  }

  async pendingInBatch(id: string, batchNo: number): Promise<Recipient[]> {
    return (this.rows.get(id)?.recipients ?? [])
      .filter((r) => r.batchNo === batchNo && r.status === 'pending')
      .map(({ userId, email, firstName }) => ({ userId, email, firstName }));
  }

  async claim(id: string, userId: string) {
    const row = this.rows.get(id);
    const recipient = row?.recipients.find((r) => r.userId === userId);
    if (row?.email.status !== 'sending' || recipient?.status !== 'pending') return 'none' as const;
    const person = this.people.find((p) => p.userId === userId);
    const reachable = !!person?.consent && !person.banned;
    recipient.status = reachable ? 'sent' : 'skipped';
    return reachable ? ('send' as const) : ('skip' as const);
  }

  async recordFailure(id: string, userId: string, _error: string, maxAttempts: number) {
    const recipient = this.rows.get(id)?.recipients.find((r) => r.userId === userId);
    if (recipient?.status !== 'pending') return true;
    recipient.attempts += 1;
    if (recipient.attempts >= maxAttempts) recipient.status = 'failed';
    return recipient.status === 'failed';
  }

  async finishIfComplete(id: string, at: Date) {
    const row = this.rows.get(id);
    if (row?.email.status === 'sending' && !row.recipients.some((r) => r.status === 'pending')) {
      Object.assign(row.email, { status: 'done', finishedAt: at });
    }
  }

  async unfinished() {
    return [...this.rows.values()]
      .filter((r) => r.email.status === 'sending')
      .map((r) => ({
        id: r.email.id,
        batches: [
          ...new Set(r.recipients.filter((x) => x.status === 'pending').map((x) => x.batchNo)),
        ].sort((a, b) => a - b),
      }))
      .filter((c) => c.batches.length > 0);
  }
}

/**
 * Records what is enqueued (`queued`, with its delay) and counts starts and stops; `deliver`
 * hands the started worker the jobs that are due, as the queue's workers would. A job whose
 * handler throws stays due (the real queue retries it); a delayed job is never due here.
 */
export class RecordingBulkEmailQueue extends BulkEmailQueue {
  starts = 0;
  stops = 0;
  readonly queued: { job: BatchJob; after?: number }[] = [];
  private handler: ((job: BatchJob) => Promise<void>) | undefined;
  private due: BatchJob[] = [];

  async start(handler: (job: BatchJob) => Promise<void>): Promise<void> {
    this.starts += 1;
    this.handler ??= handler;
  }

  async enqueue(jobs: BatchJob[], after?: number): Promise<void> {
    this.queued.push(...jobs.map((job) => ({ job, after })));
    if (!after) this.due.push(...jobs);
  }

  async stop(): Promise<void> {
    this.stops += 1;
    this.handler = undefined;
  }

  /** Runs each due job once through the worker; failed ones stay for the next delivery. */
  async deliver(): Promise<void> {
    const handler = this.handler;
    if (!handler) return;
    const jobs = this.due;
    this.due = [];
    for (const job of jobs) {
      await handler(job).catch(() => this.due.push(job));
    }
  }
}

/**
 * Refuses the addresses in `failing` (the send rejects, as on an SMTP server's 550) and
 * delivers the others: into `sent`, and on through `next` when given (a real mailer behind it).
 */
export class FlakyMailer extends Mailer {
  readonly kind: 'outbox' | 'smtp';
  readonly sent: MailMessage[] = [];
  readonly failing = new Set<string>();
  /** Every send asked for, the refused ones included. */
  attempts = 0;

  constructor(private readonly next?: Mailer) {
    super();
    this.kind = next?.kind ?? 'outbox';
  }

  async send(message: MailMessage): Promise<void> {
    this.attempts += 1;
    if (this.failing.has(message.to)) throw new Error('550 mailbox unavailable');
    await this.next?.send(message);
    this.sent.push(message);
  }
}

/** Not secret at all (base64url of the message): enough for specs, never for production. */
export class PlainSigner extends MessageSigner {
  sign(message: string): string {
    return Buffer.from(message).toString('base64url');
  }
  verify(message: string, signature: string): boolean {
    return this.sign(message) === signature;
  }
}
