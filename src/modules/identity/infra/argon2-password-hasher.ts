import { Algorithm, hash, verify } from '@node-rs/argon2';
import { PasswordHasher } from '../domain/ports.js';

/** argon2id's cost: memory in KiB and passes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** The OWASP-recommended minimum (19 MiB, 2 passes). */
const OWASP_MINIMUM: Argon2Cost = { memoryCost: 19456, timeCost: 2 };

/**
 * argon2id, one lane, at the OWASP minimum cost. A hash carries its own parameters, so
 * `verify` checks hashes made at any cost (tests pass a lower one to stay fast).
 */
export class Argon2PasswordHasher extends PasswordHasher {
  constructor(private readonly cost: Argon2Cost = OWASP_MINIMUM) {
    super();
  }

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id, ...this.cost, parallelism: 1 });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
