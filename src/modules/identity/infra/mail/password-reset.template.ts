import type { MailMessage } from '#shared/domain/mailer.js';
import { PRODUCT_NAME } from '#shared/domain/product.js';

export interface PasswordResetMail {
  to: string;
  firstName: string;
  link: string;
}

/** The password-reset mail, as text and HTML (every interpolated value escaped in HTML). */
export function passwordResetTemplate({ to, firstName, link }: PasswordResetMail): MailMessage {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Hi ${firstName},`,
      '',
      `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
      'Choose a new password here within the next hour:',
      '',
      link,
      '',
      "If it wasn't you, ignore this email: your password stays as it is.",
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.</p>`,
      `<p><a href="${escapeHtml(link)}">Choose a new password</a> within the next hour.</p>`,
      "<p>If it wasn't you, ignore this email: your password stays as it is.</p>",
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join(''),
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
