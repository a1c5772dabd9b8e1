import { describe, expect, it } from '@jest/globals';
import { safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['dashboard/find-jobs', '/dashboard/find-jobs'],
    ['/dashboard/post-job', '/dashboard/post-job'],
    ['/dashboard?tab=open#list', '/dashboard?tab=open#list'],
    ['  /dashboard  ', '/dashboard'],
    ['/jobs/a%20b', '/jobs/a%20b'],
    ['/dashboard?next=%2Fjobs', '/dashboard?next=%2Fjobs'],
  ])('keeps the same-site path %j as %j', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    // Other hosts, directly or protocol-relative.
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'HTTPS://evil.example/dashboard',
    'https:evil.example',
    // Backslashes, which browsers read as slashes.
    '/\\evil',
    '\\\\evil.example',
    '/\\/evil.example',
    // Control characters, which URL parsers drop.
    '\t//x',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    // Schemes that run code.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Dot segments that normalise to '//host'.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    // Encoded forms of the above.
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil',
    '/%5c%5cevil.example',
    '%09//x',
    '/%09/evil.example',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    '/%252F/evil.example',
    '/%25%32%46/evil.example',
    // Malformed encoding.
    '/%E0%A4%A',
    // The auth pages themselves (no loop).
    '/login',
    'login',
    '/login/',
    '/%6Cogin',
    '/register?type=tradie',
    '/register-unified',
    // Nothing useful.
    '',
    '   ',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('refuses anything but a string, and very long values', () => {
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath(42)).toBeNull();
    expect(safeRedirectPath(['/dashboard'])).toBeNull();
    expect(safeRedirectPath(`/${'a'.repeat(2048)}`)).toBeNull();
  });
});
