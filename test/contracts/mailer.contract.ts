import { randomUUID } from 'node:crypto';
import type { Mailer } from '#shared/domain/mailer.js';

const MESSAGE = {
  to: 'olivia@example.com',
  subject: 'Reset your Tradiehub password',
  text: 'Choose a new password here: https://tradiehub.example/reset-password?token=abc',
  html: '<p>Choose a new password</p>',
};

/**
 * The mail port's contract: a sent message can be found where the adapter delivers it
 * (`delivered` reads every message there as text: the outbox's rows, the SMTP server's
 * mails, the fake's list).
 */
export function mailerContract(
  name: string,
  setup: () => Promise<{ mailer: Mailer; delivered: () => Promise<string[]> }>,
) {
  describe(`${name} mailer`, () => {
    it('delivers recipient, subject and text', async () => {
      const { mailer, delivered } = await setup();
      await mailer.send(MESSAGE);
      const all = (await delivered()).join('\n');
      expect(all).toContain(MESSAGE.to);
      expect(all).toContain(MESSAGE.subject);
      expect(all).toContain('reset-password?token=abc');
    });
  });
}

/**
 * What bulk email relies on from a mailer that refuses a recipient (an SMTP server's 550, a
 * fake told to fail the address): the send rejects, so the failure is recorded and retried,
 * nothing reaches that address, and the next message to someone else goes out as usual.
 * `refused` names the address this mailer refuses; the outbox refuses nobody.
 */
export function mailerRefusalContract(
  name: string,
  setup: () => Promise<{ mailer: Mailer; delivered: () => Promise<string[]>; refused: string }>,
) {
  describe(`${name} mailer refusing a recipient`, () => {
    it('rejects the send to the refused address, then delivers the next one', async () => {
      const { mailer, delivered, refused } = await setup();
      const subject = `Refused ${randomUUID()}`;
      await expect(mailer.send({ ...MESSAGE, to: refused, subject })).rejects.toThrow();
      await mailer.send({ ...MESSAGE, subject });
      const mails = (await delivered()).filter((mail) => mail.includes(subject));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain(MESSAGE.to);
      expect(mails[0]).not.toContain(refused);
    });
  });
}
