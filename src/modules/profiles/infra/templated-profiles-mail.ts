import type { Mailer } from '#shared/domain/mailer.js';
import { PRODUCT_NAME } from '#shared/domain/product.js';
import { ProfilesMail } from '../domain/ports.js';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The profile mails (email change, data export ready), handed to the mail port. */
export class TemplatedProfilesMail extends ProfilesMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly appUrl: string,
  ) {
    super();
  }

  async confirmEmailChange(to: { email: string; firstName: string }, token: string): Promise<void> {
    const link = `${this.appUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: to.email,
      subject: `Confirm your new ${PRODUCT_NAME} email address`,
      text: [
        `Hi ${to.firstName},`,
        '',
        `To use this address for your ${PRODUCT_NAME} account, open this link within 24 hours:`,
        '',
        link,
        '',
        "If you didn't ask for this, ignore this email: nothing changes.",
      ].join('\n'),
      html: [
        `<p>Hi ${escapeHtml(to.firstName)},</p>`,
        `<p><a href="${escapeHtml(link)}">Confirm this address</a> for your ${PRODUCT_NAME} account within 24 hours.</p>`,
        "<p>If you didn't ask for this, ignore this email: nothing changes.</p>",
      ].join(''),
    });
  }

  async exportReady(to: { email: string; firstName: string }, exportId: string): Promise<void> {
    const link = `${this.appUrl}/api/privacy/exports/${exportId}/download`;
    await this.mailer.send({
      to: to.email,
      subject: `Your ${PRODUCT_NAME} data is ready to download`,
      text: [
        `Hi ${to.firstName},`,
        '',
        'The copy of your data you asked for is ready. Sign in, then download it here (the link',
        'works for 7 days and only for you):',
        '',
        link,
      ].join('\n'),
      html: [
        `<p>Hi ${escapeHtml(to.firstName)},</p>`,
        `<p>The copy of your data you asked for is ready. Sign in, then <a href="${escapeHtml(link)}">download it</a> (for 7 days, only for you).</p>`,
      ].join(''),
    });
  }
}
