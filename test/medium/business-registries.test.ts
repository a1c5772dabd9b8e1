import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { abnFromNineDigits } from '#modules/identity/domain/abn.js';
import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';
import { AbrBusinessRegistry } from '#modules/identity/infra/verification/abr-business-registry.js';
import {
  LOCAL_REGISTER_SAMPLES,
  LocalBusinessRegistry,
} from '#modules/identity/infra/verification/local-business-registry.js';
import { businessRegistryContract } from '../contracts/business-registry.contract.js';
import { type AbrStandIn, startAbrStandIn } from '../support/abr-stand-in.js';

const ACTIVE = abnFromNineDigits('824753556');
const CANCELLED = abnFromNineDigits('914571673');
const UNKNOWN = abnFromNineDigits('111111111');

describe('business registries', () => {
  let standIn: AbrStandIn;
  beforeAll(async () => {
    standIn = await startAbrStandIn();
    standIn.put({
      Abn: ACTIVE,
      AbnStatus: 'Active',
      AbnStatusEffectiveFrom: '2012-07-01',
      EntityName: 'MITCHELL, DAVID JOHN',
      BusinessName: ['Mitchell Plumbing & Gas'],
      Gst: '2012-07-01',
      AddressState: 'NSW',
      AddressPostcode: '2042',
    });
    standIn.put({
      Abn: CANCELLED,
      AbnStatus: 'Cancelled',
      AbnStatusEffectiveFrom: '2024-02-29',
      EntityName: 'CLOSED DOORS PTY LTD',
      BusinessName: [],
      Gst: null,
      AddressState: 'VIC',
      AddressPostcode: '3000',
    });
  });
  afterAll(() => standIn.close());

  const abr = (timeoutMs = 2_000, guid = standIn.guid) =>
    new AbrBusinessRegistry({ guid, baseUrl: standIn.url, timeoutMs });

  businessRegistryContract('ABN Lookup (against its stand-in)', async () => ({
    registry: abr(),
    samples: {
      active: {
        abn: ACTIVE,
        entityName: 'MITCHELL, DAVID JOHN',
        businessName: 'Mitchell Plumbing & Gas',
        state: 'NSW',
      },
      cancelled: CANCELLED,
      unknown: UNKNOWN,
    },
  }));

  businessRegistryContract('local (development)', async () => ({
    registry: new LocalBusinessRegistry(),
    samples: {
      active: {
        abn: LOCAL_REGISTER_SAMPLES.active,
        entityName: 'HARBOUR CITY PLUMBING PTY LTD',
        businessName: 'Harbour City Plumbing',
        state: 'NSW',
      },
      cancelled: LOCAL_REGISTER_SAMPLES.cancelled,
      unknown: UNKNOWN,
    },
  }));

  describe('ABN Lookup faults', () => {
    it('sends the ABN and the GUID, and reads the JSONP answer', async () => {
      const before = standIn.asked.length;
      await abr().lookup(ACTIVE);
      expect(standIn.asked.slice(before)).toEqual([ACTIVE]);
    });

    it('gives up after its timeout when the register does not answer', async () => {
      const slow = abnFromNineDigits('222222222');
      standIn.hang.add(slow);
      const started = Date.now();
      const lookup = abr(300).lookup(slow);
      await expect(lookup).rejects.toBeInstanceOf(RegistryUnavailable);
      await expect(lookup).rejects.toThrow('did not answer in time');
      expect(Date.now() - started).toBeLessThan(2_000);
    });

    it('treats a malformed answer as the register being unavailable, not as an answer', async () => {
      const broken = abnFromNineDigits('333333333');
      standIn.garble.add(broken);
      await expect(abr().lookup(broken)).rejects.toThrow('not JSON');
    });

    it('treats an outage (HTTP 503) as unavailable', async () => {
      standIn.failNext(1);
      await expect(abr().lookup(ACTIVE)).rejects.toThrow('answered 503');
      await expect(abr().lookup(ACTIVE)).resolves.toMatchObject({ kind: 'found' });
    });

    it('does not take a refused GUID for an unknown ABN', async () => {
      await expect(abr(2_000, 'wrong-guid').lookup(ACTIVE)).rejects.toThrow(/GUID/);
    });

    it('cannot be reached when nothing listens', async () => {
      const registry = new AbrBusinessRegistry({
        guid: 'g',
        baseUrl: 'http://127.0.0.1:9',
        timeoutMs: 1_000,
      });
      await expect(registry.lookup(ACTIVE)).rejects.toBeInstanceOf(RegistryUnavailable);
    });
  });
});
