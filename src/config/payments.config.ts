import { createHmac } from 'node:crypto';
import { DEFAULT_EMERGENCY_FEE_CENTS } from '#shared/domain/product.js';
import { type EnvOf, optionalString, positiveInt, urlWithProtocols } from './env.js';

/** A made-up ABN with valid check digits, printed on sandbox tax invoices until one is set. */
const DEMO_BUSINESS_ABN = '18123456789';

export const paymentsEnv = {
  STRIPE_SECRET_KEY: optionalString.refine(
    (v) => v === undefined || /^sk_(test|live)_\w+$/.test(v),
    { message: 'must be a Stripe secret key (sk_test_… or sk_live_…)' },
  ),
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_API_BASE: urlWithProtocols(['http:', 'https:']),
  PAYPAL_CLIENT_ID: optionalString,
  PAYPAL_CLIENT_SECRET: optionalString,
  /** PayPal's REST origin: live unless set (its sandbox, or the tests' local stand-in). */
  PAYPAL_API_BASE: urlWithProtocols(['http:', 'https:']),
  PAYPAL_WEBHOOK_ID: optionalString,
  EMERGENCY_FEE_CENTS: positiveInt(DEFAULT_EMERGENCY_FEE_CENTS, 100_000),
  BUSINESS_NAME: optionalString,
  BUSINESS_ABN: optionalString.refine(
    (v) => v === undefined || /^\d{11}$/.test(v.replace(/\s/g, '')),
    { message: 'must be an 11-digit ABN' },
  ),
  BUSINESS_ADDRESS: optionalString,
  /** The sandbox's card frame listens here (its own origin); 0 or unset: a free port. */
  PAYMENTS_SANDBOX_FRAME_PORT: optionalString
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) <= 65535), {
      message: 'must be a port number (0 to 65535)',
    })
    .transform((v) => (v === undefined ? 0 : Number(v))),
  /** `allow`: a production start may take sandbox or Stripe test-mode payments (UI says so). */
  PAYMENTS_SANDBOX: optionalString.refine((v) => v === undefined || v === 'allow', {
    message: 'must be "allow" or unset',
  }),
};

export interface PaymentsConfig {
  stripe: {
    secretKey: string;
    webhookSecret: string;
    publishableKey: string | undefined;
    apiBase: string | undefined;
  } | null;
  /** PayPal Orders beside the card gateway, when configured (all three settings). */
  paypal: {
    clientId: string;
    clientSecret: string;
    apiBase: string;
    webhookId: string;
  } | null;
  /** Signs and checks the sandbox gateway's webhook events (derived from the session secret). */
  sandboxWebhookSecret: string;
  /** The port of the sandbox's hosted-field frame (0: any free port). */
  sandboxFramePort: number;
  emergencyFeeCents: number;
  seller: { name: string; abn: string; address: string };
}

/** PayPal's live REST origin, used unless PAYPAL_API_BASE names another. */
const PAYPAL_LIVE_API = 'https://api-m.paypal.com';

const PAYPAL_SETTINGS = ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] as const;

export function paymentsProblems(e: EnvOf<typeof paymentsEnv>): string[] {
  const problems =
    e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET
      ? ['STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (webhooks are verified)']
      : [];
  // PayPal is all or nothing: half a configuration would take payments it cannot verify.
  if (PAYPAL_SETTINGS.some((name) => e[name])) {
    for (const name of PAYPAL_SETTINGS.filter((n) => !e[n])) {
      problems.push(`${name}: is required with the other PAYPAL_* settings (all three, or none)`);
    }
  }
  return problems;
}

export function paymentsConfig(
  e: EnvOf<typeof paymentsEnv>,
  sessionSecret: string,
): PaymentsConfig {
  const sandboxSignature = createHmac('sha256', sessionSecret)
    .update('sandbox-webhooks')
    .digest('base64url');
  return {
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiBase: e.STRIPE_API_BASE,
          }
        : null,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: e.PAYPAL_API_BASE ?? PAYPAL_LIVE_API,
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : null,
    sandboxWebhookSecret: `whsec_sandbox_${sandboxSignature}`,
    sandboxFramePort: e.PAYMENTS_SANDBOX_FRAME_PORT,
    emergencyFeeCents: e.EMERGENCY_FEE_CENTS,
    seller: {
      name: e.BUSINESS_NAME ?? 'Tradiehub Pty Ltd',
      abn: (e.BUSINESS_ABN ?? DEMO_BUSINESS_ABN).replace(/\s/g, ''),
      address: e.BUSINESS_ADDRESS ?? 'Level 1, 1 George Street, Sydney NSW 2000',
    },
  };
}
