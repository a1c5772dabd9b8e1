import { randomUUID } from 'node:crypto';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { waitingForHydration } from './hydration.ts';
import { verificationLink } from './mail-links.ts';

// Shared helpers of the app journeys. The app is the one scripts/e2e-server.mjs serves: a fresh
// database with the demo data and the admin below. Every journey makes its own users (unique
// emails) so the journeys are independent of each other and of their order.

export interface Credentials {
  email: string;
  password: string;
}

export const ADMIN: Credentials = {
  email: 'admin@e2e.tradiehub.local',
  password: 'Admin-e2e-pass-1',
};
const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_HOMEOWNER: Credentials = {
  email: 'homeowner1@demo.tradiehub.local',
  password: DEMO_PASSWORD,
};
/** An approved demo tradie. */
export const DEMO_TRADIE: Credentials = {
  email: 'tradie1@demo.tradiehub.local',
  password: DEMO_PASSWORD,
};
/** A demo tradie still waiting for verification. */
export const DEMO_PENDING_TRADIE: Credentials = {
  email: 'tradie31@demo.tradiehub.local',
  password: DEMO_PASSWORD,
};

/** The password of the users the journeys create. */
export const TEST_PASSWORD = 'E2e-journey-pass-7';

/** The user as the API presents it (the fields the journeys read). */
export interface ApiUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  type: 'homeowner' | 'tradie' | 'admin';
  status: 'active' | 'pending' | 'rejected' | 'banned';
  tradie: { businessName: string; rejectionReason: string | null } | null;
}

/** A user a journey registered through the API. */
export interface TestUser extends ApiUser, Credentials {}

/** An email no other run or journey uses. */
export function uniqueEmail(label = 'user'): string {
  return `e2e-${label}-${randomUUID().slice(0, 12)}@e2e.tradiehub.local`;
}

/** A short unique suffix for names (business names must be told apart in the admin queue). */
export function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The official ABN check: subtract 1 from the first digit, weight, sum divisible by 89. */
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/\s/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  values[0] -= 1;
  return values.reduce((sum, digit, index) => sum + digit * ABN_WEIGHTS[index], 0) % 89 === 0;
}

/**
 * A random valid ABN. The first two digits contribute 10·(d1 − 1) + d2 = n − 10 for the two-digit
 * prefix n = 10..99, which covers every residue mod 89 — so some prefix always completes the sum.
 */
export function validAbn(): string {
  const rest = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const restSum = rest.reduce((sum, digit, index) => sum + digit * ABN_WEIGHTS[index + 2], 0);
  for (let prefix = 10; prefix <= 99; prefix += 1) {
    if ((prefix - 10 + restSum) % 89 === 0) {
      const abn = `${prefix}${rest.join('')}`;
      if (!isValidAbn(abn)) throw new Error(`validAbn produced an invalid ABN ${abn}`);
      return abn;
    }
  }
  throw new Error('unreachable: some prefix always completes an ABN');
}

/** Eleven digits that fail the check (a valid ABN with its last digit changed: the sum moves by 19). */
export function invalidAbn(): string {
  const abn = validAbn();
  const last = (Number(abn[10]) + 1) % 10;
  const broken = `${abn.slice(0, 10)}${last}`;
  if (isValidAbn(broken)) throw new Error(`invalidAbn produced a valid ABN ${broken}`);
  return broken;
}

/** GET /api/auth/csrf: the token (its cookie lands in the request context's cookie jar). */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/csrf');
  expect(response.status(), 'GET /api/auth/csrf').toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** A mutation with the CSRF header the API requires. */
export async function apiPost(request: APIRequestContext, path: string, data?: unknown) {
  const token = await csrfToken(request);
  return request.post(path, { data, headers: { 'X-CSRF-Token': token } });
}

/** Logs the request context in (its cookie jar then holds the session cookie). */
export async function apiLogin(request: APIRequestContext, user: Credentials): Promise<ApiUser> {
  const response = await apiPost(request, '/api/auth/login', {
    email: user.email,
    password: user.password,
  });
  expect(response.status(), `POST /api/auth/login as ${user.email}`).toBe(200);
  return ((await response.json()) as { user: ApiUser }).user;
}

type RegisterKind = 'homeowner' | 'tradie';

/** The body of POST /api/auth/register for a fresh user of that kind. */
export function registrationBody(kind: RegisterKind, overrides: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix();
  const common = {
    type: kind,
    firstName: kind === 'tradie' ? 'Tess' : 'Harriet',
    lastName: `E2e${suffix}`,
    email: uniqueEmail(kind),
    password: TEST_PASSWORD,
  };
  const tradie =
    kind === 'tradie'
      ? {
          businessName: `E2E Trades ${suffix}`,
          abn: validAbn(),
          licenceNumber: `LIC-${suffix}`,
          licenceState: 'NSW',
          categories: ['plumbing'],
          servicePostcode: '2000',
          serviceRadiusKm: 30,
        }
      : {};
  return { ...common, ...tradie, ...overrides };
}

/** Runs `fn` with a request context of its own (its own cookie jar), disposed afterwards. */
export async function withApi<T>(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  fn: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return await fn(request);
  } finally {
    await request.dispose();
  }
}

/** The anchored URL of a path (with its search, if any) on the app: no prefix or suffix matches. */
export function atPath(pathWithSearch: string): RegExp {
  const escaped = pathWithSearch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+${escaped}$`);
}

/** The URL of /login with that redirect, whether the router encodes its slashes or not. */
export function loginRedirectTo(path: string): RegExp {
  const plain = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const encoded = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^https?://[^/]+/login\\?redirect=(${plain}|${encoded})$`);
}

/**
 * A page that finished rendering without trouble: one visible <h1> (matching `heading` when
 * given), no 'Loading...' placeholder left, not the error boundary and not the 404 page.
 * Uncaught page errors are failed by the `test` fixture below.
 */
export async function expectHealthyPage(page: Page, heading?: string | RegExp): Promise<void> {
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  if (heading !== undefined) await expect(h1).toHaveText(heading);
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  await expect(h1).not.toHaveText(/not found/i);
}

/** A header (desktop layout) that shows the signed-in actions. */
export async function expectSignedInHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Log In', exact: true })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toHaveCount(0);
}

/** A header (desktop layout) that shows Log In and Sign Up. */
export async function expectSignedOutHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign Up', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Logout', exact: true })).toHaveCount(0);
}

/** Logs in through the /login form (the page must be on /login). */
export async function fillLoginForm(page: Page, user: Credentials): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

type StoredState = Awaited<ReturnType<APIRequestContext['storageState']>>;
const signedInStates = new Map<string, Promise<StoredState>>();

/**
 * A storage state signed in as `user` (session cookie plus the localStorage login hint the web app
 * keeps), made once per worker and reused: logging in hashes a password, so it is worth caching.
 * Only for users no journey bans, resets or logs out on the server.
 */
export function signedInState(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  user: Credentials,
): Promise<StoredState> {
  let state = signedInStates.get(user.email);
  if (!state) {
    state = withApi(playwright, baseURL, async (request) => {
      const apiUser = await apiLogin(request, user);
      const stored = await request.storageState();
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const hint = JSON.stringify({ loggedIn: true, userType: apiUser.type });
      return {
        cookies: stored.cookies,
        origins: [{ origin, localStorage: [{ name: 'tradiehub.session', value: hint }] }],
      };
    });
    signedInStates.set(user.email, state);
  }
  return state;
}

interface JourneyFixtures {
  /**
   * Console errors a journey provokes on purpose (beyond the browser's note of a 4xx answer,
   * which is always allowed: the API refuses things for a living). One pattern (an array would
   * read as a fixture tuple in test.use).
   */
  expectedConsoleErrors: RegExp | null;
  /**
   * Fails the test on any uncaught error in the page, any unexpected console error, and any 5xx
   * answer from the server.
   */
  failOnPageErrors: void;
  /** A request context signed in as the admin. */
  adminApi: APIRequestContext;
  /**
   * Registers a fresh user through the API (in a cookie jar of its own) and opens the
   * verification link from the outbox, unless `verify` is false.
   */
  registerUser: (
    kind: RegisterKind,
    overrides?: Record<string, unknown>,
    options?: { verify?: boolean },
  ) => Promise<TestUser>;
}

/** Collects the page's uncaught errors (the `test` fixture checks its own page; use for others). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

export const test = base.extend<JourneyFixtures>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  expectedConsoleErrors: [null, { option: true }],
  failOnPageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = watchPageErrors(page);
      const consoleErrors: string[] = [];
      const serverErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (/^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text)) {
          return;
        }
        if (expectedConsoleErrors?.test(text)) return;
        consoleErrors.push(text);
      });
      page.on('response', (response) => {
        if (response.status() >= 500) {
          serverErrors.push(
            `${response.status()} ${response.request().method()} ${response.url()}`,
          );
        }
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
      expect(serverErrors, 'server errors').toEqual([]);
      expect(consoleErrors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  adminApi: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await apiLogin(request, ADMIN);
    await use(request);
    await request.dispose();
  },
  registerUser: async ({ playwright, baseURL, adminApi }, use) => {
    await use((kind, overrides, { verify = true } = {}) =>
      withApi(playwright, baseURL, async (request) => {
        const body = registrationBody(kind, overrides);
        const response = await apiPost(request, '/api/auth/register', body);
        expect(response.status(), `POST /api/auth/register ${body.email}`).toBe(201);
        const { user } = (await response.json()) as { user: ApiUser };
        if (verify) {
          const path = await verificationLink(adminApi, body.email);
          const token = new URL(path, 'http://x').searchParams.get('token');
          const verified = await apiPost(request, '/api/auth/verify-email', { token });
          expect(verified.status(), `verify ${body.email}`).toBe(204);
        }
        return { ...user, email: body.email, password: body.password };
      }),
    );
  },
});

/** A page in a browser context of its own, signed in with `state` (from `signedInState`). */
export async function pageAs(
  browser: Browser,
  state: Awaited<ReturnType<typeof signedInState>>,
): Promise<Page> {
  const context = await browser.newContext({ storageState: state });
  return waitingForHydration(await context.newPage());
}

/** Collects uncaught errors and 5xx answers of a page the journey opened itself. */
export function watchProblems(page: Page, problems: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
}

/**
 * Buys a credit bundle with the sandbox's success card, as the signed-in tradie: the card goes to
 * the sandbox's hosted-field frame (its own origin), then our API is asked how it went.
 */
export async function buyBundle(
  request: APIRequestContext,
  bundleId: 'starter' | 'standard' | 'pro' | 'elite' = 'starter',
): Promise<void> {
  const checkout = await apiPost(request, '/api/payments/checkout', {
    purpose: 'bundle',
    bundleId,
    method: 'card',
  });
  expect(checkout.status(), `checkout ${bundleId}`).toBe(201);
  const { paymentId, clientSecret } = (await checkout.json()) as {
    paymentId: string;
    clientSecret: string;
  };
  const { sandboxFrameUrl } = (await (await request.get('/api/payments/options')).json()) as {
    sandboxFrameUrl: string;
  };
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2039, cvc: '123' };
  const paid = await request.post(new URL('/confirm', sandboxFrameUrl).href, {
    data: { clientSecret, card },
  });
  expect(paid.status(), `sandbox frame pays ${bundleId}`).toBe(200);
  const confirm = await apiPost(request, `/api/payments/${paymentId}/confirm`, {});
  expect(confirm.status(), `pay for ${bundleId}`).toBe(200);
}

/** Makes sure the signed-in tradie can buy a standard lead (5 credits): the bonus may be gone. */
export async function fundForOneLead(request: APIRequestContext): Promise<void> {
  const { balance } = (await (await request.get('/api/credits/balance')).json()) as {
    balance: number;
  };
  if (balance < 5) await buyBundle(request);
}

export { expect };
