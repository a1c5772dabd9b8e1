import nodemailer, { type Transporter } from 'nodemailer';
import { type MailMessage, Mailer } from '#shared/domain/mailer.js';

/** Real delivery through the SMTP server named by SMTP_URL. */
export class SmtpMailer extends Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
