import { composeBulkMessage } from './bulk-email.js';
import { auditEntryFor } from './decision-audit.js';

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

describe('audit rows of other modules’ admin decisions', () => {
  const at = new Date();
  it('maps bans, verification and dispute decisions, and skips events without an admin', () => {
    expect(
      auditEntryFor({
        type: 'identity.user_banned',
        aggregateId: 'u1',
        payload: { adminId: 'a1', reason: 'Spam' },
        occurredAt: at,
      }),
    ).toEqual({
      actorId: 'a1',
      action: 'user.ban',
      targetType: 'user',
      targetId: 'u1',
      reason: 'Spam',
    });
    expect(
      auditEntryFor({
        type: 'leads.dispute_decided',
        aggregateId: 'd1',
        payload: { adminId: 'a1', reason: 'No answer', decision: 'approved', leadId: 'l1' },
        occurredAt: at,
      }),
    ).toMatchObject({
      action: 'dispute.decide',
      targetId: 'd1',
      details: { decision: 'approved' },
    });
    expect(
      auditEntryFor({
        type: 'reviews.report_decided',
        aggregateId: 'r1',
        payload: {
          adminId: 'a1',
          reason: 'Abuse',
          decision: 'hidden',
          reportId: 'p1',
          jobId: 'j1',
          tradieId: 't1',
          homeownerId: 'h1',
          rating: 1,
          reviewedAt: at.toISOString(),
        },
        occurredAt: at,
      }),
    ).toMatchObject({
      action: 'review.hide',
      targetType: 'review',
      targetId: 'r1',
      reason: 'Abuse',
    });
    expect(
      auditEntryFor({
        type: 'identity.user_banned',
        aggregateId: 'u1',
        payload: { adminId: null, reason: null },
        occurredAt: at,
      }),
    ).toBeNull();
    expect(
      auditEntryFor({
        type: 'identity.tradie_verified',
        aggregateId: 't1',
        payload: { tradieId: 't1', adminId: 'a1', reason: null, decision: 'approved' },
        occurredAt: at,
      }),
    ).toMatchObject({ action: 'tradie.approve' });
  });
});
