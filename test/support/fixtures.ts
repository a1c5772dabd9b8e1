import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { MailOutbox } from '#shared/domain/mailer.js';
import type { ApiClient } from './test-app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
/** A fresh valid ABN per call: one active tradie account per ABN. */
const uniqueAbn = () =>
  abnFromNineDigits(
    `${(process.pid % 1000).toString().padStart(3, '0')}${String(counter++ % 1e6).padStart(6, '0')}`,
  );

export const GOOD_PASSWORD = 'Harbour-bridge-42';

export function homeownerRegistration(overrides: Record<string, unknown> = {}) {
  return {
    email: `homeowner-${unique()}@example.com`,
    password: GOOD_PASSWORD,
    firstName: 'Sarah',
    lastName: 'Nguyen',
    type: 'homeowner',
    suburb: 'Newtown',
    state: 'NSW',
    postcode: '2042',
    ...overrides,
  };
}

export function tradieRegistration(overrides: Record<string, unknown> = {}) {
  return {
    email: `tradie-${unique()}@example.com`,
    password: GOOD_PASSWORD,
    firstName: 'Dave',
    lastName: 'Mitchell',
    type: 'tradie',
    businessName: 'Mitchell Plumbing',
    abn: uniqueAbn(),
    licenceNumber: 'PL123456',
    licenceState: 'NSW',
    categories: ['plumbing'],
    servicePostcode: '2000',
    serviceRadiusKm: 25,
    ...overrides,
  };
}

/**
 * Registers through the API and, unless `verify` is false, opens the verification link the
 * app mailed (read from its outbox), as the person would.
 */
export async function registerAs(
  client: ApiClient,
  body: Record<string, unknown>,
  { verify = true }: { verify?: boolean } = {},
) {
  const res = await client.post('/api/auth/register', body);
  if (res.status !== 201)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  const user = res.body.user as { id: string; email: string; type: string; status: string };
  if (verify) await verifyEmailOf(client, user.email);
  return user;
}

/** The token of the newest verification link mailed to `email`. */
export async function verificationToken(client: ApiClient, email: string): Promise<string> {
  const mails = await client.app.get(MailOutbox).latest(20, email);
  const token = mails
    .map((mail) => /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
    .find(Boolean);
  if (!token) throw new Error(`no verification mail to ${email}`);
  return token;
}

/** Opens the newest verification link mailed to `email`. */
export async function verifyEmailOf(client: ApiClient, email: string): Promise<void> {
  const token = await verificationToken(client, email);
  const res = await client.post('/api/auth/verify-email', { token });
  if (res.status !== 204)
    throw new Error(`verify failed: ${res.status} ${JSON.stringify(res.body)}`);
}
