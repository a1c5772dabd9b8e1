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
  /** Signs and checks the sandbox gateway's webhook events (derived from the session secret). */
  sandboxWebhookSecret: string;
  /** The port of the sandbox's hosted-field frame (0: any free port). */
  sandboxFramePort: number;
  emergencyFeeCents: number;
  seller: { name: string; abn: string; address: string };
}

export function paymentsProblems(e: EnvOf<typeof paymentsEnv>): string[] {
  return e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET
    ? ['STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY (webhooks are verified)']
    : [];
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
