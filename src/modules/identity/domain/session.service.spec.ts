import { InMemorySessionStore, RecordingRealtime } from '#test/fakes/identity.fakes.js';
import { PlainSessionTokens } from '#test/fakes/identity-secrets.fakes.js';
import { FixedClock } from '#shared/domain/clock.js';
import { SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_SECONDS } from './session.js';
import { SessionService } from './session.service.js';

const account = { id: 'u1', sessionVersion: 3 };

function setup() {
  const store = new InMemorySessionStore();
  const tokens = new PlainSessionTokens();
  const realtime = new RecordingRealtime();
  const clock = new FixedClock(new Date('2026-06-01T09:00:00Z'));
  const service = new SessionService(store, tokens, realtime, clock);
  return { service, store, tokens, realtime, clock };
}

describe('SessionService', () => {
  it('starts a session that expires after the TTL and signs its id and the account version', async () => {
    const { service, store, clock } = setup();
    const token = await service.start(account, { userAgent: '  Firefox/120  ', ip: '' });
    const claims = await service.claimsOf(token);
    expect(claims).toMatchObject({ userId: 'u1', version: 3 });
    expect(store.rows.get(claims.sessionId)).toMatchObject({
      userAgent: 'Firefox/120',
      ip: null,
      expiresAt: new Date(clock.now().getTime() + SESSION_TTL_SECONDS * 1000),
    });
  });

  it('refuses a token that does not verify with AUTH.UNAUTHENTICATED', async () => {
    const { service } = setup();
    await expect(service.claimsOf('not a token')).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
  });

  it('refuses a session that is unknown, someone else’s, ended or expired', async () => {
    const { service, clock } = setup();
    const claims = await service.claimsOf(await service.start(account, {}));
    await expect(service.ensureLive(claims)).resolves.toBeUndefined();
    await expect(service.ensureLive({ ...claims, sessionId: 'nope' })).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    await expect(service.ensureLive({ ...claims, userId: 'u2' })).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    clock.advance(SESSION_TTL_SECONDS * 1000);
    await expect(service.ensureLive(claims)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
    const other = await service.claimsOf(await service.start(account, {}));
    await service.end(account.id, other.sessionId);
    await expect(service.ensureLive(other)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
    });
  });

  it('notes activity only once the touch interval has passed', async () => {
    const { service, store, clock } = setup();
    const claims = await service.claimsOf(await service.start(account, {}));
    const started = clock.now();
    clock.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await service.ensureLive(claims);
    expect(store.rows.get(claims.sessionId)?.lastSeenAt).toEqual(started);
    clock.advance(1);
    await service.ensureLive(claims);
    expect(store.rows.get(claims.sessionId)?.lastSeenAt).toEqual(clock.now());
  });

  it('logout ends the token’s session and its sockets; junk or a spent token does nothing', async () => {
    const { service, store, realtime } = setup();
    const token = await service.start(account, {});
    const { sessionId } = await service.claimsOf(token);
    await service.endByToken(undefined);
    await service.endByToken('');
    await service.endByToken('garbage');
    expect(realtime.ended).toEqual([]);
    await service.endByToken(token);
    expect(store.rows.get(sessionId)?.revokedAt).not.toBeNull();
    expect(realtime.ended).toEqual([{ userId: 'u1', only: sessionId }]);
    await service.endByToken(token);
    expect(realtime.ended).toHaveLength(1);
  });

  it('ends one of the user’s own sessions; SESSIONS.NOT_FOUND for another’s or an ended one', async () => {
    const { service, realtime } = setup();
    const { sessionId } = await service.claimsOf(await service.start(account, {}));
    await expect(service.end('u2', sessionId)).rejects.toMatchObject({
      code: 'SESSIONS.NOT_FOUND',
    });
    await service.end('u1', sessionId);
    expect(realtime.ended).toEqual([{ userId: 'u1', only: sessionId }]);
    await expect(service.end('u1', sessionId)).rejects.toMatchObject({
      code: 'SESSIONS.NOT_FOUND',
    });
  });

  it('ends every session but the one kept, and lists only the live ones', async () => {
    const { service, realtime } = setup();
    const keep = (await service.claimsOf(await service.start(account, {}))).sessionId;
    await service.start(account, {});
    await service.start({ id: 'u2', sessionVersion: 0 }, {});
    await service.endAll('u1', keep);
    expect((await service.list('u1')).map((s) => s.id)).toEqual([keep]);
    expect(await service.list('u2')).toHaveLength(1);
    expect(realtime.ended).toEqual([{ userId: 'u1', except: keep }]);
    await service.endAll('u1');
    expect(await service.list('u1')).toEqual([]);
  });
});
