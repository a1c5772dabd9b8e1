import { Algorithm, hash, verify } from '@node-rs/argon2';
import { PasswordHasher } from '../domain/ports.js';

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane). */
export class Argon2PasswordHasher extends PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, {
      algorithm: Algorithm.Argon2id,
      memoryCost: 19456,
      timeCost: 2,
      parallelism: 1,
    });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
