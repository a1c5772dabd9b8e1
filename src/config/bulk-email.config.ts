import { type EnvOf, optionalString, positiveInt } from './env.js';

export const bulkEmailEnv = {
  BULK_EMAIL_RATE_PER_SECOND: positiveInt(20, 10_000),
  BULK_EMAIL_BATCH_SIZE: positiveInt(100, 10_000),
  BULK_EMAIL_MAX_ATTEMPTS: positiveInt(5, 20),
  BULK_EMAIL_SENDER_NAME: optionalString,
  BULK_EMAIL_SENDER_ADDRESS: optionalString,
};

export interface BulkEmailConfig {
  /** Messages per second from one instance. */
  ratePerSecond: number;
  batchSize: number;
  maxAttempts: number;
  /** The sender named in every bulk message (Spam Act 2003). */
  senderName: string;
  senderAddress: string;
}

export function bulkEmailConfig(e: EnvOf<typeof bulkEmailEnv>): BulkEmailConfig {
  return {
    ratePerSecond: e.BULK_EMAIL_RATE_PER_SECOND,
    batchSize: e.BULK_EMAIL_BATCH_SIZE,
    maxAttempts: e.BULK_EMAIL_MAX_ATTEMPTS,
    senderName: e.BULK_EMAIL_SENDER_NAME ?? 'Tradiehub',
    senderAddress: e.BULK_EMAIL_SENDER_ADDRESS ?? 'support@tradiehub.com.au, Sydney NSW, Australia',
  };
}
