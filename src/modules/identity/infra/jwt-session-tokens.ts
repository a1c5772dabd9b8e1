import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { type SessionClaims, SessionTokens } from '../domain/ports.js';

/**
 * Session tokens as HS256 JWTs: `sub` the user, `sid` the session record, `ver` the session
 * version. Tokens from before session records (no `sid`) are refused.
 */
@Injectable()
export class JwtSessionTokens extends SessionTokens {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  sign(claims: SessionClaims): Promise<string> {
    return this.jwt.signAsync({ sub: claims.userId, sid: claims.sessionId, ver: claims.version });
  }

  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; sid?: unknown; ver?: unknown }>(
        token,
      );
      const { sub, sid, ver } = payload;
      if (typeof sub !== 'string' || typeof sid !== 'string' || typeof ver !== 'number') {
        return null;
      }
      return { userId: sub, sessionId: sid, version: ver };
    } catch {
      return null;
    }
  }
}
