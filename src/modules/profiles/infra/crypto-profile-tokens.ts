import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ProfileTokens } from '../domain/ports.js';

/** 32 random bytes (base64url); stored as their SHA-256, so a database leak opens no link. */
@Injectable()
export class CryptoProfileTokens extends ProfileTokens {
  generate(): { token: string; hash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: this.hash(token) };
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
