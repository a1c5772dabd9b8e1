import { messageSignerContract } from '#test/contracts/admin-bulk-email.contract.js';
import { HmacMessageSigner } from './hmac-message-signer.js';

messageSignerContract('HMAC-SHA256', () => new HmacMessageSigner('test-secret', 'unsubscribe'));

it('refuses a signature made with another secret or for another purpose', () => {
  const signature = new HmacMessageSigner('test-secret', 'unsubscribe').sign('unsubscribe:a.1');
  for (const other of [
    new HmacMessageSigner('other-secret', 'unsubscribe'),
    new HmacMessageSigner('test-secret', 'session'),
  ]) {
    expect(other.verify('unsubscribe:a.1', signature)).toBe(false);
  }
});
