import { createHash } from 'node:crypto';
import { secretTokenGeneratorContract } from '#test/contracts/identity-secrets.contract.js';
import { CryptoSecretTokens } from './crypto-secret-tokens.js';

secretTokenGeneratorContract('crypto', () => new CryptoSecretTokens());

describe('CryptoSecretTokens', () => {
  it('makes 32 random bytes, stored as their SHA-256', () => {
    const { token, hash } = new CryptoSecretTokens().generate();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
  });
});
