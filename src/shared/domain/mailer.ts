export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Outgoing mail. Local default: the outbox table admins can read; SMTP when SMTP_URL is set. */
export abstract class Mailer {
  /** `outbox` or `smtp`, shown in the admin UI so nobody mistakes the outbox for delivery. */
  abstract readonly kind: 'outbox' | 'smtp';
  abstract send(message: MailMessage): Promise<void>;
}
