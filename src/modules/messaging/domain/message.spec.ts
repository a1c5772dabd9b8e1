import { describe, expect, it } from '@jest/globals';
import {
  attachmentKey,
  checkMessage,
  MESSAGE_MAX_LENGTH,
  otherParty,
  participantOf,
} from './message.js';

const conversation = { homeownerId: 'h', tradieId: 't' };

describe('checkMessage', () => {
  it('trims and keeps the text verbatim (markup stays text)', () => {
    expect(checkMessage('  <b>hi</b> & bye \n', 'c-1')).toEqual({ body: '<b>hi</b> & bye' });
  });

  it('refuses an empty or blank message unless it carries an attachment', () => {
    expect(checkMessage('   ', 'c-1')).toEqual({ reason: 'empty' });
    expect(checkMessage('', 'c-1', true)).toEqual({ body: '' });
  });

  it('takes exactly 4,000 characters and refuses 4,001', () => {
    expect(checkMessage('a'.repeat(MESSAGE_MAX_LENGTH), 'c-1')).toEqual({
      body: 'a'.repeat(MESSAGE_MAX_LENGTH),
    });
    expect(checkMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1), 'c-1')).toEqual({
      reason: 'too_long',
      length: MESSAGE_MAX_LENGTH + 1,
    });
  });

  it('needs a client id of 1-64 safe characters', () => {
    expect(checkMessage('hi', '')).toEqual({ reason: 'bad_client_id' });
    expect(checkMessage('hi', 'x'.repeat(65))).toEqual({ reason: 'bad_client_id' });
    expect(checkMessage('hi', 'a b')).toEqual({ reason: 'bad_client_id' });
    expect(checkMessage('hi', '0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual({ body: 'hi' });
  });
});

describe('participants', () => {
  it('knows each side and refuses anyone else', () => {
    expect(participantOf(conversation, 'h')).toBe('homeowner');
    expect(participantOf(conversation, 't')).toBe('tradie');
    expect(participantOf(conversation, 'x')).toBeNull();
    expect(otherParty(conversation, 'h')).toBe('t');
    expect(otherParty(conversation, 't')).toBe('h');
  });
});

describe('attachmentKey', () => {
  it('is a valid storage key (lowercase, at most 200 characters) that keeps case apart', () => {
    const conversation = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const sender = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const worst = attachmentKey(conversation, sender, 'A'.repeat(64));
    expect(worst).toMatch(/^[a-z0-9][a-z0-9/_-]{0,199}$/);
    expect(attachmentKey(conversation, sender, 'Ab')).not.toBe(
      attachmentKey(conversation, sender, 'ab'),
    );
  });
});
