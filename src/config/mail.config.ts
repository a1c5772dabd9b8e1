import { type EnvOf, optionalString, urlWithProtocols } from './env.js';

export const mailEnv = {
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString,
};

export interface MailConfig {
  /** Unset: mail goes to the outbox table. */
  smtpUrl: string | undefined;
  from: string;
}

export function mailConfig(e: EnvOf<typeof mailEnv>): MailConfig {
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Tradiehub <no-reply@tradiehub.com.au>' };
}
