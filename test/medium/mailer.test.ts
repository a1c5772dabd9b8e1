import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Mailer } from '#shared/domain/mailer.js';
import { SmtpMailer } from '#shared/infra/mail/smtp-mailer.js';
import { mailerContract, mailerRefusalContract } from '../contracts/mailer.contract.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const REFUSED = 'gone@example.com';

// Enough of RFC 2045 quoted-printable to read the text part back.
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('mail adapters', () => {
  let t: TestApp;
  let smtp: SMTPServer;
  const received: string[] = [];
  let port = 0;

  beforeAll(async () => {
    t = await startTestApp();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A mailbox the server refuses at RCPT TO, as a real one answers 550.
      onRcptTo(address, _session, callback) {
        if (address.address !== REFUSED) return callback();
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          received.push(`RCPT ${to}\n${Buffer.concat(chunks).toString('utf8')}`);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await t.close();
  });

  mailerContract('outbox (the local default)', async () => ({
    mailer: t.app.get(Mailer),
    delivered: async () =>
      (
        await t.query<{ to_address: string; subject: string; text_body: string }>(
          'SELECT to_address, subject, text_body FROM mail_outbox',
        )
      ).map((r) => `${r.to_address}\n${r.subject}\n${r.text_body}`),
  }));

  mailerContract('SMTP', async () => ({
    mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Tradiehub <no-reply@tradiehub.com.au>'),
    delivered: async () => received.map(decodeQuotedPrintable),
  }));

  mailerRefusalContract('SMTP', async () => ({
    mailer: new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Tradiehub <no-reply@tradiehub.com.au>'),
    delivered: async () => received.map(decodeQuotedPrintable),
    refused: REFUSED,
  }));

  it('uses the outbox when SMTP_URL is unset and says so', () => {
    expect(t.app.get(Mailer).kind).toBe('outbox');
  });
});
