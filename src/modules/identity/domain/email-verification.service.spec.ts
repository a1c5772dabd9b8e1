import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import {
  DirectUnitOfWork,
  InMemoryAccountRepository,
  InMemoryResetTokenStore,
  InMemorySessionStore,
  RecordingMailer,
  RecordingRealtime,
} from '#test/fakes/identity.fakes.js';
import {
  MemoryEmailLinks,
  PlainSessionTokens,
  PlainTextHasher,
  RecordingBonus,
  SequentialSecretTokens,
} from '#test/fakes/identity-secrets.fakes.js';
import { RecordingRegistryCheckRequests } from '#test/fakes/verification-requests.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { TemplatedIdentityMail } from '../infra/mail/templated-identity-mail.js';
import { abnFromNineDigits } from './abn.js';
import { AccountService, type Registration } from './account.service.js';
import { EMAIL_VERIFIED, EmailVerificationService } from './email-verification.service.js';
import { SessionService } from './session.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const TOM: Registration = {
  email: 'tom@example.com',
  password: 'Harbour-bridge-42',
  firstName: 'Tom',
  lastName: 'Russo',
  type: 'tradie',
  tradie: {
    businessName: 'Russo Carpentry',
    abn: abnFromNineDigits('123456789'),
    licenceNumber: 'bc123456',
    licenceState: 'VIC',
    categories: ['carpentry'],
    servicePostcode: '3065',
    serviceRadiusKm: 20,
  },
};

async function setup() {
  const repository = new InMemoryAccountRepository();
  const mailer = new RecordingMailer();
  const clock = new FixedClock(new Date('2026-06-01T09:00:00Z'));
  const secrets = new SequentialSecretTokens();
  const events = new RecordingDomainEvents();
  const uow = new DirectUnitOfWork();
  const mail = new TemplatedIdentityMail(mailer, 'https://tradiehub.example');
  const sessions = new SessionService(
    new InMemorySessionStore(),
    new PlainSessionTokens(),
    new RecordingRealtime(),
    clock,
  );
  const accounts = new AccountService(
    repository,
    new PlainTextHasher(),
    new InMemoryResetTokenStore(),
    secrets,
    mail,
    uow,
    clock,
    events,
    sessions,
    new InMemoryPostcodeDirectory(),
    new RecordingRegistryCheckRequests(),
  );
  const links = new MemoryEmailLinks();
  const bonus = new RecordingBonus();
  const service = new EmailVerificationService(
    accounts,
    repository,
    links,
    secrets,
    mail,
    uow,
    clock,
    events,
    bonus,
  );
  const account = await accounts.register({
    email: 'olivia@example.com',
    password: 'Harbour-bridge-42',
    firstName: 'Olivia',
    lastName: 'Smith',
    type: 'homeowner',
  });
  events.published.length = 0;
  const lastToken = () => {
    const token = /token=([A-Za-z0-9_-]+)/.exec(mailer.sent.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error('no link mailed');
    return token;
  };
  return { service, accounts, repository, links, mailer, clock, events, bonus, account, lastToken };
}

const verifiedEvents = (events: RecordingDomainEvents) =>
  events.published.filter((e) => e.type === EMAIL_VERIFIED);

describe('EmailVerificationService', () => {
  it('mails a link to the address; opening it verifies the account once and publishes it', async () => {
    const { service, repository, mailer, clock, events, account, lastToken } = await setup();
    await service.sendLink(account.id);
    expect(mailer.sent.at(-1)?.to).toBe('olivia@example.com');
    await service.verify(lastToken());
    expect((await repository.findById(account.id))?.emailVerifiedAt).toEqual(clock.now());
    expect(verifiedEvents(events)).toEqual([
      expect.objectContaining({ aggregateId: account.id, payload: { type: 'homeowner' } }),
    ]);
  });

  it('refuses to send a link to an address already verified (AUTH.ALREADY_VERIFIED)', async () => {
    const { service, account, lastToken } = await setup();
    await service.sendLink(account.id);
    await service.verify(lastToken());
    await expect(service.sendLink(account.id)).rejects.toMatchObject({
      code: 'AUTH.ALREADY_VERIFIED',
    });
  });

  it('refuses a link for an unknown account with USERS.NOT_FOUND', async () => {
    const { service } = await setup();
    await expect(service.sendLink('nobody')).rejects.toMatchObject({ code: 'USERS.NOT_FOUND' });
  });

  it('sends a sign-up its first link, and nothing once verified or gone (a redelivery)', async () => {
    const { service, mailer, account, lastToken } = await setup();
    await service.sendFirstLink(account.id);
    expect(mailer.sent.map((m) => m.to)).toEqual(['olivia@example.com']);
    await service.verify(lastToken());
    await service.sendFirstLink(account.id);
    await service.sendFirstLink('nobody');
    expect(mailer.sent).toHaveLength(1);
  });

  it('refuses an unknown link (AUTH.VERIFICATION_INVALID) and a spent one (AUTH.VERIFICATION_USED)', async () => {
    const { service, account, lastToken, events } = await setup();
    await expect(service.verify('made-up')).rejects.toMatchObject({
      code: 'AUTH.VERIFICATION_INVALID',
    });
    await service.sendLink(account.id);
    const token = lastToken();
    await service.verify(token);
    await expect(service.verify(token)).rejects.toMatchObject({ code: 'AUTH.VERIFICATION_USED' });
    expect(verifiedEvents(events)).toHaveLength(1);
  });

  it('only the newest link works, and only for 24 hours', async () => {
    const { service, account, lastToken, clock, repository } = await setup();
    await service.sendLink(account.id);
    const older = lastToken();
    await service.sendLink(account.id);
    const newer = lastToken();
    await expect(service.verify(older)).rejects.toMatchObject({ code: 'AUTH.VERIFICATION_USED' });
    clock.advance(DAY_MS);
    await expect(service.verify(newer)).rejects.toMatchObject({
      code: 'AUTH.VERIFICATION_EXPIRED',
    });
    expect((await repository.findById(account.id))?.emailVerifiedAt).toBeNull();
  });

  it('a link mailed to an address the account no longer has proves nothing (AUTH.VERIFICATION_USED)', async () => {
    const { service, links, account, lastToken, events } = await setup();
    await service.sendLink(account.id);
    links.links[0].email = 'old@example.com';
    await expect(service.verify(lastToken())).rejects.toMatchObject({
      code: 'AUTH.VERIFICATION_USED',
    });
    expect(verifiedEvents(events)).toEqual([]);
  });

  it('marks an address verified without a link, publishing only the first time', async () => {
    const { service, repository, account, events } = await setup();
    await service.markVerified(account.id);
    await service.markVerified(account.id);
    expect((await repository.findById(account.id))?.emailVerifiedAt).not.toBeNull();
    expect(verifiedEvents(events)).toHaveLength(1);
  });

  it('grants a tradie the sign-up bonus in the verification, and a homeowner none', async () => {
    const { service, accounts, bonus, account, lastToken } = await setup();
    await service.sendLink(account.id);
    await service.verify(lastToken());
    const tradie = await accounts.register(TOM);
    await service.sendLink(tradie.id);
    await service.verify(lastToken());
    await service.markVerified(tradie.id);
    expect(bonus.granted).toEqual([tradie.id]);
  });

  it('fails the verification when the bonus cannot be granted (its transaction is undone)', async () => {
    const { service, accounts, bonus, events } = await setup();
    const tradie = await accounts.register(TOM);
    bonus.failing = true;
    await expect(service.markVerified(tradie.id)).rejects.toThrow('ledger down');
    expect(verifiedEvents(events)).toEqual([]);
  });
});
