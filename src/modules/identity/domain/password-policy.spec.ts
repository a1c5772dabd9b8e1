import { passwordProblems } from './password-policy.js';

describe('password policy', () => {
  it('accepts a reasonable password', () => {
    expect(passwordProblems('Harbour-bridge-42')).toEqual([]);
  });

  it.each([
    ['too short', 'ab1', 'must be at least 8 characters'],
    ['no digit', 'onlyletters', 'must contain at least one letter and one number'],
    ['no letter', '1234567890', 'must contain at least one letter and one number'],
    ['a common password', 'Password123', 'is too common'],
    ['too long', `a1${'x'.repeat(127)}`, 'must be at most 128 characters'],
  ])('rejects %s', (_label, password, problem) => {
    expect(passwordProblems(password)).toContain(problem);
  });

  it('rejects a password built from the email address', () => {
    expect(passwordProblems('sarah.jones2026', { email: 'sarah.jones@example.com' })).toContain(
      'must not contain your email address',
    );
  });

  it('ignores very short email local parts', () => {
    expect(passwordProblems('bobcat-2026x', { email: 'bob@example.com' })).toEqual([]);
  });

  it('counts non-Latin letters and digits', () => {
    expect(passwordProblems('ćwiczenie٣٤٥')).toEqual([]);
  });
});
