import { marked } from 'marked';
import type { MailMessage } from '#shared/domain/mailer.js';
import type { Audience } from './audience.js';

export type BulkEmailStatus = 'sending' | 'done' | 'cancelled';

export interface BulkEmailDraft {
  subject: string;
  bodyMarkdown: string;
}

export interface BulkEmail extends BulkEmailDraft {
  id: string;
  audience: Audience;
  status: BulkEmailStatus;
  total: number;
  createdBy: string;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface BulkEmailProgress {
  sent: number;
  failed: number;
  /** Lost their consent (or were banned) between the snapshot and their turn. */
  skipped: number;
  /** Still to send; after a cancel, the ones that will never be sent. */
  pending: number;
}

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
}

/** Who sends, as the Spam Act asks: the sender named, with a way to reach them. */
export interface SenderIdentity {
  name: string;
  address: string;
  appUrl: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One recipient's message: the Markdown rendered to HTML and kept as text, the sender named,
 * an unsubscribe link in both parts, and RFC 8058 one-click headers.
 */
export function composeBulkMessage(
  draft: BulkEmailDraft,
  recipient: Recipient,
  sender: SenderIdentity,
  unsubscribeToken: string,
): MailMessage {
  const pageLink = `${sender.appUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const oneClick = `${sender.appUrl}/api/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const greeting = `Hi ${recipient.firstName},`;
  const footerText = [
    `You are receiving this because you asked for news from ${sender.name}.`,
    `Sent by ${sender.name}, ${sender.address}.`,
    `Unsubscribe with one click: ${pageLink}`,
  ].join('\n');
  const bodyHtml = marked.parse(draft.bodyMarkdown, { async: false, gfm: true });
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    bodyHtml,
    '<hr>',
    `<p style="font-size:12px;color:#555">You are receiving this because you asked for news from ${escapeHtml(sender.name)}.<br>`,
    `Sent by ${escapeHtml(sender.name)}, ${escapeHtml(sender.address)}.<br>`,
    `<a href="${escapeHtml(pageLink)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to: recipient.email,
    subject: draft.subject,
    text: `${greeting}\n\n${draft.bodyMarkdown.trim()}\n\n--\n${footerText}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
