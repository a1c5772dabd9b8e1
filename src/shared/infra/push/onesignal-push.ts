import { Logger } from '@nestjs/common';
import { MISSING_PUSH_TARGET, PushNotifications, type PushRequest } from '#shared/domain/push.js';

/**
 * OneSignal's REST API (create notification, add alias). The recipient is addressed by external
 * id: the user id, which this server sets on the device's OneSignal user when the web app
 * registers the device (`identify`), never the browser. Loaded only when ONESIGNAL_APP_ID and
 * ONESIGNAL_API_KEY are set.
 */
export class OneSignalPush extends PushNotifications {
  readonly kind = 'onesignal' as const;
  private readonly logger = new Logger('Push');

  constructor(
    private readonly appId: string,
    private readonly apiKey: string,
    private readonly apiUrl: string,
  ) {
    super();
  }

  async send(request: PushRequest): Promise<unknown> {
    if (!request.recipientId && !request.segment) {
      this.logger.warn(MISSING_PUSH_TARGET);
      return null;
    }
    const target = request.recipientId
      ? { include_aliases: { external_id: [request.recipientId] }, target_channel: 'push' }
      : { included_segments: [request.segment] };
    const response = await fetch(`${this.apiUrl.replace(/\/$/, '')}/notifications`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Key ${this.apiKey}`,
      },
      body: JSON.stringify({
        app_id: this.appId,
        ...target,
        headings: { en: request.title },
        contents: { en: request.description },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    const data: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new Error(providerMessage(data, response.status));
    return data;
  }

  async identify(deviceId: string, userId: string): Promise<void> {
    const base = this.apiUrl.replace(/\/$/, '');
    const path = `/apps/${encodeURIComponent(this.appId)}/users/by/onesignal_id/${encodeURIComponent(deviceId)}/identity`;
    const response = await fetch(`${base}${path}`, {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Key ${this.apiKey}`,
      },
      body: JSON.stringify({ identity: { external_id: userId } }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => null);
      throw new Error(providerMessage(data, response.status));
    }
  }
}

/** OneSignal answers `{errors: [...]}` (strings or objects with a title). */
function providerMessage(data: unknown, status: number): string {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    return errors
      .map((e: unknown) => {
        if (typeof e === 'string') return e;
        const title = (e as { title?: unknown }).title;
        return typeof title === 'string' ? title : JSON.stringify(e);
      })
      .join('; ');
  }
  return `OneSignal answered ${status}`;
}
