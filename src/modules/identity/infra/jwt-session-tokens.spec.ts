import { createSecretKey } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { sessionTokensContract } from '#test/contracts/identity-secrets.contract.js';
import { JwtSessionTokens } from './jwt-session-tokens.js';

/** Configured as the identity module does: a KeyObject secret, HS256 only. */
const jwt = (secret: string, expiresIn = 3600) =>
  new JwtService({
    secret: createSecretKey(Buffer.from(secret, 'utf8')),
    signOptions: { algorithm: 'HS256', expiresIn },
    verifyOptions: { algorithms: ['HS256'] },
  });

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const claims = { userId: 'u-1', sessionId: 's-1', version: 2 };

sessionTokensContract('JWT', () => new JwtSessionTokens(jwt(SECRET)));

describe('JwtSessionTokens', () => {
  const tokens = new JwtSessionTokens(jwt(SECRET));

  it('refuses a token signed with another secret, or altered', async () => {
    const foreign = await new JwtSessionTokens(jwt(`${SECRET}-other`)).sign(claims);
    expect(await tokens.verify(foreign)).toBeNull();
    const [header, payload, signature] = (await tokens.sign(claims)).split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u-2', sid: 's-1', ver: 2 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toEqual(claims);
  });

  it('refuses an expired token and one without a session (from before session records)', async () => {
    const expired = await new JwtSessionTokens(jwt(SECRET, -10)).sign(claims);
    expect(await tokens.verify(expired)).toBeNull();
    const sessionless = await jwt(SECRET).signAsync({ sub: 'u-1', ver: 0 });
    expect(await tokens.verify(sessionless)).toBeNull();
  });
});
