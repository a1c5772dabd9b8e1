import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import type { ApiClient } from './test-app.js';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

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
    abn: abnFromNineDigits('824753556'),
    licenceNumber: 'PL123456',
    licenceState: 'NSW',
    categories: ['plumbing'],
    servicePostcode: '2000',
    serviceRadiusKm: 25,
    ...overrides,
  };
}

export async function registerAs(client: ApiClient, body: Record<string, unknown>) {
  const res = await client.post('/api/auth/register', body);
  if (res.status !== 201)
    throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.user as { id: string; email: string; type: string; status: string };
}
