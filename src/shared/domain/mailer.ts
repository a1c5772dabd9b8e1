export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (bulk mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Outgoing mail. Local default: the outbox table admins can read; SMTP when SMTP_URL is set. */
export abstract class Mailer {
  /** `outbox` or `smtp`, shown in the admin UI so nobody mistakes the outbox for delivery. */
  abstract readonly kind: 'outbox' | 'smtp';
  abstract send(message: MailMessage): Promise<void>;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
  createdAt: Date;
}

/** Reads the local outbox (written by the outbox adapter of the mail port); empty under SMTP. */
export abstract class MailOutbox {
  /** Newest first; only the mails to `to` when given. */
  abstract latest(limit: number, to?: string): Promise<OutboxMail[]>;
}
