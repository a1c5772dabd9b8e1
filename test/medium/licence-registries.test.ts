import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';
import {
  LOCAL_LICENCE_SAMPLES,
  LocalLicenceRegistry,
} from '#modules/identity/infra/verification/local-licence-registry.js';
import { NswTradesLicenceRegistry } from '#modules/identity/infra/verification/nsw-trades-licence-registry.js';
import { licenceRegistryContract } from '../contracts/licence-registry.contract.js';
import { type NswTradesStandIn, startNswTradesStandIn } from '../support/nsw-trades-stand-in.js';

describe('licence registries', () => {
  let standIn: NswTradesStandIn;
  beforeAll(async () => {
    standIn = await startNswTradesStandIn();
    standIn.put({
      licenceNumber: '123456C',
      licensee: 'MITCHELL PLUMBING & GAS PTY LTD',
      status: 'Current',
      expiryDate: '2028-05-31',
      classes: [
        { className: 'Plumber', classStatus: 'Current' },
        { className: 'Electrician', classStatus: 'Cancelled' },
      ],
    });
    standIn.put({
      licenceNumber: '654321C',
      licensee: 'LAPSED CARPENTRY',
      status: 'Expired',
      expiryDate: '2023-02-28',
      classes: [{ className: 'Carpentry', classStatus: 'Current' }],
    });
  });
  afterAll(() => standIn.close());

  const nsw = (timeoutMs = 2_000) =>
    new NswTradesLicenceRegistry({
      apiKey: standIn.apiKey,
      apiSecret: standIn.apiSecret,
      baseUrl: standIn.url,
      timeoutMs,
    });

  licenceRegistryContract('NSW Fair Trading Trades API (against its stand-in)', async () => ({
    registry: nsw(),
    samples: {
      current: { number: '123456C', trade: 'plumbing' },
      lapsed: '654321C',
      unknown: '999999C',
    },
  }));

  licenceRegistryContract('local NSW (development)', async () => ({
    registry: new LocalLicenceRegistry('NSW', LOCAL_LICENCE_SAMPLES),
    samples: {
      current: { number: 'PL900001', trade: 'plumbing' },
      lapsed: 'EL900002',
      unknown: 'XX1',
    },
  }));

  describe('NSW Trades API specifics and faults', () => {
    it('maps only current classes to trades, and reuses its access token', async () => {
      const registry = nsw();
      const before = standIn.tokensIssued();
      const answer = await registry.lookup('123456C');
      await registry.lookup('654321C');
      expect(standIn.tokensIssued() - before).toBe(1);
      expect(answer).toMatchObject({
        record: { classes: ['Plumber'], covers: ['plumbing'], expiresOn: '2028-05-31' },
      });
    });

    it('gives up after its timeout when the register does not answer', async () => {
      standIn.hang.add('777777C');
      await expect(nsw(300).lookup('777777C')).rejects.toThrow('did not answer in time');
    });

    it('treats a malformed answer as the register being unavailable', async () => {
      standIn.garble.add('888888C');
      const lookup = nsw().lookup('888888C');
      await expect(lookup).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(nsw().lookup('888888C')).rejects.toThrow('not JSON');
    });

    it('is unavailable with wrong credentials, never "not found"', async () => {
      const registry = new NswTradesLicenceRegistry({
        apiKey: 'wrong',
        apiSecret: 'wrong',
        baseUrl: standIn.url,
        timeoutMs: 2_000,
      });
      await expect(registry.lookup('123456C')).rejects.toThrow('answered 401');
    });
  });
});
