const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

// The most used passwords that still pass the length and letter+digit rules.
const COMMON = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty123',
  'qwertyuiop1',
  'abc12345',
  'abcd1234',
  'iloveyou1',
  'welcome1',
  'welcome123',
  'letmein1',
  'admin123',
  'changeme1',
  'football1',
  'monkey123',
  'sunshine1',
  'trustno1',
  'australia1',
  'tradiehub1',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
]);

/**
 * The password rules, one message per failed rule (empty when the password is acceptable).
 * Length and a mix of letters and digits, not a well-known password, not built from the email.
 */
export function passwordProblems(password: string, context: { email?: string } = {}): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) {
    problems.push('must contain at least one letter and one number');
  }
  if (COMMON.has(password.toLowerCase())) {
    problems.push('is too common');
  }
  const localPart = context.email?.split('@')[0]?.toLowerCase();
  if (localPart && localPart.length >= 4 && password.toLowerCase().includes(localPart)) {
    problems.push('must not contain your email address');
  }
  return problems;
}
