import type { BackgroundWork, ProfilesMail } from '#modules/profiles/domain/ports.js';

export interface ProfilesMailSubject {
  mail: ProfilesMail;
  /** What reached each address: the fake's record, the real adapter's messages (text and HTML). */
  delivered: () => Promise<{ to: string; body: string }[]>;
}

/** The profile mails reach the address given and carry what the person needs to open. */
export function profilesMailContract(name: string, make: () => Promise<ProfilesMailSubject>) {
  describe(`ProfilesMail contract: ${name}`, () => {
    const person = { email: 'olivia.new@example.com', firstName: 'Olivia' };

    it('mails the email-change link to the new address, carrying the token', async () => {
      const s = await make();
      await s.mail.confirmEmailChange(person, 'tok_2xY-9');
      const delivered = await s.delivered();
      expect(delivered.map((d) => d.to)).toEqual([person.email]);
      expect(delivered[0].body).toContain('tok_2xY-9');
    });

    it('tells the person their export is ready, naming it', async () => {
      const s = await make();
      await s.mail.exportReady(person, '5b0c1f0e-7a8d-4c3e-9a41-2f3d6e7c8b9a');
      const delivered = await s.delivered();
      expect(delivered.map((d) => d.to)).toEqual([person.email]);
      expect(delivered[0].body).toContain('5b0c1f0e-7a8d-4c3e-9a41-2f3d6e7c8b9a');
    });
  });
}

export interface BackgroundWorkSubject {
  work: BackgroundWork;
  /** Lets the scheduled work run: the fake runs what it holds, the real one's turn comes. */
  settle: () => Promise<void>;
}

/** Work after the answer: never during `schedule`, always afterwards, failures kept to itself. */
export function backgroundWorkContract(name: string, make: () => Promise<BackgroundWorkSubject>) {
  describe(`BackgroundWork contract: ${name}`, () => {
    it('runs a task after `schedule` has returned, not during it', async () => {
      const s = await make();
      const ran: string[] = [];
      s.work.schedule('first', async () => ran.push('first'));
      s.work.schedule('second', async () => ran.push('second'));
      expect(ran).toEqual([]);
      await s.settle();
      expect(ran).toEqual(['first', 'second']);
    });

    it('keeps a failing task from the caller and from the tasks after it', async () => {
      const s = await make();
      const ran: string[] = [];
      expect(() =>
        s.work.schedule('failing', () => Promise.reject(new Error('disk full'))),
      ).not.toThrow();
      s.work.schedule('next', async () => ran.push('next'));
      await s.settle();
      expect(ran).toEqual(['next']);
    });
  });
}
