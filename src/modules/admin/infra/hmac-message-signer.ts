import { createHmac, timingSafeEqual } from 'node:crypto';
import { MessageSigner } from '../domain/unsubscribe-token.js';

/** HMAC-SHA256, base64url, with a key derived from the app's secret for this one purpose. */
export class HmacMessageSigner extends MessageSigner {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    super();
    this.key = createHmac('sha256', secret).update(`tradiehub:${purpose}`).digest();
  }

  sign(message: string): string {
    return createHmac('sha256', this.key).update(message).digest('base64url');
  }

  verify(message: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(message));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
