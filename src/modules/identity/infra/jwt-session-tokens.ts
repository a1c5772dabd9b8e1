import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { type SessionClaims, SessionTokens } from '../domain/ports.js';

/** Session tokens as HS256 JWTs (`sub` the user, `ver` the session version). */
@Injectable()
export class JwtSessionTokens extends SessionTokens {
  constructor(private readonly jwt: JwtService) {
    super();
  }

  sign(claims: SessionClaims): Promise<string> {
    return this.jwt.signAsync({ sub: claims.userId, ver: claims.version });
  }

  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub?: unknown; ver?: unknown }>(token);
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
      return { userId: payload.sub, version: payload.ver };
    } catch {
      return null;
    }
  }
}
