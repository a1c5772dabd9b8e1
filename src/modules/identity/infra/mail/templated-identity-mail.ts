import { Mailer } from '#shared/domain/mailer.js';
import { IdentityMail } from '#modules/identity/domain/ports.js';
import { passwordResetTemplate } from './password-reset.template.js';
import { verifyEmailTemplate } from './verify-email.template.js';

/** Builds the identity mails from their templates and hands them to the mail port. */
export class TemplatedIdentityMail extends IdentityMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {
    super();
  }

  async passwordReset(to: { email: string; firstName: string }, token: string): Promise<void> {
    const link = `${this.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(passwordResetTemplate({ to: to.email, firstName: to.firstName, link }));
  }

  async verifyEmail(to: { email: string; firstName: string }, token: string): Promise<void> {
    const link = `${this.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await this.mailer.send(verifyEmailTemplate({ to: to.email, firstName: to.firstName, link }));
  }
}
