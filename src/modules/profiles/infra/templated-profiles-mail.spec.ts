import { profilesMailContract } from '#test/contracts/profiles-mail-work.contract.js';
import { RecordingMailer } from '#test/fakes/identity.fakes.js';
import { TemplatedProfilesMail } from './templated-profiles-mail.js';

profilesMailContract('templates over the mail port', async () => {
  const mailer = new RecordingMailer();
  return {
    mail: new TemplatedProfilesMail(mailer, 'https://tradiehub.example'),
    delivered: async () =>
      mailer.sent.map((m) => ({ to: m.to, body: `${m.text}\n${m.html ?? ''}` })),
  };
});
