/** A production environment the verdict accepts: tests spoil one setting at a time. */
export const SAFE_PRODUCTION: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:secret@db:5432/tradiehub',
  SESSION_SECRET: 'p'.repeat(48),
  ADMIN_EMAIL: 'ops@tradiehub.com.au',
  ADMIN_PASSWORD: 'a-long-admin-password',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  APP_URL: 'https://tradiehub.com.au',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  METRICS_TOKEN: 'm'.repeat(32),
  ABR_GUID: '00000000-0000-4000-8000-000000000abc',
  NSW_TRADES_API_KEY: 'nsw-key',
  NSW_TRADES_API_SECRET: 'nsw-secret',
  QBCC_RESOURCE_ID: 'qbcc-resource',
  VBA_RESOURCE_ID: 'vba-resource',
  ID_DOCUMENT_KEY: Buffer.alloc(32, 7).toString('base64'),
};
