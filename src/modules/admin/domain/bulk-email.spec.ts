import { composeBulkMessage } from './bulk-email.js';

describe('bulk messages', () => {
  const message = composeBulkMessage(
    { subject: 'Winter offer', bodyMarkdown: '**Half price** leads <script>x</script>' },
    { userId: 'u1', email: 'dave@example.com', firstName: 'Dave & Co' },
    { name: 'Tradiehub', address: 'Sydney NSW', appUrl: 'https://tradiehub.example' },
    'tok.en/+',
  );

  it('renders Markdown to HTML, keeps a text part, and names the sender', () => {
    expect(message.to).toBe('dave@example.com');
    expect(message.html).toContain('<strong>Half price</strong>');
    expect(message.html).toContain('Hi Dave &#38; Co,');
    expect(message.text).toContain('**Half price** leads');
    expect(message.text).toContain('Sent by Tradiehub, Sydney NSW.');
  });

  it('carries a one-click unsubscribe link and the RFC 8058 headers', () => {
    expect(message.text).toContain('https://tradiehub.example/unsubscribe?token=tok.en%2F%2B');
    expect(message.html).toContain('https://tradiehub.example/unsubscribe?token=tok.en%2F%2B');
    expect(message.headers).toEqual({
      'List-Unsubscribe': '<https://tradiehub.example/api/email/unsubscribe?token=tok.en%2F%2B>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
