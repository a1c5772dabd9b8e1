import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

export interface SessionClaims {
  userId: string;
  version: number;
}

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** The signed session token carried in the httpOnly cookie (HS256 JWT). */
@Injectable()
export class SessionTokens {
  constructor(private readonly jwt: JwtService) {}

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
