import type { MailMessage } from '#shared/domain/mailer.js';
import { PRODUCT_NAME } from '#shared/domain/product.js';
import { escapeHtml } from './password-reset.template.js';

/** The email-verification mail, as text and HTML. */
export function verifyEmailTemplate(mail: {
  to: string;
  firstName: string;
  link: string;
}): MailMessage {
  const { to, firstName, link } = mail;
  return {
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: [
      `Hi ${firstName},`,
      '',
      `Welcome to ${PRODUCT_NAME}. Please confirm this is your email address by opening this link within 24 hours:`,
      '',
      link,
      '',
      'Until then you cannot post a job or buy a lead, and new tradies do not get their free sign-up credits.',
      "If you didn't sign up, ignore this email.",
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
    html: [
      `<p>Hi ${escapeHtml(firstName)},</p>`,
      `<p>Welcome to ${PRODUCT_NAME}. Please confirm this is your email address.</p>`,
      `<p><a href="${escapeHtml(link)}">Verify my email</a> (the link works for 24 hours).</p>`,
      '<p>Until then you cannot post a job or buy a lead, and new tradies do not get their free sign-up credits.</p>',
      "<p>If you didn't sign up, ignore this email.</p>",
      `<p>The ${PRODUCT_NAME} team</p>`,
    ].join(''),
  };
}
