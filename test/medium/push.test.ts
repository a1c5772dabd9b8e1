import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { MISSING_PUSH_TARGET, PushNotifications } from '#shared/domain/push.js';
import { OneSignalPush } from '#shared/infra/push/onesignal-push.js';
import { startTestApp, type TestApp } from '#test/support/test-app.js';

/**
 * A stand-in for OneSignal's create-notification endpoint (refuses the title "fail") and its
 * add-alias endpoint, which names a subscription's user (refuses the device "gone" with 404).
 */
function oneSignalStandIn(received: unknown[]): Server {
  return createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { headings: { en: string } };
      received.push({ method: req.method, path: req.url, auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'PATCH') {
        const gone = req.url?.includes('/gone/');
        res.statusCode = gone ? 404 : 200;
        res.end(JSON.stringify(gone ? { errors: [{ title: 'User not found' }] } : body));
        return;
      }
      if (body.headings.en === 'fail') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ errors: ['Message Notifications must have English language content'] }),
        );
        return;
      }
      res.end(JSON.stringify({ id: 'notification-1', external_id: null }));
    });
  });
}

/** The push port's contract (marketplace spec, § 7), run against both adapters. */
function pushContract(name: string, setup: () => PushNotifications) {
  describe(`${name} push`, () => {
    it('logs and returns null without a recipient or a segment', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      expect(await setup().send({ title: 'Hi', description: 'There' })).toBeNull();
      expect(warn).toHaveBeenCalledWith(MISSING_PUSH_TARGET);
      warn.mockRestore();
    });

    it('returns the response data for a recipient and for a segment', async () => {
      expect(
        await setup().send({ recipientId: 'user-1', title: 'Hi', description: 'There' }),
      ).toEqual(expect.objectContaining({ id: expect.any(String) }));
      expect(await setup().send({ segment: 'Tradies', title: 'Hi', description: 'All' })).toEqual(
        expect.objectContaining({ id: expect.any(String) }),
      );
    });
  });
}

describe('push adapters', () => {
  let t: TestApp;
  let server: Server;
  let apiUrl: string;
  const received: unknown[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    server = oneSignalStandIn(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  pushContract('outbox', () => t.app.get(PushNotifications));
  pushContract('OneSignal', () => new OneSignalPush('app-1', 'key-1', apiUrl));

  it('the outbox (the local default) records what it would have sent', async () => {
    const push = t.app.get(PushNotifications);
    expect(push.kind).toBe('outbox');
    await push.send({ recipientId: 'user-9', title: 'Recorded', description: 'Not sent' });
    expect(
      await t.query(`SELECT recipient_id, title FROM push_outbox WHERE recipient_id = 'user-9'`),
    ).toEqual([{ recipient_id: 'user-9', title: 'Recorded' }]);
  });

  it('OneSignal: addresses the user by external id, and throws the provider’s message', async () => {
    const push = new OneSignalPush('app-1', 'key-1', apiUrl);
    received.length = 0;
    await push.send({ recipientId: 'user-1', title: 'New quote', description: 'A$450' });
    expect(received).toEqual([
      {
        method: 'POST',
        path: '/notifications',
        auth: 'Key key-1',
        body: {
          app_id: 'app-1',
          include_aliases: { external_id: ['user-1'] },
          target_channel: 'push',
          headings: { en: 'New quote' },
          contents: { en: 'A$450' },
        },
      },
    ]);
    await expect(
      push.send({ recipientId: 'user-1', title: 'fail', description: 'x' }),
    ).rejects.toThrow('Message Notifications must have English language content');
  });

  it('OneSignal: the server names a device’s user (its external id), never the browser', async () => {
    const push = new OneSignalPush('app-1', 'key-1', apiUrl);
    received.length = 0;
    await push.identify('device-7', 'user-1');
    expect(received).toEqual([
      {
        method: 'PATCH',
        path: '/apps/app-1/users/by/onesignal_id/device-7/identity',
        auth: 'Key key-1',
        body: { identity: { external_id: 'user-1' } },
      },
    ]);
    await expect(push.identify('gone', 'user-1')).rejects.toThrow('User not found');
    // The outbox has no provider to tell: it records nothing and succeeds.
    await expect(t.app.get(PushNotifications).identify('device-7', 'user-1')).resolves.toBe(
      undefined,
    );
  });

  it('loads the OneSignal adapter when its keys are set', async () => {
    const configured = await startTestApp({
      ONESIGNAL_APP_ID: 'app-1',
      ONESIGNAL_API_KEY: 'key-1',
      ONESIGNAL_API_URL: apiUrl,
    });
    try {
      expect(configured.app.get(PushNotifications).kind).toBe('onesignal');
    } finally {
      await configured.close();
    }
  });
});
