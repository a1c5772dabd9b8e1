import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RegistryUnavailable } from '#modules/identity/domain/verification/business-registry.js';
import {
  LOCAL_LICENCE_SAMPLES,
  LocalLicenceRegistry,
} from '#modules/identity/infra/verification/local-licence-registry.js';
import { NswTradesLicenceRegistry } from '#modules/identity/infra/verification/nsw-trades-licence-registry.js';
import { QbccLicenceRegistry } from '#modules/identity/infra/verification/qbcc-licence-registry.js';
import { VbaLicenceRegistry } from '#modules/identity/infra/verification/vba-licence-registry.js';
import { licenceRegistryContract } from '../contracts/licence-registry.contract.js';
import {
  type CkanRegisterStandIn,
  startCkanRegisterStandIn,
} from '../support/ckan-register-stand-in.js';
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

  let qbcc: CkanRegisterStandIn;
  let vba: CkanRegisterStandIn;
  beforeAll(async () => {
    qbcc = await startCkanRegisterStandIn('qbcc-licensees');
    // One row per licence class, as the QBCC register is published.
    const qbccRow = (licence: string, cls: string, status: string) => ({
      licence_number: licence,
      licensee_name: licence === '15204396' ? 'SUNSHINE TILING PTY LTD' : 'GONE ROOFING',
      licence_type: 'Trade Contractor Licence',
      licence_class: cls,
      licence_status: status,
      expiry_date: '31/03/2027',
    });
    qbcc.rows.push(
      qbccRow('15204396', 'Wall and Floor Tiling', 'Current'),
      qbccRow('15204396', 'Plumbing and Drainage', 'Cancelled'),
      qbccRow('15000001', 'Roof Tiling', 'Cancelled'),
    );
    vba = await startCkanRegisterStandIn('vba-practitioners');
    vba.rows.push(
      {
        registration_number: '112233',
        practitioner_name: 'YARRA PLUMBING PTY LTD',
        registration_class: 'Plumbing - Drainage',
        registration_status: 'Active',
        expiry_date: '2027-06-30',
      },
      {
        registration_number: 'DB-U 4455',
        practitioner_name: 'LAPSED BUILDER',
        registration_class: 'Domestic Builder (Unlimited)',
        registration_status: 'Suspended',
        expiry_date: '2026-01-31',
      },
    );
  });
  afterAll(async () => {
    await qbcc.close();
    await vba.close();
  });
  const ckan = (standIn: CkanRegisterStandIn, timeoutMs = 2_000) => ({
    baseUrl: standIn.url,
    resourceId: standIn.resourceId,
    timeoutMs,
  });

  licenceRegistryContract('QBCC licence register (against its stand-in)', async () => ({
    registry: new QbccLicenceRegistry(ckan(qbcc)),
    samples: {
      current: { number: '15204396', trade: 'tiling' },
      lapsed: '15000001',
      unknown: '19999999',
    },
  }));

  licenceRegistryContract('VBA practitioner register (against its stand-in)', async () => ({
    registry: new VbaLicenceRegistry(ckan(vba)),
    samples: {
      current: { number: '112233', trade: 'plumbing' },
      lapsed: 'DB-U 4455',
      unknown: '000000',
    },
  }));

  describe('QBCC and VBA register specifics and faults', () => {
    it('maps only current classes: a cancelled class on a current licence covers nothing', async () => {
      const answer = await new QbccLicenceRegistry(ckan(qbcc)).lookup('15204396');
      expect(answer).toMatchObject({
        record: { classes: ['Wall and Floor Tiling'], covers: ['tiling'], expiresOn: '2027-03-31' },
      });
    });

    it('gives up after its timeout and treats a broken answer as unavailable', async () => {
      vba.hang.add('777777');
      await expect(new VbaLicenceRegistry(ckan(vba, 300)).lookup('777777')).rejects.toThrow(
        'did not answer in time',
      );
      qbcc.garble.add('88888888');
      await expect(new QbccLicenceRegistry(ckan(qbcc)).lookup('88888888')).rejects.toBeInstanceOf(
        RegistryUnavailable,
      );
    });

    it('is unavailable, never "not found", when the resource is wrong', async () => {
      const registry = new VbaLicenceRegistry({ ...ckan(vba), resourceId: 'moved' });
      await expect(registry.lookup('112233')).rejects.toThrow('answered 404');
    });
  });

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
