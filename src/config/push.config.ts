import { type EnvOf, optionalString, urlWithProtocols } from './env.js';

export const pushEnv = {
  ONESIGNAL_APP_ID: optionalString,
  ONESIGNAL_API_KEY: optionalString,
  /** For tests against a stand-in; the real API otherwise. */
  ONESIGNAL_API_URL: urlWithProtocols(['http:', 'https:']),
};

export interface PushConfig {
  /** Null: no push provider, in-app notifications only (and the push outbox for the record). */
  oneSignal: { appId: string; apiKey: string; apiUrl: string } | null;
}

export function pushProblems(e: EnvOf<typeof pushEnv>): string[] {
  return Boolean(e.ONESIGNAL_APP_ID) === Boolean(e.ONESIGNAL_API_KEY)
    ? []
    : ['ONESIGNAL_APP_ID and ONESIGNAL_API_KEY: set both or neither'];
}

export function pushConfig(e: EnvOf<typeof pushEnv>): PushConfig {
  return {
    oneSignal:
      e.ONESIGNAL_APP_ID && e.ONESIGNAL_API_KEY
        ? {
            appId: e.ONESIGNAL_APP_ID,
            apiKey: e.ONESIGNAL_API_KEY,
            apiUrl: e.ONESIGNAL_API_URL ?? 'https://api.onesignal.com',
          }
        : null,
  };
}
