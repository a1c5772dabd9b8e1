import { type NswTradesStandIn, startNswTradesStandIn } from './nsw-trades-stand-in.js';
import { type ApiClient, startTestApp, type TestApp } from './test-app.js';

/** An NSW licence covering plumbing only (its electrician class is cancelled). */
export const PLUMBING_ONLY = '123456C';

/** An NSW electrician's licence, and a roofer's. */
export const ELECTRICAL_ONLY = '654321C';
export const ROOFING_ONLY = '777777C';

/** The app with NSW's licence register on its stand-in (fast timeouts and retries). */
export async function startWithNswRegister(): Promise<{ t: TestApp; standIn: NswTradesStandIn }> {
  const standIn = await startNswTradesStandIn();
  standIn.put({
    licenceNumber: PLUMBING_ONLY,
    licensee: 'MITCHELL PLUMBING PTY LTD',
    status: 'Current',
    expiryDate: '2028-05-31',
    classes: [
      { className: 'Plumber', classStatus: 'Current' },
      { className: 'Electrician', classStatus: 'Cancelled' },
    ],
  });
  for (const [licenceNumber, className] of [
    [ELECTRICAL_ONLY, 'Electrician'],
    [ROOFING_ONLY, 'Roofing'],
  ]) {
    standIn.put({
      licenceNumber,
      licensee: 'MITCHELL PLUMBING PTY LTD',
      status: 'Current',
      expiryDate: '2028-05-31',
      classes: [{ className, classStatus: 'Current' }],
    });
  }
  const t = await startTestApp({
    NSW_TRADES_API_KEY: standIn.apiKey,
    NSW_TRADES_API_SECRET: standIn.apiSecret,
    NSW_TRADES_BASE_URL: standIn.url,
    REGISTRY_TIMEOUT_MS: '400',
    REGISTRY_RETRY_SECONDS: '1',
  });
  return { t, standIn };
}

export interface QueuedLicence {
  id: string;
  licenceCheck: {
    result: string;
    attempts: number;
    lastError: string | null;
    record: { holder: string; covers: string[] } | null;
    listedCategories: string[];
  };
  otherLicences: { licenceNumber: string; approved: boolean; result: string }[];
}

/** Polls the admin queue until the tradie's licence check satisfies `done` (20 s at most). */
export async function untilLicence(
  admin: ApiClient,
  status: 'pending' | 'approved',
  id: string,
  done: (item: QueuedLicence) => boolean,
): Promise<QueuedLicence> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await admin.get(`/api/admin/tradies?status=${status}`).expect(200);
    const item = (res.body.items as QueuedLicence[]).find((i) => i.id === id);
    if (item && done(item)) return item;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${JSON.stringify(item)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
