import { passwordHasherContract } from '#test/contracts/identity-secrets.contract.js';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';

// The contract at a low cost (1 MiB, one pass): the rules are the same, the hashing is quick.
passwordHasherContract(
  'argon2id',
  () => new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 }),
);

describe('Argon2PasswordHasher', () => {
  it('hashes at the OWASP minimum unless told otherwise, and verifies a hash of any cost', async () => {
    const cheap = await new Argon2PasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash('pw-1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    const hasher = new Argon2PasswordHasher();
    expect(await hasher.verify(cheap, 'pw-1')).toBe(true);
    expect(await hasher.hash('pw-1')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
