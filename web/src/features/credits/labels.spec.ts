import { describe, expect, it } from '@jest/globals';
import { ledgerEntrySentence, ledgerEntryTitle } from './labels';

describe('ledger entries in plain words', () => {
  it('names the job of a lead and never shows ids, payment keys or codes', () => {
    expect(
      ledgerEntrySentence({
        type: 'lead_purchase',
        amount: -10,
        reference: '6d1f4c8e-1111-4a7b-9c1d-000000000001',
        jobTitle: 'Burst pipe in Newtown',
      }),
    ).toBe('Lead bought: Burst pipe in Newtown — 10 credits');
    expect(ledgerEntrySentence({ type: 'signup_bonus', amount: 100, reference: 'spot 7' })).toBe(
      'Sign-up bonus — 100 credits',
    );
    expect(ledgerEntryTitle({ type: 'purchase', amount: 15, reference: 'payment:9f1c' })).toBe(
      'Credits bought',
    );
    expect(ledgerEntryTitle({ type: 'reward', amount: 20, reference: 'review_left' })).toBe(
      'Reward for a review',
    );
    expect(
      ledgerEntryTitle({ type: 'admin_adjustment', amount: -3, reference: 'Duplicate bonus' }),
    ).toBe('Adjustment by Tradiehub: Duplicate bonus');
    expect(ledgerEntrySentence({ type: 'refund', amount: 1, reference: null })).toBe(
      'Lead refunded — 1 credit',
    );
  });

  it('says why credits of a refunded or disputed payment were taken or given back', () => {
    expect(
      ledgerEntrySentence({ type: 'payment_reversal', amount: -5, reference: 'payment:9f1c' }),
    ).toBe('Taken back: payment refunded or disputed — 5 credits');
    expect(ledgerEntryTitle({ type: 'payment_reversal', amount: -3, reference: 'owed' })).toBe(
      'Paid what a refunded payment left owing',
    );
    expect(
      ledgerEntryTitle({ type: 'payment_restored', amount: 5, reference: 'payment:9f1c' }),
    ).toBe('Given back: dispute settled in your favour');
  });
});
