import {
  InMemoryAccountRepository,
  OutcomeUnitOfWork,
  InMemoryResetTokenStore,
  InMemorySessionStore,
  RecordingMailer,
  RecordingRealtime,
} from '#test/fakes/identity.fakes.js';
import {
  PlainSessionTokens,
  PlainTextHasher,
  SequentialSecretTokens,
} from '#test/fakes/identity-secrets.fakes.js';
import { RecordingRegistryCheckRequests } from '#test/fakes/verification-requests.fakes.js';
import { RecordingDomainEvents } from '#test/fakes/domain-events.fake.js';
import { InMemoryPostcodeDirectory } from '#test/fakes/postcodes.fake.js';
import { FixedClock } from '#shared/domain/clock.js';
import { abnFromNineDigits } from './abn.js';
import { TemplatedIdentityMail } from '../infra/mail/templated-identity-mail.js';
import { AccountService, type Registration, RESET_TOKEN_TTL_MS } from './account.service.js';
import { SessionService } from './session.service.js';

function setup() {
  const accounts = new InMemoryAccountRepository();
  const registryChecks = new RecordingRegistryCheckRequests();
  const unitOfWork = new OutcomeUnitOfWork();
  const tokens = new InMemoryResetTokenStore();
  const mailer = new RecordingMailer();
  const clock = new FixedClock(new Date('2026-06-01T09:00:00Z'));
  const secrets = new SequentialSecretTokens();
  const events = new RecordingDomainEvents();
  const sessionStore = new InMemorySessionStore();
  const realtime = new RecordingRealtime();
  const sessions = new SessionService(sessionStore, new PlainSessionTokens(), realtime, clock);
  const service = new AccountService(
    accounts,
    new PlainTextHasher(),
    tokens,
    secrets,
    new TemplatedIdentityMail(mailer, 'https://tradiehub.example'),
    unitOfWork,
    clock,
    events,
    sessions,
    new InMemoryPostcodeDirectory(),
    registryChecks,
  );
  return {
    service,
    accounts,
    tokens,
    mailer,
    clock,
    secrets,
    events,
    sessions,
    sessionStore,
    realtime,
    registryChecks,
    unitOfWork,
  };
}

const homeowner = (overrides: Partial<Registration> = {}): Registration => ({
  email: 'Olivia@Example.com',
  password: 'Harbour-bridge-42',
  firstName: ' Olivia ',
  lastName: 'Smith',
  type: 'homeowner',
  ...overrides,
});

const tradie = (overrides: Partial<Registration> = {}): Registration => ({
  ...homeowner({ email: 'tom@example.com', type: 'tradie' }),
  tradie: {
    businessName: 'Russo Carpentry',
    abn: abnFromNineDigits('123456789'),
    licenceNumber: 'bc123456',
    licenceState: 'VIC',
    categories: ['carpentry', 'carpentry'],
    servicePostcode: '3065',
    serviceRadiusKm: 20,
  },
  ...overrides,
});

function lastLinkToken(mailer: RecordingMailer): string {
  const text = mailer.sent.at(-1)?.text ?? '';
  const token = /token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no token mailed');
  return token;
}

describe('AccountService.register', () => {
  it('normalises the email and names and creates a homeowner', async () => {
    const { service } = setup();
    const account = await service.register(homeowner());
    expect(account).toMatchObject({
      email: 'olivia@example.com',
      firstName: 'Olivia',
      tradie: null,
    });
    expect(account.passwordHash).toBe('plain:Harbour-bridge-42');
  });

  it('creates a pending tradie with de-duplicated trades and an upper-case licence', async () => {
    const { service } = setup();
    const account = await service.register(tradie());
    expect(account.tradie).toMatchObject({
      verificationStatus: 'pending',
      categories: ['carpentry'],
      licenceNumber: 'BC123456',
    });
  });

  it('publishes who registered and as what (a tradie’s ABN for its check), nothing for a refused registration', async () => {
    const { service, events, clock } = setup();
    const account = await service.register(tradie());
    await expect(service.register(homeowner({ password: 'short' }))).rejects.toThrow();
    expect(events.published).toEqual([
      expect.objectContaining({
        type: 'identity.user_registered',
        aggregateId: account.id,
        payload: { type: 'tradie', abn: account.tradie!.abn },
        occurredAt: clock.now(),
      }),
    ]);
  });

  it('records a tradie’s register checks in the sign-up’s transaction, none for a homeowner', async () => {
    const { service, registryChecks, unitOfWork } = setup();
    await service.register(homeowner());
    const account = await service.register(tradie());
    expect(registryChecks.asked).toEqual([`signedUp ${account.id} ${account.tradie!.abn}`]);
    expect(unitOfWork.outcomes).toEqual(['commit', 'commit']);
  });

  it('fails the sign-up when its checks cannot be recorded, before anything is published', async () => {
    const { service, registryChecks, unitOfWork, events } = setup();
    registryChecks.failing = true;
    await expect(service.register(tradie())).rejects.toThrow('could not be recorded');
    expect(unitOfWork.outcomes).toEqual(['rollback']);
    expect(events.published).toEqual([]);
  });

  it.each([
    'businessName',
    'abn',
    'licenceNumber',
    'licenceState',
    'categories',
    'servicePostcode',
    'serviceRadiusKm',
  ])('refuses a tradie without %s', async (field) => {
    const { service } = setup();
    const input = tradie();
    const details = { ...input.tradie, [field]: field === 'categories' ? [] : undefined };
    await expect(service.register({ ...input, tradie: details })).rejects.toMatchObject({
      code: 'AUTH.MISSING_FIELD',
      field,
    });
  });

  it('refuses an ABN whose check digits do not match', async () => {
    const { service } = setup();
    const input = tradie();
    await expect(
      service.register({ ...input, tradie: { ...input.tradie, abn: '51824753557' } }),
    ).rejects.toMatchObject({ code: 'AUTH.INVALID_ABN', field: 'abn' });
  });

  // The DTO checks the shape; only the dataset knows whether a feed could ever match there.
  it.each([
    ['postcode', homeowner({ postcode: '0001' })],
    ['postcode', tradie({ postcode: '0001' })],
    ['servicePostcode', tradie()],
  ] as const)('refuses a %s in no postcode list, storing nothing', async (field, input) => {
    const { service, accounts, events } = setup();
    const registration =
      field === 'servicePostcode'
        ? { ...input, tradie: { ...input.tradie, servicePostcode: '0001' } }
        : input;
    await expect(service.register(registration)).rejects.toMatchObject({
      code: 'AUTH.UNKNOWN_POSTCODE',
      kind: 'invalid',
      field,
    });
    expect(await accounts.findByEmail(input.email.toLowerCase())).toBeNull();
    expect(events.published).toEqual([]);
  });

  it('accepts postcodes the dataset knows, and no postcode at all for a homeowner', async () => {
    const { service } = setup();
    const withPostcode = await service.register(homeowner({ postcode: '3065' }));
    expect(withPostcode.postcode).toBe('3065');
    const without = await service.register(homeowner({ email: 'no.postcode@example.com' }));
    expect(without.postcode).toBeNull();
  });

  it('refuses a weak password with every reason', async () => {
    const { service } = setup();
    await expect(service.register(homeowner({ password: 'short' }))).rejects.toMatchObject({
      code: 'AUTH.WEAK_PASSWORD',
      message: expect.stringContaining('at least 8 characters'),
    });
  });

  it('refuses a taken email', async () => {
    const { service } = setup();
    await service.register(homeowner());
    await expect(
      service.register(homeowner({ email: 'OLIVIA@example.com' })),
    ).rejects.toMatchObject({
      code: 'AUTH.EMAIL_TAKEN',
    });
  });
});

describe('AccountService.login and authenticate', () => {
  it('logs in with the right password only', async () => {
    const { service } = setup();
    await service.register(homeowner());
    await expect(service.login('olivia@example.com', 'Harbour-bridge-42')).resolves.toMatchObject({
      email: 'olivia@example.com',
    });
    await expect(service.login('olivia@example.com', 'nope')).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
    });
    await expect(service.login('ghost@example.com', 'nope')).rejects.toMatchObject({
      code: 'AUTH.INVALID_CREDENTIALS',
    });
  });

  it('refuses a banned account at login and on every session', async () => {
    const { service } = setup();
    const account = await service.register(homeowner());
    await expect(service.markBanned(account.id, 'Spam', null)).resolves.toBe(true);
    await expect(service.markBanned(account.id, 'Again', null)).resolves.toBe(false);
    await expect(service.login('olivia@example.com', 'Harbour-bridge-42')).rejects.toMatchObject({
      code: 'AUTH.BANNED',
    });
    await expect(service.authenticate(account.id, 0)).rejects.toMatchObject({
      code: 'AUTH.BANNED',
    });
    await expect(service.markUnbanned(account.id, null, null)).resolves.toBe(true);
    await expect(service.markUnbanned(account.id, null, null)).resolves.toBe(false);
    await expect(service.authenticate(account.id, 0)).resolves.toMatchObject({ id: account.id });
  });

  it('a password change ends every other session and keeps this one', async () => {
    const { service, sessions, realtime } = setup();
    const account = await service.register(homeowner());
    const here = await sessions.claimsOf(await sessions.start(account, {}));
    const there = await sessions.claimsOf(await sessions.start(account, {}));
    await service.changePassword(
      account.id,
      'Harbour-bridge-42',
      'New-password-99',
      here.sessionId,
    );
    await expect(sessions.ensureLive(here)).resolves.toBeUndefined();
    await expect(sessions.ensureLive(there)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    expect(realtime.ended).toEqual([{ userId: account.id, except: here.sessionId }]);
  });

  it('refuses a session of an older version or an unknown user', async () => {
    const { service } = setup();
    const account = await service.register(homeowner());
    await expect(service.authenticate(account.id, 1)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    await expect(
      service.authenticate('00000000-0000-4000-8000-000000000000', 0),
    ).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });
});

describe('AccountService password reset', () => {
  it('mails a one-hour link and stores only the hash', async () => {
    const { service, mailer, tokens, clock, secrets } = setup();
    await service.register(homeowner());
    await service.requestPasswordReset(' OLIVIA@example.com ');
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].to).toBe('olivia@example.com');
    const token = lastLinkToken(mailer);
    expect(mailer.sent[0].text).toContain(
      `https://tradiehub.example/reset-password?token=${token}`,
    );
    expect(tokens.tokens[0]).toMatchObject({
      tokenHash: secrets.hash(token),
      expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_TTL_MS),
    });
  });

  it('sends nothing for unknown or banned accounts', async () => {
    const { service, mailer } = setup();
    await service.requestPasswordReset('ghost@example.com');
    const account = await service.register(homeowner());
    await service.markBanned(account.id, null, null);
    await service.requestPasswordReset('olivia@example.com');
    expect(mailer.sent).toHaveLength(0);
  });

  it('resets once, ends every session, and refuses reuse', async () => {
    const { service, mailer, sessions, realtime } = setup();
    const account = await service.register(homeowner());
    const before = await sessions.claimsOf(await sessions.start(account, {}));
    await service.requestPasswordReset('olivia@example.com');
    const token = lastLinkToken(mailer);
    await service.resetPassword(token, 'New-password-99');
    await expect(service.login('olivia@example.com', 'New-password-99')).resolves.toBeDefined();
    await expect(sessions.ensureLive(before)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    expect(realtime.ended).toEqual([{ userId: account.id, except: undefined }]);
    await expect(service.resetPassword(token, 'Other-password-99')).rejects.toMatchObject({
      code: 'AUTH.RESET_TOKEN_INVALID',
    });
  });

  it('refuses an expired token', async () => {
    const { service, mailer, clock } = setup();
    await service.register(homeowner());
    await service.requestPasswordReset('olivia@example.com');
    clock.advance(RESET_TOKEN_TTL_MS);
    await expect(
      service.resetPassword(lastLinkToken(mailer), 'New-password-99'),
    ).rejects.toMatchObject({
      code: 'AUTH.RESET_TOKEN_INVALID',
    });
  });

  it('keeps the token when the new password is weak', async () => {
    const { service, mailer } = setup();
    await service.register(homeowner());
    await service.requestPasswordReset('olivia@example.com');
    const token = lastLinkToken(mailer);
    await expect(service.resetPassword(token, 'olivia-2026x')).rejects.toMatchObject({
      code: 'AUTH.WEAK_PASSWORD',
    });
    await expect(service.resetPassword(token, 'New-password-99')).resolves.toBeUndefined();
  });
});

describe('AccountService administration', () => {
  it('approves and rejects only pending tradies', async () => {
    const { service } = setup();
    const admin = await service.register(homeowner({ email: 'boss@example.com' }));
    const t = await service.register(tradie());
    await expect(service.listTradies('pending')).resolves.toHaveLength(1);
    await service.approveTradie(admin.id, t.id);
    await expect(service.rejectTradie(admin.id, t.id, 'late')).rejects.toMatchObject({
      code: 'TRADIES.NOT_PENDING',
    });
    await expect(service.approveTradie(admin.id, admin.id)).rejects.toMatchObject({
      code: 'TRADIES.NOT_FOUND',
    });
  });

  it('shows only approved, unbanned tradies publicly', async () => {
    const { service } = setup();
    const admin = await service.register(homeowner({ email: 'boss@example.com' }));
    const t = await service.register(tradie());
    await expect(service.publicTradie(t.id)).rejects.toMatchObject({ code: 'TRADIES.NOT_FOUND' });
    await service.approveTradie(admin.id, t.id);
    await expect(service.publicTradie(t.id)).resolves.toMatchObject({ id: t.id });
    await service.markBanned(t.id, null, null);
    await expect(service.publicTradie(t.id)).rejects.toMatchObject({ code: 'TRADIES.NOT_FOUND' });
    await expect(service.publicTradie(admin.id)).rejects.toMatchObject({
      code: 'TRADIES.NOT_FOUND',
    });
  });

  it('creates the configured admin once', async () => {
    const { service, accounts } = setup();
    await expect(service.ensureAdmin('Root@Example.com', 'Admin-pass-123')).resolves.toBe(
      'created',
    );
    await expect(service.ensureAdmin('root@example.com', 'Admin-pass-123')).resolves.toBe('exists');
    const admin = await accounts.findByEmail('root@example.com');
    expect(admin).toMatchObject({ isAdmin: true });
    await expect(service.markBanned(admin!.id, null, null)).rejects.toMatchObject({
      code: 'USERS.CANNOT_BAN_ADMIN',
    });
  });

  it('refuses to ban or unban an unknown user', async () => {
    const { service } = setup();
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expect(service.markBanned(ghost, null, null)).rejects.toMatchObject({
      code: 'USERS.NOT_FOUND',
    });
    await expect(service.markUnbanned(ghost, null, null)).rejects.toMatchObject({
      code: 'USERS.NOT_FOUND',
    });
  });
});
